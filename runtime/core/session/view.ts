import type { AgentInfo } from './model';

/**
 * The session as pages read it, `session.*` (docs/authoring.md, What a page may read of the session).
 * Only what a page shows or decides on: never a token, an id a request could be made with, or what is
 * kept in storage, so no expression (a link, a tracking parameter) can carry one. The validator refuses
 * any other key (runtime/config/scope-keys.ts); code that needs the real session has it from its host.
 * A type, not an interface, so the scope (a record of values) takes it as it is.
 */
export type SessionView = {
  /** The customer is signed in (an access token is held). */
  readonly loggedIn: boolean;
  /** Elderly mode: every page a quarter larger, chosen by the customer on this device. */
  readonly elderlyMode: boolean;
  /** A signed-in customer is being helped by an agent (agent-authorised mode). */
  readonly agentMode: boolean;
  /** The customer's name as their personal info gives it; '' when signed out or not yet loaded. */
  readonly name: string;
  /** The agent helping the customer, their staff number and name; both '' outside agent mode. */
  readonly agent: { readonly code: string; readonly name: string };
};

/** What the view is made from: the session as a snapshot gives it (a test's stand-in may leave any key out). */
export interface SessionFacts {
  readonly loggedIn?: boolean;
  readonly elderlyMode?: boolean;
  readonly user?: { readonly agentToken?: string; readonly agent?: Readonly<AgentInfo> };
  readonly personal?: { readonly realName?: string };
}

/** The keys of the view and, for a key holding a record, the keys of that record: what the validator allows. */
export const SESSION_VIEW_KEYS = {
  loggedIn: [],
  elderlyMode: [],
  agentMode: [],
  name: [],
  agent: ['code', 'name'],
} as const satisfies Record<keyof SessionView, readonly string[]>;

// One object for "no agent": a view made again from an unchanged session compares equal key by key.
const NO_AGENT: SessionView['agent'] = Object.freeze({ code: '', name: '' });

/** The read-only view of a session that expressions see as `session`. */
export function sessionView(session: SessionFacts): SessionView {
  const loggedIn = session.loggedIn === true;
  const agent = session.user?.agent;
  const agentMode = loggedIn && Boolean(session.user?.agentToken) && agent !== undefined;
  return Object.freeze({
    loggedIn,
    elderlyMode: session.elderlyMode === true,
    agentMode,
    name: loggedIn ? session.personal?.realName ?? '' : '',
    agent: agentMode ? Object.freeze({ code: agent.code, name: agent.name ?? '' }) : NO_AGENT,
  });
}
