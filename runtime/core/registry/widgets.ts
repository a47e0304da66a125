import { suggest } from './suggest';

export type JsonSchema = Record<string, unknown>;

/**
 * One registered widget, as plain data: its props schema, the events it emits, the props that hold
 * nested widget config (slots), and a lazy loader for its component. Core code never imports React;
 * the React layer fixes `Component`.
 */
export interface WidgetSpec<Component = unknown> {
  type: string;
  /**
   * JSON Schema of `props` (slot props are added by the schema composer). Loaded only by the tooling
   * (validation, type generation): the app never fetches it.
   */
  schema: () => Promise<{ default: JsonSchema }>;
  /** Events the widget emits; `click` makes `onClick` valid on its nodes. */
  events?: readonly string[];
  /** Props whose value is nested widget config, rendered by the widget with an optional item scope. */
  slots?: Readonly<Record<string, 'node' | 'nodes'>>;
  /** An input: its nodes may `bind` a state path, which it shows and writes. */
  bindable?: boolean;
  load: () => Promise<{ default: Component }>;
}

export class WidgetLookupError extends Error {
  constructor(readonly widgetType: string, known: Iterable<string>) {
    const hint = suggest(widgetType, known);
    super(`unknown widget type "${widgetType}"${hint ? ` — did you mean "${hint}"?` : ''}`);
    this.name = 'WidgetLookupError';
  }
}

/** `click` → `onClick`. */
export const eventKey = (event: string) => `on${event[0].toUpperCase()}${event.slice(1)}`;

export class WidgetRegistry<Component = unknown> {
  private readonly specs = new Map<string, WidgetSpec<Component>>();
  private readonly loaded = new Map<string, Component>();

  constructor(specs: Iterable<WidgetSpec<Component>>) {
    for (const spec of specs) {
      if (this.specs.has(spec.type)) throw new Error(`widget type "${spec.type}" is registered twice`);
      this.specs.set(spec.type, spec);
    }
  }

  types(): string[] {
    return [...this.specs.keys()];
  }

  has(type: string): boolean {
    return this.specs.has(type);
  }

  spec(type: string): WidgetSpec<Component> {
    const spec = this.specs.get(type);
    if (!spec) throw new WidgetLookupError(type, this.specs.keys());
    return spec;
  }

  /** The component if already loaded; synchronous so rendering never waits on a known widget. */
  loadedComponent(type: string): Component | undefined {
    return this.loaded.get(type);
  }

  /** Loads the given widget types in parallel; unknown types are skipped (their nodes show an error). */
  async preload(types: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(types)].filter((type) => this.specs.has(type) && !this.loaded.has(type)).map(async (type) => {
      const module = await this.specs.get(type)!.load();
      this.loaded.set(type, module.default);
    }));
  }
}
