// What the JSON editor offers where the author types, from the build's catalogue: a node's widget type or
// fragment, a data source's or a call's service, a link's route, an icon, and the props a widget takes.
import { findNodeAtLocation, getLocation, getNodeValue, parseTree, type Node as JsonNode } from 'jsonc-parser';
import type { Catalogue } from '../../../api-client/types';

export interface Completion { label: string; detail?: string; info?: string }
/** Replace the text between `from` and `to` with one of `options`' labels (quoted where a string is typed). */
export interface Completions { from: number; to: number; options: Completion[]; quoted: boolean }

/** Keys whose string value names a route of the portal. */
const ROUTE_KEYS = new Set(['to', 'link', 'path', 'resultPath', 'href']);

/** A property key being typed, or a string value being typed, at `offset`: its span and its path. */
function typedAt(text: string, offset: number) {
  const location = getLocation(text, offset);
  const node = location.previousNode;
  if (node && (node.type === 'string' || node.type === 'property')) {
    // Inside the quotes: a closed string is replaced whole; one still open (the parser reads it to the line's
    // end and beyond) only up to the cursor.
    const raw = text.slice(node.offset, node.offset + node.length);
    const closed = raw.length > 1 && raw.endsWith('"') && !raw.includes('\n');
    return { location, from: node.offset + 1, to: closed ? node.offset + node.length - 1 : offset, quoted: false };
  }
  return { location, from: offset, to: offset, quoted: true };
}

/** The object at `path`, as parsed (undefined where there is none). */
function objectAt(tree: JsonNode | undefined, path: (string | number)[]): Record<string, unknown> | undefined {
  const found = tree && findNodeAtLocation(tree, path);
  return found?.type === 'object' ? (getNodeValue(found) as Record<string, unknown>) : undefined;
}

export function pageCompletions(text: string, offset: number, catalogue: Catalogue): Completions | null {
  const { location, from, to, quoted } = typedAt(text, offset);
  const path = location.path;
  const key = path[path.length - 1];
  const offer = (options: Completion[]) => (options.length > 0 ? { from, to, options, quoted } : null);

  if (location.isAtPropertyKey) {
    // A prop inside a widget node's props: the widget's own, each with what it is for.
    if (path[path.length - 2] !== 'props') return null;
    const tree = parseTree(text);
    const owner = objectAt(tree, path.slice(0, -2));
    const widget = catalogue.widgets.find((item) => item.type === owner?.type);
    const present = objectAt(tree, path.slice(0, -1)) ?? {};
    const properties = Object.keys((widget?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    return offer(properties.filter((name) => !(name in present)).map((name) => ({ label: name, detail: `${widget!.name}的属性` })));
  }
  if (typeof key !== 'string') return null;
  if (key === 'type') return offer(catalogue.widgets.map((widget) => ({ label: widget.type, detail: widget.name, info: widget.purpose })));
  if (key === 'use') return offer(catalogue.fragments.map((fragment) => ({ label: fragment.name, detail: fragment.title, info: fragment.purpose })));
  if (key === 'service') return offer(catalogue.services.map((service) => ({ label: service.id, detail: service.summary })));
  if (key === 'icon') return offer(catalogue.icons.map((icon) => ({ label: icon.name, detail: icon.label })));
  if (ROUTE_KEYS.has(key)) return offer(catalogue.routes.filter((route) => !route.path.includes(':')).map((route) => ({ label: route.path, detail: route.title })));
  return null;
}
