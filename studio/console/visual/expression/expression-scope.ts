// What an expression may read at a place of the page, as shapes (runtime/config/shape.ts): the page's
// sources typed by their services' answers and its state (check-expression-paths.ts's pageShapes), the
// `app` constants, the session's curated view, the route's params, and the `let` names and a repeat's
// item of the nodes around the place (config/node-path.ts), each typed as the validator types it.
import { appScope } from '../../../../runtime/app/app-config';
import { pageShapes, type ServiceShape } from '../../../../runtime/config/check-expression-paths';
import { inferShape, type ShapeScope } from '../../../../runtime/config/infer-shape';
import { nodesOnPath, takesItem, type Placement } from '../../../../runtime/config/node-path';
import { pathParams } from '../../../../runtime/config/routes';
import { ANY, itemOf, scalar, shapeOfValue, type Shape } from '../../../../runtime/config/shape';
import { compileTemplate } from '../../../../runtime/core/expression/template';
import { SESSION_VIEW_KEYS } from '../../../../runtime/core/session/view';
import type { Catalogue } from '../../api-client/types';
import { isObject } from '../model/structure';

/** A name an expression may start with, and what it is, in Chinese. */
export interface Root { name: string; detail: string }

export interface ExpressionScope {
  shapes: ShapeScope;
  roots: Root[];
  /** What each data source is: its service's summary, or 静态数据. */
  sources: ReadonlyMap<string, string>;
}

const ROOTS: Record<string, string> = {
  data: '页面的数据来源', state: '页面状态', app: '应用常量', session: '客户登录信息（只读）', params: '路径参数', query: '地址中的查询参数',
  item: '重复显示的当前一项', index: '当前一项的序号（从 0 起）',
};

const quiet = () => undefined;
const closed = (keys: Record<string, Shape>, from: string): Shape => ({ kind: 'object', keys, open: false, from });

/** The session view's keys (runtime/core/session/view.ts) as authors read them. */
const SESSION_WORDS: Record<string, string> = {
  loggedIn: '客户已登录', elderlyMode: '长辈模式', agentMode: '代理人协助中', name: '客户姓名', agent: '协助的代理人', code: '工号',
};
const worded = (type: string, key: string): Shape => ({ kind: 'schema', schema: { type, description: SESSION_WORDS[key] }, definitions: {}, from: 'the session view' });
const SESSION: Shape = closed(Object.fromEntries(Object.entries(SESSION_VIEW_KEYS).map(([key, inner]) => [
  key, inner.length > 0
    ? { kind: 'schema', schema: { type: 'object', description: SESSION_WORDS[key], properties: Object.fromEntries(inner.map((name) => [name, { type: 'string', description: name === 'name' ? '姓名' : SESSION_WORDS[name] }])), additionalProperties: false }, definitions: {}, from: `session.${key}` }
    : worded(key === 'name' ? 'string' : 'boolean', key),
])), 'the session view');

/** What a string gives as the validator infers it: an expression's value when it is one whole, else text. */
function shapeOfText(text: unknown, scope: ShapeScope): Shape {
  if (typeof text !== 'string') return shapeOfValue(text, 'the page');
  try {
    const template = compileTemplate(text);
    return template.kind === 'expression' ? inferShape(template.node, scope, quiet) : scalar('string');
  } catch {
    return ANY;
  }
}

/** The services as the validator's check reads them: their answers, definitions written in place (catalogue/services.ts). */
export const serviceShapes = (catalogue: Catalogue): ReadonlyMap<string, ServiceShape> =>
  new Map(catalogue.services.map((service) => [service.id, { id: service.id, family: service.family, response: service.response, definitions: {} }]));

/**
 * The scope at the node at `pointer` in `page`: in its props (`node`, a repeat's item included) or its
 * condition. `expanded` is the page as the portal runs it, whose fragments may add sources and state.
 */
export function expressionScope(page: Record<string, unknown>, pointer: string, placement: Placement, catalogue: Catalogue, services: ReadonlyMap<string, ServiceShape>, expanded?: Record<string, unknown>): ExpressionScope {
  const whole = expanded ? { ...page, data: { ...(expanded.data as object), ...(page.data as object) }, state: { ...(expanded.state as object), ...(page.state as object) } } : page;
  const shapes = new Map(pageShapes(whole, services, new Map()));
  shapes.delete('steps');
  shapes.set('app', shapeOfValue(appScope(false), 'pages-config/app.json'));
  shapes.set('session', SESSION);
  const route = isObject(page.route) && typeof page.route.path === 'string' ? page.route.path : '';
  shapes.set('params', closed(Object.fromEntries(pathParams(route).map((param) => [param.name, scalar('string')])), 'the route'));
  shapes.set('query', { kind: 'object', keys: {}, open: true, from: 'the address', rest: scalar('string') });
  const named: Root[] = [];
  const nodes = nodesOnPath(page, pointer);
  nodes.forEach(({ node }, index) => {
    if (isObject(node.let)) {
      for (const [name, value] of Object.entries(node.let)) {
        shapes.set(name, shapeOfText(value, shapes));
        named.push({ name, detail: '组件命名的值（let）' });
      }
    }
    if (typeof node.repeat === 'string' && takesItem(index, nodes.length, placement)) {
      shapes.set('item', itemOf(shapeOfText(node.repeat, shapes)));
      shapes.set('index', scalar('number'));
    }
  });
  const summaries = new Map(catalogue.services.map((service) => [service.id, service.summary]));
  const data = isObject(whole.data) ? whole.data : {};
  const sources = new Map(Object.entries(data).map(([name, source]) => [
    name, isObject(source) && Object.hasOwn(source, 'static') ? '静态数据' : summaries.get(String(isObject(source) ? source.service : '')) ?? '数据来源',
  ]));
  const roots = [...Object.keys(ROOTS).filter((name) => shapes.has(name)).map((name) => ({ name, detail: ROOTS[name] })), ...named.filter((root, at) => named.findIndex((other) => other.name === root.name) === at)];
  return { shapes, roots, sources };
}
