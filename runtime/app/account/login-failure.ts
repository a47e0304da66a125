// The login and account codes (docs/product.md, Login): what the customer is told when a login is refused.

export const SWITCH_ACCOUNT_CODES = ['WX_BOUNDED', 'PHONE_HAS_BEEN_USED', 'WX_BOUNDED_AND_PHONE_HAS_BEEN_USED'] as const;
export type SwitchAccountCode = (typeof SWITCH_ACCOUNT_CODES)[number];

/** loginType 14 (partner sign-in) never prompts an account switch. */
export const SWITCH_EXEMPT_LOGIN_TYPE = 14;

export const ACCOUNT_CODE_MESSAGES: Record<string, string> = {
  A0132: '该微信已绑定其他账号，请使用已绑定的手机号登录',
  A0133: '该手机号已被其他微信绑定，请更换手机号或联系客服',
  A0134: '该微信与手机号均已被其他账号绑定，请联系在线客服或拨打客服热线',
  C0165: '微信授权码已被使用，请重新进入页面',
};

export interface SwitchAccountInfo { boundPhone: string; nowPhone: string }

/** The refused login's message is base64 of JSON { boundPhone, nowPhone }. */
export function decodeSwitchInfo(message: string): SwitchAccountInfo {
  try {
    const bytes = Uint8Array.from(atob(message), (c) => c.charCodeAt(0));
    const info = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SwitchAccountInfo>;
    return { boundPhone: String(info.boundPhone ?? ''), nowPhone: String(info.nowPhone ?? '') };
  } catch {
    return { boundPhone: '', nowPhone: '' };
  }
}

const tail = (phone: string) => phone.replace(/\D/g, '').slice(-4) || phone;

/** The 提示 dialog text for each account-switch case. */
export function switchAccountMessage(code: SwitchAccountCode, { boundPhone, nowPhone }: SwitchAccountInfo): string {
  switch (code) {
    case 'WX_BOUNDED':
      return `当前微信已绑定尾号为${tail(boundPhone)}的账号，如需使用尾号为${tail(nowPhone)}的账号，请切换账号`;
    case 'PHONE_HAS_BEEN_USED':
      return `尾号为${tail(nowPhone)}的账号已在其他微信登录，如需在当前微信使用该账号，请切换账号`;
    case 'WX_BOUNDED_AND_PHONE_HAS_BEEN_USED':
      return `当前微信已绑定尾号为${tail(boundPhone)}的账号，且尾号为${tail(nowPhone)}的账号已在其他微信登录，如需在当前微信使用尾号为${tail(nowPhone)}的账号，请切换账号`;
  }
}

export const isSwitchAccountCode = (code: string | undefined): code is SwitchAccountCode =>
  (SWITCH_ACCOUNT_CODES as readonly string[]).includes(code ?? '');

/** An error that carries a login code for the caller (WX_CODE_BEEN_USED), caused by the server's refusal. */
export class LoginCodeError extends Error {
  constructor(readonly code: string, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'LoginCodeError';
  }
}
