import { appScope } from '../app/app-config';
import { withSuggestion } from '../core/registry/suggest';
import { SESSION_VIEW_KEYS } from '../core/session/view';
import { pathParams } from './routes';
import { eachActionStep } from './page-checks';

/** The names every expression may start with (a node's `let` adds its own). */
export const SCOPE_ROOTS = ['data', 'state', 'params', 'query', 'session', 'app', 'item', 'index', 'event', 'result', 'error', 'steps'];

/** A root whose keys are all known before the page runs: an expression reading any other key shows a blank. */
export interface ClosedRoot {
  keys: string[];
  /** Says which key is not there and where the known ones come from. */
  unknown(key: string): string;
  /** Keys whose value is closed too (`session.agent`); below any other key, anything may be read. */
  below?: Readonly<Record<string, ClosedRoot>>;
}

/**
 * Why a path read under a closed root (its leading plain names, `session.agent.code` → agent, code)
 * cannot be there, naming the key meant when one is close; undefined when it may be.
 */
export function unknownKeyIn(root: ClosedRoot, path: readonly string[]): string | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return undefined;
  if (!root.keys.includes(key)) return withSuggestion(root.unknown(key), key, root.keys);
  const below = root.below?.[key];
  return below ? unknownKeyIn(below, rest) : undefined;
}

const APP_KEYS = Object.keys(appScope(false));
const SESSION_KEYS = Object.keys(SESSION_VIEW_KEYS);

/** The session view (core/session/view.ts), closed to its last key: a token read there would go wherever the expression goes. */
const SESSION_ROOT: ClosedRoot = {
  keys: SESSION_KEYS,
  unknown: (key) => `unknown session key "${key}": pages read only ${SESSION_KEYS.join(', ')} of the session (never a token)`,
  below: Object.fromEntries(Object.entries(SESSION_VIEW_KEYS).map(([key, inner]): [string, ClosedRoot] => [key, {
    keys: [...inner],
    unknown: (name) => (inner.length > 0
      ? `unknown session key "${key}.${name}": session.${key} holds only ${inner.join(', ')}`
      : `unknown session key "${key}.${name}": session.${key} is a value, not a record`),
  }])),
};

/** The first segment of a state path as setState and `bind` write it ("form.phone" → "form"). */
const firstSegment = (path: string) => path.split('.').find(Boolean);

/**
 * The state keys a page may hold: those it declares (fragments' `page.state` included, as expanded),
 * and those it writes without declaring, with a setState action's `values` or a widget's `bind`.
 */
function stateKeys(page: Record<string, any>): string[] {
  const keys = new Set(Object.keys(page.state ?? {}));
  eachActionStep(page, '', (step) => {
    if (step.action !== 'setState' || !step.values || typeof step.values !== 'object') return;
    for (const path of Object.keys(step.values)) keys.add(firstSegment(path) ?? path);
  });
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { bind } = value as { bind?: unknown };
      if (typeof bind === 'string') keys.add(firstSegment(bind) ?? bind);
      Object.values(value).forEach(visit);
    }
  };
  visit(page.body);
  return [...keys];
}

/**
 * The roots whose first key is checked, by root (the session to its last key). The others hold any key:
 * the address (query), a repeat's item and index, an action's event, result and error.
 * Below the first key, state, a source's answer and a repeat's item are checked to the last key (check-expression-paths).
 */
export function closedRoots(page: Record<string, any>): ReadonlyMap<string, ClosedRoot> {
  const roots = new Map<string, ClosedRoot>([
    ['app', { keys: APP_KEYS, unknown: (key) => `unknown app constant "${key}" (pages-config/app.json)` }],
    ['data', { keys: Object.keys(page.data ?? {}), unknown: (key) => `unknown data source "${key}"` }],
    ['state', { keys: stateKeys(page), unknown: (key) => `unknown state key "${key}": declare it in "state" (or write it with setState or bind)` }],
    ['session', SESSION_ROOT],
  ]);
  const path = page.route?.path;
  if (typeof path === 'string') {
    roots.set('params', { keys: pathParams(path).map((param) => param.name), unknown: (key) => `unknown route param "${key}" (the path is "${path}")` });
  }
  return roots;
}
