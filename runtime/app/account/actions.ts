import type { ActionHost, ActionSpec } from '../../core/actions';
import { endSession } from '../../core/session';
import { PATHS } from '../paths';
import { login, type AccountDeps, type LoginForm } from './login';
import { loadPersonalInfo } from './personal';

function accountDeps(host: ActionHost): AccountDeps {
  return {
    call: (service, request) => host.callService(service, request.params ?? {}, request.body),
    confirm: host.confirm,
    toast: host.toast,
    navigate: (to, replace) => host.navigate(to, { replace }),
    load: (url, replace) => host.openUrl(url, { replace }),
    site: host.site,
    newTraceId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
}

const text = { type: 'string' };

/** The portal's account flows, as page actions of the extension catalogue. */
export const accountActions: readonly ActionSpec[] = [
  {
    name: 'login',
    description: 'Logs in with an SMS code or a password (SPEC §4 "After login", §8 account codes): sends the customer on, offers an account switch or says why not.',
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
    description: 'Ends the session, drops every draft and opens the login page.',
    schema: { properties: { query: { type: 'object', additionalProperties: text } } },
    run: (args, host) => {
      endSession();
      host.navigate(PATHS.login, { replace: true, query: args.query as Record<string, string> | undefined });
    },
  },
  {
    name: 'loadPersonalInfo',
    description: "Loads the customer's personal info into the session; without a token it fails with 请先登录.",
    schema: { properties: {} },
    run: (_args, host) => loadPersonalInfo((service, request) => host.callService(service, (request as { params?: Record<string, unknown> }).params ?? {}, undefined)),
  },
];
