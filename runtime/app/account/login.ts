import type { PersonalInfo, Session } from '../../core/session';
import type { DialogOptions, ToastOptions } from '../../core/actions';
import type { Site } from '../../core/navigation/address';
import type { ServiceRequest } from '../../core/data';
import { PATHS } from '../paths';
import { applyLogin, setPersonalInfo, type LoginResponse } from './account-session';
import { resolveAfterLogin } from './after-login';
import {
  ACCOUNT_CODE_MESSAGES, decodeSwitchInfo, isSwitchAccountCode, LoginCodeError, SWITCH_EXEMPT_LOGIN_TYPE, switchAccountMessage,
} from './login-failure';

export interface LoginForm {
  mode: 'sms' | 'password';
  phone: string;
  countryCode?: string;
  verifyCode?: string;
  password?: string;
  /** 14 for partner sign-in (no account-switch prompt); otherwise from the mode. */
  loginType?: number;
  redirect?: string;
  cpsCode?: string;
}

/** What logging in may do to the app: injected, so the flow is testable without a browser. */
export interface AccountDeps {
  /** The session a login fills in. */
  session: Session;
  call(service: string, request: Pick<ServiceRequest, 'params' | 'body' | 'feedback'>): Promise<unknown>;
  confirm(options: DialogOptions): Promise<boolean>;
  toast(options: ToastOptions): void;
  /** `carry`: values the next page reads as query parameters, kept out of its address (a phone number). */
  navigate(to: string, replace: boolean, carry?: Record<string, string>): void;
  /** Leaves the app by a full page load (replace: no history entry for the login page). */
  load(url: string, replace: boolean): void;
  /** Where the portal runs and which sites a redirect may lead to. */
  site: Site;
  newTraceId(): string;
}

function failureCode(error: unknown): { code?: string; message: string } {
  const e = error as { code?: unknown; message?: unknown };
  return { code: typeof e?.code === 'string' ? e.code : undefined, message: typeof e?.message === 'string' ? e.message : '' };
}

/** Where a logged-in customer goes (docs/product.md, Login, "After login"). */
export function goAfterLogin(redirect: string | undefined, deps: AccountDeps): void {
  const target = resolveAfterLogin(redirect, deps.site);
  if (target.kind === 'in-app') deps.navigate(target.to, true);
  else if (target.kind === 'external') deps.load(target.url, true);
  else deps.navigate(PATHS.home, true);
}

/** The account-switch prompt; on 切换账号 the change-account page opens by a full page load. */
async function offerAccountSwitch(code: Parameters<typeof switchAccountMessage>[0], message: string, form: LoginForm, deps: AccountDeps): Promise<void> {
  const info = decodeSwitchInfo(message);
  const confirmed = await deps.confirm({ title: '提示', message: switchAccountMessage(code, info), confirmText: '切换账号', cancelText: '取消' });
  if (!confirmed) return;
  const query = new URLSearchParams({
    failCode: code, boundPhone: info.boundPhone, nowPhone: info.nowPhone, countryCode: form.countryCode ?? '86',
    openId: deps.session.store.openId, unionId: deps.session.store.unionId,
  });
  deps.load(`${deps.site.basePath}${PATHS.changeAccount}?${query}`, false);
}

/**
 * Logs in (SMS code or password). Resolves true when logged in and sent on; false when the customer
 * was told why not (or sent to set a password). WX_CODE_BEEN_USED rejects with a LoginCodeError.
 */
export async function login(form: LoginForm, deps: AccountDeps): Promise<boolean> {
  const countryCode = form.countryCode || '86';
  if (form.mode === 'password') {
    const status = (await deps.call('userCenter.phonePasswordStatus', { params: { phone: form.phone } })) as { hasPassword?: boolean };
    if (!status?.hasPassword) {
      deps.toast({ message: '该手机号尚未设置密码，请先设置登录密码', kind: 'info' });
      const redirect = form.redirect ? `?${new URLSearchParams({ redirect: form.redirect })}` : '';
      deps.navigate(`${PATHS.settingsPassword}${redirect}`, false, { phone: form.phone, countryCode });
      return false;
    }
  }
  const loginType = form.loginType ?? (form.mode === 'password' ? 2 : 1);
  const body = {
    phone: form.phone, countryCode, loginType,
    ...(form.mode === 'password' ? { password: form.password } : { verifyCode: form.verifyCode }),
    deviceId: deps.session.store.user.visitorId, traceRequest: deps.newTraceId(),
    openId: deps.session.store.openId || undefined, unionId: deps.session.store.unionId || undefined, cpsCode: form.cpsCode || undefined,
  };
  let response: LoginResponse;
  try {
    // Every failure of the login itself is told below, once (a lost answer once the server was asked what became of it).
    response = (await deps.call('userCenter.login', { body, feedback: 'inline' })) as LoginResponse;
  } catch (error) {
    const { code, message } = failureCode(error);
    if (isSwitchAccountCode(code) && loginType !== SWITCH_EXEMPT_LOGIN_TYPE) await offerAccountSwitch(code, message, form, deps);
    else if (code === 'WX_CODE_BEEN_USED') throw new LoginCodeError(code, message || '微信授权码已被使用', error);
    else deps.toast({ message: (code && ACCOUNT_CODE_MESSAGES[code]) || message || '登录失败，请稍后重试', kind: 'info' });
    return false;
  }
  applyLogin(deps.session, response);
  // Logged in already: personal info that fails to load now is loaded by the pages that show it.
  const personal = await deps.call('face.userInfo', { feedback: 'inline' }).catch(() => undefined);
  if (personal && typeof personal === 'object') setPersonalInfo(deps.session, { ...response, ...(personal as Partial<PersonalInfo>) });
  goAfterLogin(form.redirect, deps);
  return true;
}
