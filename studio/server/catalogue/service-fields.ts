// What the visual editor's service picker shows of a service, read from its catalogue entry (the schemas of
// pages-config/services, definitions already in place): each input a call takes, required or not, with its
// allowed values and the Chinese words the entry's description gives them ("all 全部，active 有效"), and the
// fields of its answer by path (`list[].title`), so an author sees what `data.<name>` will hold.
import type { JsonSchema } from '../../../runtime/config/catalogue-types';
import { pathParams } from '../../../runtime/config/endpoint-params';

export interface ServiceChoice { value: string | number | boolean; label?: string }

export interface ServiceInput {
  name: string;
  /** Where the call carries it: the query or path (`params`), or the request body. */
  in: 'params' | 'body';
  required: boolean;
  type?: string;
  description?: string;
  choices?: ServiceChoice[];
}

export interface ServiceField { path: string; type?: string; description?: string }

/** Deep enough for a list's rows and their records; a region's sub-regions refer to themselves. */
const FIELD_DEPTH = 4;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.join('|') : schema.type);

/** The Chinese word a description gives a value: "…：1 短信验证码，2 密码" gives 1 短信验证码. */
function labelOf(description: string | undefined, value: ServiceChoice['value']): string | undefined {
  if (!description) return undefined;
  const found = new RegExp(`(?:^|[：:，,；;、\\s（(])${escaped(String(value))}\\s+(?:为)?([^，,；;。（()）\\s]+)`).exec(description)?.[1];
  return found && /[\u4e00-\u9fff]/.test(found) ? found : undefined;
}

function choicesOf(schema: JsonSchema): ServiceChoice[] | undefined {
  const values: unknown[] | undefined = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return values
    ?.filter((value): value is ServiceChoice['value'] => ['string', 'number', 'boolean'].includes(typeof value))
    .map((value) => {
      const label = labelOf(description, value);
      return label ? { value, label } : { value };
    });
}

function inputsOf(schema: JsonSchema | undefined, place: ServiceInput['in'], alsoRequired: readonly string[] = []): ServiceInput[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set([...((schema?.required as string[] | undefined) ?? []), ...alsoRequired]);
  const named = Object.entries(properties).map(([name, property]) => {
    const choices = choicesOf(property);
    return {
      name, in: place, required: required.has(name),
      ...(typeOf(property) && { type: typeOf(property) }),
      ...(typeof property.description === 'string' && { description: property.description }),
      ...(choices?.length && { choices }),
    };
  });
  // A path's placeholder the params schema does not describe is still asked for.
  const unnamed = alsoRequired.filter((name) => !(name in properties)).map((name) => ({ name, in: place, required: true, type: 'string' }));
  return [...named, ...unnamed];
}

/** What a call takes: its params (path placeholders required), then the top-level fields of its body. */
export function serviceInputs(endpoint: { path: string; params?: JsonSchema; body?: JsonSchema }): ServiceInput[] {
  return [...inputsOf(endpoint.params, 'params', pathParams(endpoint.path)), ...inputsOf(endpoint.body, 'body')];
}

/** The fields of an answer by path, depth first: `total`, `list[]`, `list[].title`. */
export function serviceFields(schema: JsonSchema | undefined, at = '', depth = 0): ServiceField[] {
  if (!schema || depth >= FIELD_DEPTH) return [];
  if (typeOf(schema) === 'array' || schema.items) {
    const items = schema.items && !Array.isArray(schema.items) ? (schema.items as JsonSchema) : undefined;
    return serviceFields(items, `${at}[]`, depth + 1);
  }
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, property]) => {
    const path = at ? `${at}.${name}` : name;
    const own: ServiceField = { path, ...(typeOf(property) && { type: typeOf(property) }), ...(typeof property.description === 'string' && { description: property.description }) };
    return [own, ...serviceFields(property, path, depth + 1)];
  });
}
