// The saved page as the editor shows it, and whether the editor's text says something else. The service
// keeps a version as canonical JSON, so a saved page comes back with its keys reordered: the top level is
// put back in the order pages are written in (route first, body last).
import { canonicalJson } from '../../../../../runtime/core/publishing/canonical';
import type { Schedule } from '../../../api-client/types';

const TOP_LEVEL = ['$schema', 'route', 'share', 'appearance', 'data', 'state', 'actions', 'onEnter', 'body'];

// A section not listed goes just before `body`.
const rank = (key: string) => (TOP_LEVEL.includes(key) ? TOP_LEVEL.indexOf(key) : TOP_LEVEL.indexOf('body') - 0.5);

/** The page as text to edit: two-space JSON, its sections in the usual order (others before `body`). */
export function editorText(content: Record<string, unknown>): string {
  const ordered = Object.fromEntries(Object.entries(content).sort(([a], [b]) => rank(a) - rank(b)));
  return JSON.stringify(ordered, null, 2);
}

/** Whether the text is the saved page (the same JSON, whatever its layout and key order); text that is not JSON is not. */
export function sameContent(text: string, saved: unknown): boolean {
  try {
    return canonicalJson(JSON.parse(text)) === canonicalJson(saved);
  } catch {
    return false;
  }
}

/** Whether two schedules name the same instants (the service answers ISO times with milliseconds). */
export function sameSchedule(a: Schedule, b: Schedule): boolean {
  const time = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);
  return time(a.validFrom) === time(b.validFrom) && time(a.validTo) === time(b.validTo);
}
