// What each account action does and which arguments it takes: read by the tooling, never loaded by the browser.
import type { ActionDoc } from '../../core/actions';

/** Argument schemas carry a description: an editor shows it on hover. */
const text = (description: string) => ({ type: 'string', description });

export const accountActionDocs: Readonly<Record<string, ActionDoc>> = {
  login: {
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
  },
  logout: {
    description: 'Ends the session, drops every draft and opens the login page.',
    schema: { properties: { query: { type: 'object', additionalProperties: { type: 'string' }, description: 'Query parameters for the login page, e.g. `{ "redirect": "/me" }`.' } } },
  },
  enterAgentMode: {
    description: "Starts agent-authorised mode (docs/product.md, Roles) for the logged-in customer: the agent's token is sent as the agent authorisation header on agent calls, and pages read `session.agentMode` and `session.agent` ({ code, name }) to mark what the agent may see. It ends on logout or with exitAgentMode; without a customer token it fails with 请先登录.",
    schema: {
      properties: {
        token: text("The agent's authorisation token from the agent's link."),
        agentCode: text("The agent's staff number."),
        agentName: text("The agent's name, shown to the customer."),
      },
      required: ['token', 'agentCode'],
    },
  },
  exitAgentMode: {
    description: 'Ends agent-authorised mode: agent calls stop carrying the agent token and pages stop showing the agent.',
    schema: { properties: {} },
  },
  setElderlyMode: {
    description: 'Switches elderly mode on or off on this device: every page a quarter larger with darker secondary text (session.elderlyMode), kept across reloads and logout.',
    schema: { properties: { on: { type: ['boolean', 'string'], description: 'true switches elderly mode on, false off (or a {{ }} expression giving either).' } }, required: ['on'] },
  },
  loadPersonalInfo: {
    description: "Loads the customer's personal info into the session; without a token it fails with 请先登录.",
    schema: { properties: {} },
  },
};
