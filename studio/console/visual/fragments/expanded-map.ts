// The portal's frame draws the page expanded (fragments in place), so what staff click there is named
// by a pointer into the expanded page. Expanding the page here as the service does (same compiler, same
// fragments) tells where each expanded node was written: a node a fragment brought selects its `use`.
import { expandPage, type FragmentLibrary } from '../../../../runtime/config/fragments';
import { canvasBlocks } from '../../../../runtime/dev/playground/canvas-blocks';
import { within } from '../model/json-path';

const PAGE_FILE = 'studio/candidate.json';

export interface ExpansionMap {
  /** The page expanded here (fragments in place): what their uses add to it is known before any check answers. */
  page: Record<string, unknown>;
  /** The node of the page (an outline pointer) an expanded block came from. */
  toSource(expanded: string): string | undefined;
  /** The expanded blocks that came from a node of the page, in order. */
  toCanvas(source: string): string[];
  /** Those of them not inside another: what the canvas outlines for the node (a fragment's section, and its sheet beside it). */
  outlinesOf(source: string): string[];
  /** The expanded node a node of the page became (a fragment use: the first its fragment brought), block or not. */
  toNode(source: string): string | undefined;
}

/** Every node of an expanded page by its pointer, outermost first. */
function nodePointers(value: unknown, pointer = '', found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, index) => nodePointers(item, `${pointer}/${index}`, found));
  else if (value && typeof value === 'object') {
    if (typeof (value as { type?: unknown }).type === 'string') found.push(pointer);
    for (const [key, inner] of Object.entries(value)) nodePointers(inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
  }
  return found;
}

/**
 * The map between the page's nodes (`nodes`: the outline's pointers) and the canvas's blocks, for the
 * page as written (`content`). An expanded block maps to the deepest node its origin lies in.
 */
export function expansionMap(content: unknown, nodes: readonly string[], library: FragmentLibrary): ExpansionMap {
  const expanded = expandPage(PAGE_FILE, content, library);
  const byDepth = [...nodes].sort((a, b) => b.length - a.length);
  const toSource = (pointer: string): string | undefined => {
    const origin = expanded.origin(pointer);
    const written = origin.via[0]?.pointer ?? (origin.place.file === PAGE_FILE ? origin.pointer : undefined);
    return written === undefined ? undefined : byDepth.find((node) => within(written, node));
  };
  const blocks = canvasBlocks(expanded.value).map((block) => ({ block, source: toSource(block) }));
  const toCanvas = (source: string) => blocks.filter((entry) => entry.source === source).map((entry) => entry.block);
  return {
    page: expanded.value as Record<string, unknown>,
    toSource,
    toCanvas,
    outlinesOf: (source) => {
      const drawn = toCanvas(source);
      return drawn.filter((block) => !drawn.some((outer) => outer !== block && within(block, outer)));
    },
    toNode: (source) => nodePointers(expanded.value).find((pointer) => toSource(pointer) === source),
  };
}
