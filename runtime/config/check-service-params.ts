// A service's params and body against the values its catalogue entry allows (an `enum` or `const`): a value
// outside them is refused by the service with a 400, which the customer would read in place of a list. A
// literal is checked, and so is an expression whose every value is known (a ternary of literals, a state key
// only ever set to literals), its empty values apart; anything else is left to the service.
import { compileTemplate } from '../core/expression/template';
import { withSuggestion } from '../core/registry/suggest';
import type { Endpoint } from './catalogue-types';
import type { ServiceShape } from './check-expression-paths';
import { inferShape, type ShapeScope } from './infer-shape';
import { eachActionStep, type Issue, type PageCheck } from './page-checks';
import { keyOf, resolve, type Shape } from './shape';

/** What the check reads of an endpoint; the dev playground's slim refs have no request schemas, so nothing is checked. */
export type ServiceRequestShape = ServiceShape & Partial<Pick<Endpoint, 'params' | 'body'>>;

/** The values a written value may take, or undefined when they are not all known. */
function possibleValues(value: unknown, scope: ShapeScope): readonly unknown[] | undefined {
  if (typeof value !== 'string' || !value.includes('{{')) return value !== null && typeof value === 'object' ? undefined : [value];
  try {
    const template = compileTemplate(value);
    if (template.kind !== 'expression') return undefined;
    const shape = resolve(inferShape(template.node, scope, () => {}));
    // An empty value is a state's "nothing chosen yet", which pages hold back from the call (a disabled button).
    return shape.kind === 'scalar' ? shape.values?.filter((candidate) => candidate !== '' && candidate !== null) : undefined;
  } catch {
    return undefined; // Reported by checkExpressions.
  }
}

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

export function checkServiceParams(catalogue: { endpoints: ReadonlyMap<string, ServiceRequestShape> }, scopeOf: (page: Record<string, any>) => ShapeScope): PageCheck {
  return ({ page }) => {
    const issues: Issue[] = [];
    const scope = scopeOf(page);
    /** `value` written for `field` of `shape`; a query string carries text, so a param's 1 is its '1'. */
    const check = (value: unknown, shape: Shape | undefined, pointer: string, field: string, what: string, asText: boolean): void => {
      if (shape === undefined) return;
      const allowed = resolve(shape);
      if (allowed.kind === 'scalar' && allowed.values) {
        const same = (a: unknown, b: unknown) => (asText ? String(a) === String(b) : a === b);
        const refused = (possibleValues(value, scope) ?? []).filter((candidate) => candidate !== undefined && !allowed.values!.some((known) => same(known, candidate)));
        for (const candidate of refused) {
          const written = typeof value === 'string' && value.includes('{{') ? `may be ${quoted(candidate)}` : `is ${quoted(candidate)}`;
          issues.push({ pointer, message: withSuggestion(`${what} "${field}" ${written}, which the service refuses: it takes ${allowed.values.map(quoted).join(', ')}`, String(candidate), allowed.values.map(String)) });
        }
      } else if (allowed.kind === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(value)) check(item, keyOf(allowed, key), `${pointer}/${key}`, field ? `${field}.${key}` : key, what, asText);
      } else if (allowed.kind === 'array' && Array.isArray(value)) {
        value.forEach((item, i) => check(item, allowed.item, `${pointer}/${i}`, `${field}[${i}]`, what, asText));
      }
    };
    const checkCall = (call: Record<string, unknown>, pointer: string) => {
      const endpoint = typeof call.service === 'string' ? catalogue.endpoints.get(call.service) : undefined;
      if (!endpoint) return;
      const schema = (part: 'params' | 'body'): Shape | undefined => (endpoint[part] ? { kind: 'schema', schema: endpoint[part]!, definitions: endpoint.definitions ?? {}, from: endpoint.id } : undefined);
      check(call.params, schema('params'), `${pointer}/params`, '', `${endpoint.id} param`, true);
      check(call.body, schema('body'), `${pointer}/body`, '', `${endpoint.id} body field`, false);
    };
    for (const [name, source] of Object.entries(page.data ?? {})) if (source && typeof source === 'object') checkCall(source as Record<string, unknown>, `/data/${name}`);
    eachActionStep(page, '', (step, pointer) => step.action === 'callService' && checkCall(step, pointer));
    return issues;
  };
}
