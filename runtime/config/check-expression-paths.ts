// Checks each expression to its last key (issue 49 §5): `state.lead.nmae` against the declared state,
// `data.policy.premum` against the service's response schema, `item.x` against the list a repeat goes over,
// and operators against the typed rules where both types are known. The first key of `state` and `data` is
// the scope check's (scope-keys.ts); a shape not known here is never reported.
import { compileTemplate, type Template } from '../core/expression/template';
import type { Node } from '../core/expression/parse';
import type { Endpoint } from './catalogue-types';
import { inferShape, type ShapeScope } from './infer-shape';
import { eachExpression, type Issue, type PageCheck } from './page-checks';
import { pathParams } from './routes';
import { ANY, itemOf, scalar, shapeOfValue, type Shape } from './shape';
import { stateShape, type FormSchemas } from './state-shape';

/** What the check reads of an endpoint; the dev playground's slim refs have no response, so their answers are `any`. */
export type ServiceShape = Pick<Endpoint, 'id'> & Partial<Pick<Endpoint, 'family' | 'response' | 'definitions'>>;

/** A node's keys worked out before its repeat names the item (WidgetNode's RepeatedNode). */
const OUTER_KEYS = new Set(['repeat', 'visibleWhen']);

/** What a service answers, as its catalogue entry describes it (`any` where it does not). */
function answerShape(service: unknown, endpoints: ReadonlyMap<string, ServiceShape>): Shape {
  const endpoint = typeof service === 'string' ? endpoints.get(service) : undefined;
  return endpoint?.response
    ? { kind: 'schema', schema: endpoint.response, definitions: endpoint.definitions ?? {}, from: `what ${endpoint.id} answers (pages-config/services/${endpoint.family}.json)` }
    : ANY;
}

function sourceShapes(page: Record<string, any>, endpoints: ReadonlyMap<string, ServiceShape>): Shape {
  const keys: Record<string, Shape> = {};
  for (const [name, source] of Object.entries<Record<string, unknown>>(page.data ?? {})) {
    keys[name] = source && Object.hasOwn(source, 'static') ? shapeOfValue(source.static, `the static source "${name}"`) : answerShape(source?.service, endpoints);
  }
  return { kind: 'object', keys, open: false, from: 'the data sources' };
}

/** The results named with `as` by the steps before (action/run.ts): none outside an action. */
const namedResults = (keys: Record<string, Shape>): Shape => ({ kind: 'object', keys, open: false, from: 'the results named with "as" by the steps before this one' });
const isStep = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && typeof (value as { action?: unknown }).action === 'string';

/** The address: each route param and query value is text (scope-keys.ts checks which params the path has). */
function addressShapes(page: Record<string, any>): Array<[string, Shape]> {
  const path = typeof page.route?.path === 'string' ? page.route.path : '';
  const params = Object.fromEntries(pathParams(path).map(({ name }) => [name, scalar('string')]));
  return [
    ['params', { kind: 'object', keys: params, open: true, rest: scalar('string'), from: `the route params (the path is "${path}")` }],
    ['query', { kind: 'object', keys: {}, open: true, rest: scalar('string'), from: 'the address\'s query' }],
  ];
}

// Both this check and the params check read a page's shapes: they are worked out once per page and catalogue.
const shapesOf = new WeakMap<object, WeakMap<object, ShapeScope>>();

/** What a page's expressions may read outside any node: its state and its sources. */
export function pageShapes(page: Record<string, any>, endpoints: ReadonlyMap<string, ServiceShape>, forms: FormSchemas): ShapeScope {
  const pages = shapesOf.get(endpoints) ?? new WeakMap<object, ShapeScope>();
  shapesOf.set(endpoints, pages);
  if (!pages.has(page)) pages.set(page, new Map([['state', stateShape(page, forms)], ['data', sourceShapes(page, endpoints)], ['steps', namedResults({})], ...addressShapes(page)]));
  return pages.get(page)!;
}

const nodesOf = (template: Template): Node[] =>
  template.kind === 'expression' ? [template.node] : template.kind === 'interpolation' ? template.parts.filter((part): part is Node => typeof part !== 'string') : [];

/** What a string gives (an expression's value when it is one, else text), reporting what its expressions read that cannot be there. */
function inferText(text: string, scope: ShapeScope, report: (message: string, at: number) => void): Shape {
  let shape: Shape = text.includes('{{') ? scalar('string') : ANY;
  // One expression and nothing around it keeps its value's type (compileTemplate's rule); else it is text.
  const whole = text.indexOf('{{') === text.lastIndexOf('{{') && /^\s*\{\{[\s\S]*\}\}\s*$/.test(text);
  eachExpression(text, (source, at) => {
    if (source === undefined) return;
    let nodes: Node[];
    try {
      nodes = nodesOf(compileTemplate(source));
    } catch {
      return; // Reported by checkExpressions.
    }
    const said = new Set<string>();
    for (const node of nodes) {
      const given = inferShape(node, scope, (message) => {
        if (!said.has(message)) report(message, at);
        said.add(message);
      });
      if (whole) shape = given;
    }
  });
  return shape;
}

export function checkExpressionPaths(catalogue: { endpoints: ReadonlyMap<string, ServiceShape> }, forms: FormSchemas = new Map()): PageCheck {
  return ({ page }) => {
    const issues: Issue[] = [];
    const pageScope = pageShapes(page, catalogue.endpoints, forms);
    /**
     * One step of an action: its arguments read the results named before it, its `then` also its own (as
     * `result` and by its name), its `else` not. Gives the names the steps after it read.
     */
    const walkStep = (step: Record<string, unknown>, pointer: string, scope: ShapeScope): ShapeScope => {
      const result = step.action === 'callService' ? answerShape(step.service, catalogue.endpoints) : ANY;
      const before = scope.get('steps') as Extract<Shape, { kind: 'object' }>;
      const named = typeof step.as === 'string' ? new Map([...scope, ['steps', namedResults({ ...before.keys, [step.as]: result })]]) : scope;
      for (const [key, child] of Object.entries(step)) {
        const at = `${pointer}/${key}`;
        if (key === 'then') walk(child, at, new Map([...named, ['result', result]]));
        else walk(child, at, scope);
      }
      return named;
    };
    const walk = (value: unknown, pointer: string, scope: ShapeScope): void => {
      if (typeof value === 'string') {
        inferText(value, scope, (message, at) => issues.push({ pointer, at, message }));
        return;
      }
      if (Array.isArray(value) && value.length > 0 && value.every(isStep)) {
        value.reduce<ShapeScope>((before, step, i) => walkStep(step, `${pointer}/${i}`, before), scope);
        return;
      }
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${pointer}/${i}`, scope));
      if (isStep(value)) return void walkStep(value, pointer, scope);
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const isNode = typeof node.type === 'string';
      // A node's `let` names are worked out in its scope in order, each seeing the ones before (react/let-scope.ts).
      let outer = scope;
      const names = isNode && node.let && typeof node.let === 'object' && !Array.isArray(node.let) ? Object.entries(node.let) : [];
      for (const [name, bound] of names) {
        const at = `${pointer}/let/${name}`;
        const shape = typeof bound === 'string' ? inferText(bound, outer, (message, index) => issues.push({ pointer: at, at: index, message })) : ANY;
        outer = new Map([...outer, [name, shape]]);
      }
      let inner = outer;
      if (isNode && typeof node.repeat === 'string') {
        const list = inferText(node.repeat, outer, () => {});
        inner = new Map([...outer, ['item', itemOf(list)], ['index', scalar('number')]]);
      }
      for (const [key, child] of Object.entries(node)) {
        if (isNode && key === 'let' && names.length > 0) continue;
        walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, isNode && OUTER_KEYS.has(key) ? outer : inner);
      }
    };
    walk(page, '', pageScope);
    // A persisted path keeps part of the state: below its first key (checkPersist's), it is a state path too.
    (Array.isArray(page.persist) ? (page.persist as unknown[]) : []).forEach((path, i) => {
      if (typeof path !== 'string') return;
      const [first, ...rest] = path.split('.');
      inferShape({ kind: 'path', root: 'state', segments: [first, ...rest] }, pageScope, (message) => issues.push({ pointer: `/persist/${i}`, message: `persisted path "${path}": ${message}` }));
    });
    return issues;
  };
}
