// Where the gates' refusals show in the visual editor: each on the outline row of the node its pointer
// lies in (the deepest), those about the route, the share card, the schedule and the data sources on 页面设置,
// and in the property panel under the field they name.
import type { ErrorSchema } from '@rjsf/utils';
import type { GateRefusal } from '../../api-client/types';
import { segmentsOf, within } from '../model/json-path';

/** The outline's row for the page's settings: its title, share card and schedule. */
export const SETTINGS_ROW = '#settings';
/** Refusals about the page as a whole, or a part the outline has no row for (its named actions). */
export const PAGE_ROW = '#page';

const SETTINGS_FIELDS = ['validFrom', 'validTo', 'activityCode'];

/** A refusal's message without the gates' pointer prefix: the row or field it shows at says where. */
export const refusalText = (message: string): string => message.replace(/^\/[^：\s]*：/, '');

const DATA_SOURCE = /^\/data\/([^/]+)/;

/**
 * The refusals by row: a node's pointer, SETTINGS_ROW or PAGE_ROW. One about a static data source goes
 * to the node that shows that source (`owners`, by source name), whose panel edits it; one about another
 * source to 页面设置, which lists the sources.
 */
export function refusalRows(refusals: readonly GateRefusal[], nodes: readonly string[], owners: ReadonlyMap<string, string> = new Map()): Map<string, GateRefusal[]> {
  const byDepth = [...nodes].sort((a, b) => b.length - a.length);
  const rows = new Map<string, GateRefusal[]>();
  for (const refusal of refusals) {
    const { field } = refusal;
    const row = SETTINGS_FIELDS.includes(field) || within(field, '/route') || within(field, '/share')
      ? SETTINGS_ROW
      : byDepth.find((node) => within(field, node)) ?? owners.get(DATA_SOURCE.exec(field)?.[1] ?? '') ?? (within(field, '/data') ? SETTINGS_ROW : PAGE_ROW);
    rows.set(row, [...(rows.get(row) ?? []), refusal]);
  }
  return rows;
}

/**
 * The refusals below `base` (a node's `/props` or `/with`, the page's `/share`) as rjsf's errorSchema, each
 * under the field it names; the others, about the node itself, as they are.
 */
export function fieldErrors(refusals: readonly GateRefusal[], base: string): { errors: ErrorSchema; others: GateRefusal[] } {
  const errors: Record<string, any> = {};
  const others: GateRefusal[] = [];
  for (const refusal of refusals) {
    if (!within(refusal.field, base) || refusal.field === base) { others.push(refusal); continue; }
    let at = errors;
    for (const segment of segmentsOf(refusal.field.slice(base.length))) at = (at[segment] ??= {});
    at.__errors = [...(at.__errors ?? []), refusalText(refusal.message)];
  }
  return { errors: errors as ErrorSchema, others };
}
