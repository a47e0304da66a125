// Where a fragment's param lands in its body: a param written as a whole prop of a widget
// (`"items": "[[items]]"` on a grid) takes that prop's schema, so the panel edits the benefits of
// fragments/campaign-benefits as the grid's entries, icons from the icon picker.
import type { JsonSchema } from '../../api-client/types';

const WHOLE_PARAM = /^\[\[\s*([A-Za-z_]\w*)\s*\]\]$/;

export interface Placement { widget: string; prop: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each param the body places whole as a widget's prop, with that widget and prop (the first place it is met). */
export function paramPlacements(body: unknown): Map<string, Placement> {
  const found = new Map<string, Placement>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) { value.forEach(visit); return; }
    if (!isObject(value)) return;
    if (typeof value.type === 'string' && isObject(value.props)) {
      for (const [prop, held] of Object.entries(value.props)) {
        const param = typeof held === 'string' ? WHOLE_PARAM.exec(held)?.[1] : undefined;
        if (param && !found.has(param)) found.set(param, { widget: value.type, prop });
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(body);
  return found;
}

/**
 * The form schema of a fragment's params: each param as declared (type, enum, default), or where the
 * body places it whole as a widget's prop, that prop's schema with the param's own default.
 */
export function paramsSchema(params: Record<string, JsonSchema>, placements: ReadonlyMap<string, Placement>, widgetSchema: (type: string) => JsonSchema | undefined): JsonSchema {
  const properties = Object.fromEntries(Object.entries(params).map(([name, spec]) => {
    const placed = placements.get(name);
    const prop = placed && widgetSchema(placed.widget)?.properties?.[placed.prop];
    return [name, prop ? { ...prop, ...(spec.default !== undefined && { default: spec.default }) } : spec];
  }));
  return { type: 'object', properties, required: Object.entries(params).filter(([, spec]) => spec.default === undefined).map(([name]) => name), additionalProperties: false };
}
