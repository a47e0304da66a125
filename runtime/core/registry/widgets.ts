export type JsonSchema = Record<string, unknown>;

/**
 * One widget of the extension catalogue, as plain data: its props schema, the events it emits, the
 * props that hold nested widget config (slots), and a lazy loader for its component. Core code never
 * imports React; the React layer fixes `Component`.
 */
export interface WidgetSpec<Component = unknown> {
  type: string;
  /**
   * JSON Schema of `props` (slot props are added by the schema composer). Loaded by the tooling
   * (validation, type generation) and by the development server's props check: a production app never
   * fetches it.
   */
  schema: () => Promise<{ default: JsonSchema }>;
  /** Events the widget emits; `click` makes `onClick` valid on its nodes. */
  events?: readonly string[];
  /** Props whose value is nested widget config, rendered by the widget with an optional item scope. */
  slots?: Readonly<Record<string, 'node' | 'nodes'>>;
  /** An input: its nodes may `bind` a state path, which it shows and writes. */
  bindable?: boolean;
  /**
   * Its parts read the bound value as it is now and hear each change themselves (Binding's `current` and
   * `subscribe`: a form's fields), so its node does not render again when the value changes.
   */
  followsBinding?: boolean;
  /**
   * Catalogue services the widget calls itself (an upload with progress, a face check). Only native
   * widgets need this; they receive a `call` limited to exactly these ids, and the checks refuse an id
   * the catalogue does not have.
   */
  services?: readonly string[];
  load: () => Promise<{ default: Component }>;
  /**
   * Loads what a node needs besides the component, from its props as the page writes them (a form's
   * schema and validator), before its page is shown: a node that waits after the page has appeared
   * shows its loading card, and React then holds the content back for 300 ms (its fallback throttle).
   */
  prepare?: (props: Readonly<Record<string, unknown>>) => Promise<unknown> | undefined;
}

/** `click` → `onClick`. */
export const eventKey = (event: string) => `on${event[0].toUpperCase()}${event.slice(1)}`;
