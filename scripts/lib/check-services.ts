import { suggest } from '../../runtime/core/registry/suggest';
import { eachActionStep, type Issue, type PageCheck } from './validate-pages';
import { requiredParams, type Catalogue, type FamilyConfig, type JsonSchema } from './catalogue';

/**
 * Every service a page calls (data sources and callService steps) must be a catalogue endpoint,
 * and the call must supply each param the endpoint requires (path placeholders always are).
 */
export function checkServices(catalogue: Catalogue): PageCheck {
  const ids = [...catalogue.endpoints.keys()];
  const checkCall = (call: Record<string, unknown>, pointer: string, issues: Issue[]) => {
    if (typeof call.service !== 'string') return;
    const endpoint = catalogue.endpoints.get(call.service);
    if (!endpoint) {
      const best = suggest(call.service, ids);
      issues.push({ pointer: `${pointer}/service`, message: `unknown service "${call.service}"${best ? ` — did you mean "${best}"?` : ''}` });
      return;
    }
    const given = call.params && typeof call.params === 'object' ? Object.keys(call.params) : [];
    for (const param of requiredParams(endpoint).filter((name) => !given.includes(name))) {
      issues.push({ pointer: given.length ? `${pointer}/params` : pointer, message: `service "${endpoint.id}" needs param "${param}"` });
    }
  };
  return ({ page }) => {
    const issues: Issue[] = [];
    for (const [name, source] of Object.entries(page.data ?? {})) {
      if (source && typeof source === 'object') checkCall(source as Record<string, unknown>, `/data/${name}`, issues);
    }
    eachActionStep(page, '', (step, pointer) => {
      if (step.action === 'callService') checkCall(step, pointer, issues);
    });
    return issues;
  };
}

/**
 * Every request field of a family (params and body, recursively, with the definitions they reference)
 * must be bounded like the real service bounds it: a type (or enum / const), maxLength on strings,
 * maxItems and items on arrays, and objects closed by "additionalProperties": false. The params object
 * itself may stay open: the query string is flat and bounded by the URL size.
 */
export function checkRequestFields(family: FamilyConfig): Issue[] {
  const issues: Issue[] = [];
  const checked = new Set<string>();
  const visit = (schema: JsonSchema | boolean, pointer: string, open = false): void => {
    if (typeof schema !== 'object' || schema === null) {
      issues.push({ pointer, message: 'request field must be a schema with a type, not true/false' });
      return;
    }
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/definitions/', '');
      if (!family.definitions?.[name]) issues.push({ pointer: `${pointer}/$ref`, message: `unknown definition "${schema.$ref}"` });
      else if (!checked.has(name)) {
        checked.add(name);
        visit(family.definitions[name], `/definitions/${name}`);
      }
      return;
    }
    if ('enum' in schema || 'const' in schema) return;
    const branches = (['oneOf', 'anyOf', 'allOf'] as const).filter((key) => Array.isArray(schema[key]));
    for (const key of branches) (schema[key] as JsonSchema[]).forEach((branch, i) => visit(branch, `${pointer}/${key}/${i}`));
    if (schema.type === undefined) {
      if (branches.length === 0) issues.push({ pointer, message: 'request field has no type, enum or const' });
      return;
    }
    const types = [schema.type].flat();
    if (types.includes('string') && schema.maxLength === undefined) issues.push({ pointer, message: 'request string has no maxLength' });
    if (types.includes('array')) {
      if (schema.maxItems === undefined) issues.push({ pointer, message: 'request array has no maxItems' });
      if (schema.items === undefined) issues.push({ pointer, message: 'request array has no items schema' });
      else visit(schema.items, `${pointer}/items`);
    }
    if (types.includes('object')) {
      for (const [name, property] of Object.entries<JsonSchema>(schema.properties ?? {})) visit(property, `${pointer}/properties/${name}`);
      if (!open && schema.additionalProperties !== false) issues.push({ pointer, message: 'request object must set "additionalProperties": false' });
    }
  };
  for (const [name, endpoint] of Object.entries(family.endpoints)) {
    if (endpoint.params) visit(endpoint.params, `/endpoints/${name}/params`, true);
    if (endpoint.body) visit(endpoint.body, `/endpoints/${name}/body`);
  }
  return issues;
}
