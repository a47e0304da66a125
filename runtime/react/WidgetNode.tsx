import { lazy, memo, Suspense, use, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { conditionAt, resolveAt, type Scope } from '../core/expression';
import { isEmptyData, type ServiceRequest, type SourceState } from '../core/data';
import { rowSourceReads } from '../core/page/state-reads';
import { getAtPath } from '../core/state/path';
import { replaceEqualDeep } from '../core/state/replace-equal';
import { eventKey } from '../core/registry/widgets';
import { nodeSources } from '../core/page/walk';
import type { EntryProgress } from '../core/page/entry';
import type { ActionRef, WidgetNode as WidgetNodeConfig } from '../../schemas/generated/page';
import { NodeBoundary } from './NodeBoundary';
import { SourceEmpty, SourceError, SourceLoading, type Onward } from './SourceStatus';
import { ScopeContext, usePageRuntime, type PageRuntime } from './context';
import { useNodeScope } from './node-scope';
import { useLetScope } from './let-scope';
import { useDevPropsCheck } from './dev-props-check';
import { RepeatedItems } from './RepeatedItems';
import { useStableHandler } from './stable-handler';
import { refusalOf } from '../http/errors';
import type { Binding, WidgetProps } from './types';

interface NodeProps { node: WidgetNodeConfig; path: string }

// Only pages with a paged list load its pull to refresh and its end (arco's PullRefresh and LoadMore): not
// every route's entry.
const PagedList = lazy(() => import('./PagedList'));

/**
 * Renders one node of config; whatever goes wrong inside stays inside its boundary. Memoised: a node
 * renders again only when the shared scope changes or the page state it reads does.
 */
export const WidgetNode = memo(function WidgetNode({ node, path }: NodeProps) {
  const runtime = usePageRuntime();
  return (
    <NodeBoundary
      path={path}
      dev={runtime.dev}
      retry={() => runtime.extensions.preloadWidgets([node.type])}
      onError={(error) => runtime.reportProblem({ kind: 'widget', configPath: path, message: error.message })}
    >
      <RepeatedNode node={node} path={path} />
    </NodeBoundary>
  );
});

export function renderNodes(nodes: readonly WidgetNodeConfig[] | undefined, path: string): ReactNode {
  return nodes?.map((child, index) => <WidgetNode key={index} node={child} path={`${path}/${index}`} />);
}

function RepeatedNode({ node, path }: NodeProps) {
  const runtime = usePageRuntime();
  const own = useNodeScope(node, runtime);
  const { sources } = own;
  const scope = useLetScope(node, path, own.scope, runtime.extensions.filter);
  if (!conditionAt(`${path}/visibleWhen`, node.visibleWhen, scope, true, runtime.extensions.filter)) return null;
  if (typeof node.repeat !== 'string') {
    const bound = <BoundNode node={node} path={path} scope={scope} sources={sources} />;
    // The names a node binds are read by its children too: they take the scope from the context.
    return node.let ? <ScopeContext.Provider value={scope}>{bound}</ScopeContext.Provider> : bound;
  }
  const items = resolveAt(`${path}/repeat`, node.repeat, scope, runtime.extensions.filter);
  if (!Array.isArray(items)) return null;
  return (
    <RepeatedItems
      items={items}
      render={(item, index) => <RepeatedRow key={itemKey(item, index)} node={node} path={path} scope={{ ...scope, item, index }} sources={sources} />}
    />
  );
}

type RowProps = NodeProps & { scope: Scope; sources: Readonly<Record<string, SourceState>> };

/**
 * Whether a row would render as before: the same item, index and names, and the same values of the
 * sources its props read. A next page of a list renders only its new rows.
 */
function sameRow(before: RowProps, after: RowProps): boolean {
  if (before.node !== after.node || before.path !== after.path) return false;
  if (!nodeSources(after.node).every((name) => before.sources[name] === after.sources[name])) return false;
  const [a, b] = [before.scope, after.scope];
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const data = [a.data, b.data] as Array<Record<string, unknown> | undefined>;
  return keys.every((key) => (key === 'data'
    ? rowSourceReads(after.node).every((name) => Object.is(data[0]?.[name], data[1]?.[name]))
    : Object.is(a[key], b[key])));
}

/** One row of a repeated node: its children read its item from the context. */
const RepeatedRow = memo(function RepeatedRow({ node, path, scope, sources }: RowProps) {
  return (
    <ScopeContext.Provider value={scope}>
      <BoundNode node={node} path={path} scope={scope} sources={sources} />
    </ScopeContext.Provider>
  );
}, sameRow);

function itemKey(item: unknown, index: number): string | number {
  const id = item && typeof item === 'object' ? (item as Record<string, unknown>).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `${id}` : index;
}

/** The node's way onward from nothing to show (`emptyLink`), its text filled in: worked out only where it is shown. */
function onwardOf(node: WidgetNodeConfig, path: string, scope: Scope, runtime: PageRuntime): Onward | undefined {
  const link = node.emptyLink;
  return link && { text: String(resolveAt(`${path}/emptyLink/text`, link.text, scope, runtime.extensions.filter)), go: () => void runtime.run({ action: 'replace', to: link.to }, scope) };
}

function BoundNode({ node, path, scope, sources }: RowProps) {
  const runtime = usePageRuntime();
  const names = nodeSources(node);
  if (names.length > 0) {
    const states = names.map((name) => {
      const state = sources[name];
      if (!state) throw new Error(`unknown data source "${name}"`);
      return { name, state };
    });
    const failed = states.filter(({ state }) => state.status === 'error');
    // One error state for the node; retrying reloads every source of it that failed.
    if (failed.length > 0) return <SourceError state={failed[0].state} onRetry={() => failed.forEach(({ name }) => void runtime.reload(name))} onward={onwardOf(node, path, scope, runtime)} />;
    // A reload keeps showing what is there (a captcha being refreshed stays in place); only no data waits.
    if (states.some(({ state }) => state.status !== 'ready' && state.data === undefined)) return <SourceLoading node={node} />;
    const empty = node.emptyWhen === undefined ? isEmptyData(states[0].state.data) : conditionAt(`${path}/emptyWhen`, node.emptyWhen, scope, false, runtime.extensions.filter);
    // The empty text is page text like a prop: its templates are filled ({{ app.hotline }}).
    const emptyText = node.emptyText === undefined ? undefined : String(resolveAt(`${path}/emptyText`, node.emptyText, scope, runtime.extensions.filter));
    if (empty) return node.hideEmpty === true ? null : <SourceEmpty text={emptyText} onward={onwardOf(node, path, scope, runtime)} />;
    const paged = states.find(({ state }) => state.more);
    if (paged) {
      const list = <Widget node={node} path={path} runtime={runtime} scope={scope} />;
      // The list shown while the chunk arrives, its end's place kept and marked busy like every loading
      // placeholder: React may hold the finished part back for a moment, and a capture must not be taken before it.
      const waiting = <>{list}<div className="source-more" aria-busy="true"><span className="source-more__text" /></div></>;
      return <Suspense fallback={waiting}><PagedList source={paged.name} state={paged.state}>{list}</PagedList></Suspense>;
    }
  }
  const widget = <Widget node={node} path={path} runtime={runtime} scope={scope} />;
  return node.bind === undefined ? widget : <AfterEntry entry={runtime.entry} node={node}>{widget}</AfterEntry>;
}

/** A node bound to the page state, shown once the entry action has filled that state in from its service. */
function AfterEntry({ entry, node, children }: { entry: EntryProgress; node: WidgetNodeConfig; children: ReactNode }) {
  const waiting = useSyncExternalStore(entry.subscribe, entry.waiting, entry.waiting);
  return waiting ? <SourceLoading node={node} /> : children;
}

function Widget({ node, path, runtime, scope }: NodeProps & { runtime: PageRuntime; scope: Scope }) {
  const { extensions } = runtime;
  const spec = extensions.widget(node.type);
  const slots = spec.slots ?? {};
  // A failed load stays failed for this render; the boundary's 重试 (or opening the page again) loads it afresh.
  const Component = extensions.loadedWidget(node.type) ?? use(extensions.loadWidget(node.type));
  const raw = node.props ?? {};
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(slots, key)) resolved[key] = resolveAt(`${path}/props/${key}`, value, scope, extensions.filter);
  }
  // Props resolve afresh on each render; what did not change keeps its object, so a widget's memoised
  // parts (a form's field options) are not derived again on every keystroke elsewhere on the page.
  const shared = useRef(resolved);
  shared.current = replaceEqualDeep(shared.current, resolved);
  const props = shared.current;
  useDevPropsCheck(runtime, spec, path, raw, props);
  // The schema gives `on…` keys an ActionRef, but the generated index signature merges every extra key's type.
  const actionFor = (event: string) => node[eventKey(event)] as ActionRef | undefined;
  // A failed action has already told the user (the http layer toasts); it must not escape as an unhandled rejection.
  const emit: WidgetProps['emit'] = useStableHandler(async (event, payload, onFailure) => {
    const action = actionFor(event);
    if (!action) return true;
    try {
      // Actions read the state as it is now, not as this node last rendered it.
      return (await runtime.run(action, { ...scope, state: runtime.state.get(), event: payload ?? {} })) !== false;
    } catch (error) {
      // The server's refusal (a wrong code, a rule of the insurer) is the customer's to read, not a fault of the page.
      if (!refusalOf(error)) console.error(`[page] action at ${path}/${eventKey(event)} failed:`, error);
      const message = error instanceof Error ? error.message : String(error);
      runtime.reportProblem({ kind: 'action', configPath: `${path}/${eventKey(event)}`, message, error });
      onFailure?.({ message, fields: error instanceof Error ? (error as { fields?: Record<string, string> }).fields : undefined });
      return false;
    }
  });
  const slot = (name: string, extra?: Record<string, unknown>): ReactNode => {
    const value = raw[name];
    const nodes = (Array.isArray(value) ? value : value ? [value] : []) as WidgetNodeConfig[];
    const content = nodes.map((child, index) => (
      <WidgetNode key={index} node={child} path={Array.isArray(value) ? `${path}/props/${name}/${index}` : `${path}/props/${name}`} />
    ));
    return extra ? <ScopeContext.Provider value={{ ...scope, ...extra }}>{content}</ScopeContext.Provider> : content;
  };
  // A repeated input may name its path from its item: `answers.{{ item.code }}`.
  const bind = typeof node.bind === 'string' ? String(resolveAt(`${path}/bind`, node.bind, scope, extensions.filter)) : undefined;
  const binding: Binding | undefined = bind ? {
    value: getAtPath(scope.state, bind),
    set: (value) => runtime.setState({ [bind]: value }),
    current: () => getAtPath(runtime.state.get(), bind),
    subscribe: (listener) => runtime.state.subscribe(listener),
  } : undefined;
  const call = spec.services && ((service: string, request: ServiceRequest) => (spec.services!.includes(service)
    ? runtime.callService(service, request)
    : Promise.reject(new Error(`widget "${node.type}" does not declare the service "${service}"`))));
  return (
    <Component
      props={props as never}
      binding={binding}
      call={call}
      disabled={conditionAt(`${path}/disabledWhen`, node.disabledWhen, scope, false, extensions.filter)}
      emit={emit}
      slot={slot}
      handles={(event) => actionFor(event) !== undefined}
    >
      {renderNodes(node.children, `${path}/children`)}
    </Component>
  );
}
