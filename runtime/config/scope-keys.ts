import { appScope } from '../app/app-config';
import { pathParams } from './routes';
import { eachActionStep } from './page-checks';

/** A root whose keys are all known before the page runs: an expression reading any other key shows a blank. */
export interface ClosedRoot {
  keys: string[];
  /** Says which key is not there and where the known ones come from. */
  unknown(key: string): string;
}

const APP_KEYS = Object.keys(appScope(false));

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
 * The roots whose first key is checked, by root. The others hold any key: the address (query), the
 * signed-in customer (session), a repeat's item and index, an action's event, result and error.
 * Below the first key, a source's answer is checked against its service (check-source-coverage).
 */
export function closedRoots(page: Record<string, any>): ReadonlyMap<string, ClosedRoot> {
  const roots = new Map<string, ClosedRoot>([
    ['app', { keys: APP_KEYS, unknown: (key) => `unknown app constant "${key}" (pages-config/app.json)` }],
    ['data', { keys: Object.keys(page.data ?? {}), unknown: (key) => `unknown data source "${key}"` }],
    ['state', { keys: stateKeys(page), unknown: (key) => `unknown state key "${key}": declare it in "state" (or write it with setState or bind)` }],
  ]);
  const path = page.route?.path;
  if (typeof path === 'string') {
    roots.set('params', { keys: pathParams(path).map((param) => param.name), unknown: (key) => `unknown route param "${key}" (the path is "${path}")` });
  }
  return roots;
}
