import type { APIRequestContext } from '@playwright/test';

/**
 * Talks to the embedded sandbox the way a test harness would (the app itself never does this). Given the
 * `request` fixture of ./test, each helper acts on that test's own sandbox client.
 */
export const DEMO_PHONE = '13800138000';
export const SMS_CODE = '123456';

export async function loginToken(request: APIRequestContext, phone = DEMO_PHONE): Promise<string> {
  const response = await request.post('/official-api/user-center/accounts/login', {
    data: { phone, countryCode: '86', loginType: 1, verifyCode: SMS_CODE, deviceId: 'e2e-device' },
  });
  const body = await response.json();
  if (body.code !== '000000') throw new Error(`sandbox login failed: ${JSON.stringify(body)}`);
  return body.data.userToken as string;
}

/** Sets the test's sandbox world to its own time (an ISO time), e.g. outside the policy-change hours. */
export async function setSandboxTime(request: APIRequestContext, at: string): Promise<void> {
  const response = await request.post('/official-api/__sandbox/clock', { data: { at } });
  if (!response.ok()) throw new Error(`time not accepted: ${await response.text()}`);
}

export async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post('/official-api/__sandbox/faults', { data: fault });
  if (!response.ok()) throw new Error(`fault not accepted: ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/official-api/__sandbox/faults');
}

export async function analyticsEvents(request: APIRequestContext): Promise<Array<Record<string, unknown>>> {
  const body = await (await request.get('/official-api/__sandbox/analytics')).json();
  return (body.data ?? body) as Array<Record<string, unknown>>;
}

/** The seeded reinstatement application of the term life policy (a draft: the policy's one open application). */
export const REINSTATEMENT_DRAFT = 'BQ20261120004';

/** A passed face check of the demo customer's for a reinstatement (ENDORSE_RE), as face-verify starts it. */
async function passedFaceCheck(request: APIRequestContext, token: string): Promise<string> {
  const started = await (await request.post('/official-api/face/rest/livingBodyRecognition', { headers: { Authorization: `Bearer ${token}` }, data: { businessType: 'ENDORSE_RE', redirectUrl: '/official/' } })).json();
  return started.data.bizToken;
}

/**
 * The seeded reinstatement draft's first steps as the customer took them on an earlier visit: the insured's face
 * check (the demo customer is the lapsed policy's insured), recorded on the application, then the health notice
 * when `health` gives its answer (Y: with findings).
 */
export async function reinstatementStepsDone(request: APIRequestContext, token: string, health?: 'Y' | 'N'): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const base = '/official-api/face/rest/endorse/re';
  const verified = await (await request.post(`${base}/insured-verify/${REINSTATEMENT_DRAFT}`, { headers, data: { insuredCustomerNo: 'C100001', bizToken: await passedFaceCheck(request, token) } })).json();
  if (!verified.success) throw new Error(`the insured's face check was not recorded: ${JSON.stringify(verified)}`);
  if (health) await request.post(`${base}/health-inform/${REINSTATEMENT_DRAFT}`, { headers, data: { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer: health }] } });
}

/**
 * Takes the seeded reinstatement draft through the insured's face check, its health notice (no findings) and its
 * confirmation, as the customer did on an earlier visit: it then awaits payment of the arrears. Answers its business number.
 */
export async function confirmedReinstatement(request: APIRequestContext, token: string): Promise<string> {
  await reinstatementStepsDone(request, token, 'N');
  const data = { verifyCode: SMS_CODE, bizToken: await passedFaceCheck(request, token) };
  const confirmed = await (await request.post(`/official-api/face/rest/endorse/re/confirm/${REINSTATEMENT_DRAFT}`, { headers: { Authorization: `Bearer ${token}` }, data })).json();
  if (confirmed.data?.result !== '3') throw new Error(`the reinstatement draft was not confirmed: ${JSON.stringify(confirmed)}`);
  return REINSTATEMENT_DRAFT;
}
