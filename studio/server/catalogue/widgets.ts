// The widgets as the visual editor's palette and property panel need them: the build's registrations (type,
// props schema, slots, events, whether a node binds) with each folder's palette.json (name, purpose, the
// props' Chinese labels) and the phone picture of the gallery state named after the widget.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WidgetDescription } from '../../../runtime/config/extension-descriptions';
import { projectRoot } from '../../../scripts/lib/page-files';
import { widgetFolders } from '../../../scripts/lib/palette-problems';
import { filePicture, galleryPicture, picturePath, type Picture } from './pictures';

const GALLERY = 'dev/widget-gallery';

export interface CatalogueWidget {
  type: string;
  name: string;
  purpose: string;
  schema: WidgetDescription['schema'];
  slots?: WidgetDescription['slots'];
  events?: readonly string[];
  bindable: boolean;
  /** The Chinese label of each prop, nested ones included, by name. */
  labels: Record<string, string>;
  /** Relative to the API base; absent until the picture of its gallery state is recorded. */
  picture?: string;
  /** The picture's end to show: the widget sits at the foot of the screen (a tab bar, a popup). */
  pictureFocus?: 'bottom';
}

/** Every registered widget with its palette, and the pictures it names (by picture name). */
export function catalogueWidgets(widgets: readonly WidgetDescription[], root = projectRoot): { widgets: CatalogueWidget[]; pictures: Map<string, Picture> } {
  const folders = new Map(widgetFolders(root).map((folder) => [basename(folder), folder]));
  const pictures = new Map<string, Picture>();
  const entries = widgets.map(({ type, schema, slots, events, bindable }) => {
    const folder = folders.get(type);
    if (!folder) throw new Error(`widget "${type}" has no folder widgets/…/${type} with a props schema`);
    const { name, purpose, labels, pictureFocus } = JSON.parse(readFileSync(join(root, folder, 'palette.json'), 'utf8')) as Pick<CatalogueWidget, 'name' | 'purpose' | 'labels'> & { pictureFocus?: 'top' | 'bottom' };
    const file = galleryPicture(root, `${GALLERY}/${type}`);
    const picture = `widget-${type}.webp`;
    if (file) pictures.set(picture, filePicture(file, 'image/webp'));
    return {
      type, name, purpose, schema, ...(slots && { slots }), ...(events?.length && { events }), bindable: bindable === true, labels,
      ...(file && { picture: picturePath(picture), ...(pictureFocus === 'bottom' && { pictureFocus }) }),
    };
  });
  return { widgets: entries.sort((a, b) => a.type.localeCompare(b.type)), pictures };
}
