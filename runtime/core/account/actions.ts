import type { ActionHost, ActionSpec } from '../actions';
import { endSession } from '../session';
import { login, type AccountDeps, type LoginForm } from './login';
import { loadPersonalInfo } from './personal';

function accountDeps(host: ActionHost): AccountDeps {
  return {
    call: (service, request) => host.callService(service, request.params ?? {}, request.body),
    confirm: host.confirm,
    toast: host.toast,
    navigate: (to, replace) => host.navigate(to, { replace }),
    load: (url, replace) => host.openUrl(url, { replace }),
    origin: host.site.origin,
    allowlist: host.site.allowlist,
    newTraceId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
}

const text = { type: 'string' };

/** Account actions for the login and account pages. */
export const accountActions: ActionSpec[] = [
  {
    name: 'login',
    schema: {
      properties: {
        mode: { enum: ['sms', 'password'] }, phone: text, countryCode: text, verifyCode: text, password: text,
        loginType: { type: ['integer', 'string'] }, redirect: text, cpsCode: text,
      },
      required: ['mode', 'phone'],
    },
    run: (args, host) => login(args as unknown as LoginForm, accountDeps(host)),
  },
  {
    name: 'logout',
    schema: { properties: { query: { type: 'object', additionalProperties: text } } },
    run: (args, host) => {
      endSession();
      host.navigate('/login', { replace: true, query: args.query as Record<string, string> | undefined });
    },
  },
  {
    name: 'loadPersonalInfo',
    schema: { properties: {} },
    run: (_args, host) => loadPersonalInfo((service, request) => host.callService(service, (request as { params?: Record<string, unknown> }).params ?? {}, undefined)),
  },
];
