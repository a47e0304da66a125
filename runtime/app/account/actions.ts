import type { ActionHost, ActionSpec } from '../../core/actions';
import { PATHS } from '../paths';
import { login, type AccountDeps, type LoginForm } from './login';
import { LOGIN_FIRST, loadPersonalInfo } from './personal';

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

/** Argument schemas carry a description: an editor shows it on hover. */
const text = (description: string) => ({ type: 'string', description });

/** The portal's account flows, as page actions of the extension catalogue. */
export const accountActions: readonly ActionSpec[] = [
  {
    name: 'login',
    description: 'Logs in with an SMS code or a password (docs/product.md, Login): sends the customer on, offers an account switch or says why not.',
    schema: {
      properties: {
        mode: { enum: ['sms', 'password'], description: 'Log in with an SMS code or a password.' },
        phone: text('Mobile number typed by the customer.'),
        countryCode: text('Country calling code of the phone (86 by default).'),
        verifyCode: text('SMS code (mode `sms`).'),
        password: text('Password (mode `password`).'),
        loginType: { type: ['integer', 'string'], description: 'Login type sent to the service (1 SMS, 2 password by default; 14 skips the account switch offer).' },
        redirect: text('Where to go after login: a route or an allowlisted https address; the home page otherwise.'),
        cpsCode: text('Channel (CPS) code the customer arrived with.'),
      },
      required: ['mode', 'phone'],
    },
    run: (args, host) => login(args as unknown as LoginForm, accountDeps(host)),
  },
  {
    name: 'logout',
    description: 'Ends the session, drops every draft and opens the login page.',
    schema: { properties: { query: { type: 'object', additionalProperties: { type: 'string' }, description: 'Query parameters for the login page, e.g. `{ "redirect": "/me" }`.' } } },
    run: (args, host) => {
      host.session.end();
      host.navigate(PATHS.login, { replace: true, query: args.query as Record<string, string> | undefined });
    },
  },
  {
    name: 'enterAgentMode',
    description: "Starts agent-authorised mode (docs/product.md, Roles) for the logged-in customer: the agent's token is sent as the agent authorisation header on agent calls, and `session.user.agent` ({ code, name }) lets pages mark what the agent may see. It ends on logout or with exitAgentMode; without a customer token it fails with 请先登录.",
    schema: {
      properties: {
        token: text("The agent's authorisation token from the agent's link."),
        agentCode: text("The agent's staff number."),
        agentName: text("The agent's name, shown to the customer."),
      },
      required: ['token', 'agentCode'],
    },
    run: (args, host) => {
      if (!host.session.accessToken()) throw new Error(LOGIN_FIRST);
      host.session.enterAgentMode(String(args.token), { code: String(args.agentCode), name: args.agentName ? String(args.agentName) : undefined });
    },
  },
  {
    name: 'exitAgentMode',
    description: 'Ends agent-authorised mode: agent calls stop carrying the agent token and pages stop showing the agent.',
    schema: { properties: {} },
    run: (_args, host) => host.session.exitAgentMode(),
  },
  {
    name: 'setElderlyMode',
    description: 'Switches elderly mode on or off on this device: every page a quarter larger with darker secondary text (session.elderlyMode), kept across reloads and logout.',
    schema: { properties: { on: { type: ['boolean', 'string'], description: 'true switches elderly mode on, false off (or a {{ }} expression giving either).' } }, required: ['on'] },
    run: (args, host) => host.session.setElderlyMode(args.on === true),
  },
  {
    name: 'loadPersonalInfo',
    description: "Loads the customer's personal info into the session; without a token it fails with 请先登录.",
    schema: { properties: {} },
    run: (_args, host) => loadPersonalInfo(host.session, (service, request) => host.callService(service, { params: (request as { params?: Record<string, unknown> }).params ?? {}, feedback: 'toast' })),
  },
];
