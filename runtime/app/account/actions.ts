import type { ActionHost, ActionSpec } from '../../core/actions';
import { MESSAGES } from '../../http/messages';
import { PATHS } from '../paths';
import type { AccountDeps, LoginForm } from './login';
import { LOGIN_FIRST, loadPersonalInfo } from './personal';

const loadLoginFlow = () => import('./login');

function accountDeps(host: ActionHost): AccountDeps {
  return {
    session: host.session,
    // The customer tapped 登录: a failure is told, by the flow itself where it asks for `inline`.
    call: (service, request) => host.callService(service, { params: request.params ?? {}, body: request.body, feedback: request.feedback ?? 'toast' }),
    confirm: host.confirm,
    toast: host.toast,
    navigate: (to, replace, carry) => host.navigate(to, { replace, carry }),
    load: (url, replace) => host.openUrl(url, { replace }),
    site: host.site,
    newTraceId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
}

/** The portal's account flows, as page actions of the extension catalogue (what each does and takes: action-docs.ts). */
export const accountActions: readonly ActionSpec[] = [
  {
    name: 'login',
    // The flow (its refusals, the account-switch prompt, where to go after) loads once the customer starts
    // on a page that logs in (a field focused): every other page would fetch it with its first load.
    // Offline at the tap, the customer is told so, as the login call itself would have told them.
    preload: loadLoginFlow,
    run: async (args, host) => {
      const flow = await loadLoginFlow().catch(() => undefined);
      if (!flow) {
        host.toast({ message: MESSAGES.network, kind: 'info' });
        return false;
      }
      return flow.login(args as unknown as LoginForm, accountDeps(host));
    },
  },
  {
    name: 'logout',
    run: (args, host) => {
      host.session.end();
      host.navigate(PATHS.login, { replace: true, query: args.query as Record<string, string> | undefined });
    },
  },
  {
    name: 'enterAgentMode',
    run: (args, host) => {
      if (!host.session.accessToken()) throw new Error(LOGIN_FIRST);
      host.session.enterAgentMode(String(args.token), { code: String(args.agentCode), name: args.agentName ? String(args.agentName) : undefined });
    },
  },
  {
    name: 'exitAgentMode',
    run: (_args, host) => host.session.exitAgentMode(),
  },
  {
    name: 'setElderlyMode',
    run: (args, host) => host.session.setElderlyMode(args.on === true),
  },
  {
    name: 'loadPersonalInfo',
    run: (_args, host) => loadPersonalInfo(host.session, (service, request) => host.callService(service, { params: (request as { params?: Record<string, unknown> }).params ?? {}, feedback: 'toast' })),
  },
];
