// A service's inputs (the catalogue's `inputs`) as the panel's form of a call: its params and body fields,
// each a choice among the values the service takes (with their Chinese words) or a text that may be a
// `{{ }}` expression; a number the service takes is written as a number when a number is typed.
import type { UiSchema } from '@rjsf/utils';
import type { Catalogue, JsonSchema } from '../../api-client/types';
import { isObject } from '../model/structure';
import { isExpression, type FormPlan } from './form-schema';

export type CatalogueService = Catalogue['services'][number];
type ServiceInput = CatalogueService['inputs'][number];

export interface CallRequest { params?: Record<string, unknown>; body?: unknown }

const PARTS = [{ part: 'params', title: '请求参数' }, { part: 'body', title: '请求内容' }] as const;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** What a field is called: its description's words before the first pause (栏目 of 栏目：company 公司新闻…), and its name. */
export function inputLabel(input: Pick<ServiceInput, 'name' | 'description'>): string {
  const words = input.description?.split(/[：:，,；;（(]/)[0]?.trim();
  return words && /[\u4e00-\u9fff]/.test(words) && words.length <= 12 ? `${words}（${input.name}）` : input.name;
}

function inputField(input: ServiceInput, value: unknown): FormPlan {
  const title = inputLabel(input);
  const help = input.description && input.description.length > title.length ? { description: input.description } : {};
  if (input.choices && !isExpression(value)) {
    const oneOf = input.choices.map((choice) => ({ const: choice.value, title: choice.label ? `${choice.label}（${String(choice.value)}）` : String(choice.value) }));
    const type = typeof input.choices[0]?.value === 'number' ? 'number' : typeof input.choices[0]?.value === 'boolean' ? 'boolean' : 'string';
    return { schema: { type, title, ...help, oneOf }, uiSchema: {} };
  }
  if (input.type === 'boolean' && !isExpression(value)) return { schema: { type: 'boolean', title, ...help }, uiSchema: {} };
  return {
    schema: { type: 'string', title, ...help },
    uiSchema: isExpression(value) ? { 'ui:widget': 'expression' } : { 'ui:placeholder': '填写值，或 {{ }} 表达式' },
  };
}

/** The form of a call's request, its inputs grouped as the call carries them; none when it takes nothing. */
export function requestPlan(service: CatalogueService, request: CallRequest): FormPlan | undefined {
  if (service.inputs.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = {};
  for (const { part, title } of PARTS) {
    const inputs = service.inputs.filter((input) => input.in === part);
    // A body the page works out whole (an expression, a list) is edited in the JSON tab.
    if (inputs.length === 0 || (request[part] !== undefined && !isObject(request[part]))) continue;
    const held = isObject(request[part]) ? request[part] as Record<string, unknown> : {};
    const fields = inputs.map((input) => [input.name, inputField(input, held[input.name])] as const);
    properties[part] = {
      type: 'object', title, additionalProperties: false,
      properties: Object.fromEntries(fields.map(([name, plan]) => [name, plan.schema])),
      required: inputs.filter((input) => input.required).map((input) => input.name),
    };
    uiSchema[part] = Object.fromEntries(fields.filter(([, plan]) => Object.keys(plan.uiSchema).length > 0).map(([name, plan]) => [name, plan.uiSchema]));
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

/** The form's values as the page writes them: a number typed for a numeric input written as a number. */
export function asWritten(service: CatalogueService, request: Record<string, unknown>): Record<string, unknown> {
  const numeric = new Set(service.inputs.filter((input) => input.type === 'integer' || input.type === 'number').map((input) => `${input.in}.${input.name}`));
  const written = (part: string, values: Record<string, unknown>) => Object.fromEntries(Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, numeric.has(`${part}.${name}`) && typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value]));
  // A part emptied of its last field leaves the call altogether, as a developer would not write `"params": {}`.
  return Object.fromEntries(Object.entries(request).map(([part, values]) => [part, isObject(values) ? written(part, values) : values])
    .map(([part, values]) => [part, isObject(values) && Object.keys(values).length === 0 ? undefined : values]));
}
