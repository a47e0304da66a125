// What every page check shares: the issue it reports, the facts it reads and the walks over a page's values.
// A leaf module: the checks and validate-pages import it, it imports none of them.
import type { Severity } from './problems';
import type { RoutePattern } from './routes';

export interface Issue {
  pointer: string;
  message: string;
  /** Points at the key rather than the value. */
  atKey?: boolean;
  /** Points at this index of the string value. */
  at?: number;
  severity?: Severity;
}
export interface PageFacts { page: Record<string, any>; routes: readonly RoutePattern[] }
export type PageCheck = (facts: PageFacts) => Issue[];

/** Every string in a value, with its pointer. */
export function eachString(value: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof value === 'string') visit(value, pointer);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
}

/** Each `{{ … }}` of a string and where it starts; `undefined` for one never closed, after which nothing is read. */
export function eachExpression(text: string, visit: (source: string | undefined, at: number) => void): void {
  for (let at = text.indexOf('{{'); at !== -1; at = text.indexOf('{{', at + 2)) {
    const end = text.indexOf('}}', at + 2);
    if (end === -1) {
      visit(undefined, at);
      return;
    }
    visit(text.slice(at, end + 2), at);
    at = end;
  }
}

/** Every action step (objects with an `action` key), with its pointer. */
export function eachActionStep(value: unknown, pointer: string, visit: (step: Record<string, unknown>, pointer: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => eachActionStep(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') {
    if (typeof (value as { action?: unknown }).action === 'string') visit(value as Record<string, unknown>, pointer);
    for (const [k, v] of Object.entries(value)) eachActionStep(v, `${pointer}/${k}`, visit);
  }
}
