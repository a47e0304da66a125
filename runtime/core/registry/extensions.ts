import type { ActionDoc, ActionSpec } from '../actions/types';
import type { Filter, FilterDoc, FilterSpec } from '../expression/filter-spec';
import type { GuardStepSpec } from '../guard/types';
import { ChunkCache } from './chunks';
import { ExtensionLookupError, type ExtensionKind } from './lookup-error';
import type { WidgetSpec } from './widgets';
import type { WidgetNode } from '../../../schemas/generated/page';
import { walkNodes } from '../page/walk';

/** Everything config may name, as plain data with lazy loaders: built once at the app's entry point. */
export interface ExtensionDefinitions<Component = unknown> {
  widgets: readonly WidgetSpec<Component>[];
  actions: readonly ActionSpec[];
  filters: readonly FilterSpec[];
  /** Run in this order before each navigation. */
  guardSteps: readonly GuardStepSpec[];
  /** What authors read of them, loaded by the tooling alone (describeExtensions): the browser never fetches it. */
  docs(): Promise<ExtensionDocs>;
}

/** The catalogue's documentation, by name (a guard step's is its description). */
export interface ExtensionDocs {
  actions: Readonly<Record<string, ActionDoc>>;
  filters: Readonly<Record<string, FilterDoc>>;
  guardSteps: Readonly<Record<string, string>>;
}

/**
 * The extension catalogue: the definitions, lookups that name what is missing (with the closest known
 * name), and the widget components loaded so far. The runtime gets everything it runs from here.
 */
export interface Extensions<Component = unknown> extends ExtensionDefinitions<Component> {
  hasWidget(type: string): boolean;
  widget(type: string): WidgetSpec<Component>;
  action(name: string): ActionSpec;
  filter(name: string): Filter;
  /** The component if already loaded; synchronous so rendering never waits on a loaded widget. */
  loadedWidget(type: string): Component | undefined;
  /** Loads a widget's component once: the same promise for every render, a failure included. */
  loadWidget(type: string): Promise<Component>;
  /**
   * Loads the given types together, fetching afresh any that failed before (a page opened again, a
   * node retried). Unknown types and failures are left to the nodes that show them.
   */
  preloadWidgets(types: Iterable<string>): Promise<void>;
  /**
   * Runs `prepare` of every node of a tree (slots included) whose widget has one, together. Failures are
   * left to the nodes, which load again when drawn.
   */
  prepareNodes(nodes: readonly WidgetNode[]): Promise<void>;
}

function byName<Spec>(kind: ExtensionKind, specs: readonly Spec[], nameOf: (spec: Spec) => string) {
  const map = new Map<string, Spec>();
  for (const spec of specs) {
    if (map.has(nameOf(spec))) throw new Error(`${kind} "${nameOf(spec)}" is registered twice`);
    map.set(nameOf(spec), spec);
  }
  return (name: string): Spec => {
    const spec = map.get(name);
    if (!spec) throw new ExtensionLookupError(kind, name, map.keys());
    return spec;
  };
}

export function createExtensions<Component>(definitions: ExtensionDefinitions<Component>): Extensions<Component> {
  const widget = byName('widget type', definitions.widgets, (spec) => spec.type);
  const action = byName('action', definitions.actions, (spec) => spec.name);
  const filter = byName('filter', definitions.filters, (spec) => spec.name);
  byName('guard step', definitions.guardSteps, (spec) => spec.name);
  const known = new Set(definitions.widgets.map((spec) => spec.type));
  const preparers = new Map(definitions.widgets.flatMap((spec) => (spec.prepare ? [[spec.type, spec.prepare] as const] : [])));
  const components = new ChunkCache<Component>();
  const loadComponent = async (type: string) => (await widget(type).load()).default;
  return {
    ...definitions,
    hasWidget: (type) => known.has(type),
    widget,
    action,
    filter: (name) => filter(name).run,
    loadedWidget: (type) => components.get(type),
    loadWidget: (type) => components.load(type, () => loadComponent(type)),
    preloadWidgets: async (types) => {
      const wanted = [...new Set(types)].filter((type) => known.has(type));
      await Promise.all(wanted.map((type) => components.reload(type, () => loadComponent(type)).catch(() => undefined)));
    },
    prepareNodes: async (nodes) => {
      const preparing: Promise<unknown>[] = [];
      walkNodes(nodes, '', (type) => (known.has(type) ? widget(type).slots : undefined), ({ type, props }) => {
        const prepared = preparers.get(type)?.(props ?? {});
        if (prepared) preparing.push(prepared.catch(() => undefined));
      });
      await Promise.all(preparing);
    },
  };
}
