// What the palette offers: every widget and every fragment that stands for a block of a page (not an
// action, nor a whole page's part), in two groups, found by name.
import type { Catalogue } from '../../api-client/types';

export interface PaletteEntry {
  kind: 'widget' | 'fragment';
  /** The widget's type or the fragment's name, as the page writes it. */
  name: string;
  title: string;
  purpose: string;
  picture?: string;
  /** The end of the picture to show, when the widget (or the block's outer widget) sits at the foot of the screen. */
  pictureFocus?: 'bottom';
}

export interface PaletteGroup { title: string; entries: PaletteEntry[] }

/** The groups, each entry whose Chinese name, purpose or written name holds the search (all when it is empty). */
export function paletteGroups(catalogue: Catalogue, search: string): PaletteGroup[] {
  const wanted = search.trim().toLowerCase();
  const found = (entry: PaletteEntry) => !wanted || [entry.title, entry.purpose, entry.name].some((text) => text.toLowerCase().includes(wanted));
  return [
    { title: '常用组件', entries: catalogue.widgets.map((widget): PaletteEntry => ({ kind: 'widget', name: widget.type, title: widget.name, purpose: widget.purpose, picture: widget.picture, ...(widget.pictureFocus && { pictureFocus: widget.pictureFocus }) })).filter(found) },
    {
      title: '片段',
      entries: catalogue.fragments.filter((fragment) => fragment.kind === 'block').map((fragment): PaletteEntry => ({
        kind: 'fragment', name: fragment.name, title: fragment.title, purpose: fragment.purpose, picture: fragment.picture, ...(fragment.pictureFocus && { pictureFocus: fragment.pictureFocus }),
      })).filter(found),
    },
  ];
}
