import type { SandboxBuild } from './serve';

/** A signed-in session of the sandbox's demo customer, as a token for the `?t=` hand-over (SMS login: any phone, code 123456). */
export async function sandboxToken(build: SandboxBuild): Promise<string> {
  const response = await fetch(`${build.origin}/official-api/user-center/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'bench' }),
  });
  const body = (await response.json()) as { code?: string; data?: { userToken?: string } };
  if (body.code !== '000000' || !body.data?.userToken) throw new Error(`sandbox login failed: ${JSON.stringify(body)}`);
  return body.data.userToken;
}

/** The address with the token handed over (`?t=`), which the app takes out of the URL before its first request. */
export function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${encodeURIComponent(token)}`;
}
