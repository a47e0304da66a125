import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { titleParts } from './messages';

// The label column holds five characters of the 15px label; a form with longer labels widens it, up to seven.
const USUAL = 5;
const MOST = 7;
const CHARACTER_REM = 0.9375;

// Labels drawn elsewhere than in the column: above a group of choices, beside a tick box, or not at all.
const ELSEWHERE = new Set(['hidden', 'radio', 'checkboxes', 'checkbox']);

/** The fields a form may show as rows: its properties and those its if/then branches add. */
function fieldsOf(schema: RJSFSchema): [string, RJSFSchema][] {
  const branches = (schema.allOf ?? []).flatMap((rule) => (typeof rule === 'object' ? [rule.then, rule.else] : []));
  return [schema, ...branches].flatMap((part) => (typeof part === 'object' ? Object.entries(part.properties ?? {}) : [])).filter((entry): entry is [string, RJSFSchema] => typeof entry[1] === 'object');
}

function inColumn(field: RJSFSchema, ui: UiSchema = {}): boolean {
  if (field.type === 'object' || field.type === 'array') return false;
  const widget = ui['ui:widget'] as string | undefined;
  return !ELSEWHERE.has(widget ?? (field.type === 'boolean' ? 'checkbox' : ''));
}

/**
 * The width of the label column for a form whose row labels are longer than the usual five characters
 * (领取起始年龄): the longest, up to seven; a unit in brackets, 每年领取金额（元）, wraps under its name.
 * None for the usual width.
 */
export function labelWidth(schema: RJSFSchema, uiSchema: UiSchema): string | undefined {
  const lengths = fieldsOf(schema)
    .filter(([key, field]) => inColumn(field, uiSchema[key] as UiSchema | undefined))
    .map(([key, field]) => titleParts(String((uiSchema[key] as UiSchema | undefined)?.['ui:title'] ?? field.title ?? '')).name.length);
  const longest = Math.max(0, ...lengths);
  return longest > USUAL ? `${Math.min(longest, MOST) * CHARACTER_REM + 0.125}rem` : undefined;
}
