// The service catalogue (pages-config/services) as the visual editor's service picker needs it: each
// endpoint's id, its Chinese summary and family, and the shapes of what it takes and answers, with the
// family's shared definitions written in place (the picker reads fields, not references), and those shapes
// read as the picker lists them: the inputs a call takes and the fields of its answer.
import type { Catalogue, JsonSchema } from '../../../runtime/config/catalogue-types';
import { serviceFields, serviceInputs, type ServiceField, type ServiceInput } from './service-fields';

export interface CatalogueService {
  id: string;
  summary: string;
  family: string;
  method: string;
  params?: JsonSchema;
  body?: JsonSchema;
  response?: JsonSchema;
  /** Its params and body fields, required or not, with their allowed values. */
  inputs: ServiceInput[];
  /** The fields of its answer by path (`list[].title`). */
  fields: ServiceField[];
}

const DEFINITION = /^#\/definitions\/(.+)$/;

/** A schema with `#/definitions/…` replaced by the definition; one that refers to itself (a region's sub-regions) keeps its reference inside. */
function inlined(schema: unknown, definitions: Record<string, JsonSchema>, within: readonly string[] = []): any {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, definitions, within));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as JsonSchema;
  const name = typeof $ref === 'string' ? DEFINITION.exec($ref)?.[1] : undefined;
  if (name && definitions[name] && !within.includes(name)) return { ...inlined(definitions[name], definitions, [...within, name]), ...inlined(rest, definitions, within) };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, definitions, within)]));
}

export function catalogueServices(catalogue: Catalogue): CatalogueService[] {
  const families = new Map(catalogue.families.map((family) => [family.family, family.title]));
  return [...catalogue.endpoints.values()].map(({ id, summary, family, method, path, params, body, response, definitions }) => {
    const shapes = { params: params && inlined(params, definitions), body: body && inlined(body, definitions), response: response && inlined(response, definitions) };
    return {
      id, summary, family: families.get(family) ?? family, method,
      ...(shapes.params && { params: shapes.params }),
      ...(shapes.body && { body: shapes.body }),
      ...(shapes.response && { response: shapes.response }),
      inputs: serviceInputs({ path, ...shapes }), fields: serviceFields(shapes.response),
    };
  }).sort((a, b) => a.id.localeCompare(b.id));
}
