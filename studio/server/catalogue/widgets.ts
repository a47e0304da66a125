// The widgets as the visual editor's palette and property panel need them: the build's registrations (type,
// props schema, slots, events, whether a node binds) with each folder's palette.json and the gallery's phone picture.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WidgetDescription } from '../../../runtime/config/extension-descriptions';
import { projectRoot } from '../../../scripts/lib/page-files';
import { widgetFolders } from '../../../scripts/lib/palette-problems';
import { snapshotFiles } from '../../../scripts/lib/snapshot-cases';
import { filePicture, picturePath, type Picture } from './pictures';

const GALLERY = 'dev/widget-gallery';
/** A gallery state's description opens with the widgets it shows: "card、cell-group、cell 保单卡片". */
const SHOWN = /^([a-z][a-z0-9-]*(?:、[a-z][a-z0-9-]*)*)\s/;

export interface CatalogueWidget {
  type: string;
  name: string;
  purpose: string;
  schema: WidgetDescription['schema'];
  slots?: WidgetDescription['slots'];
  events?: readonly string[];
  bindable: boolean;
  /** Relative to the API base; absent when no gallery state shows the widget. */
  picture?: string;
}

/**
 * The gallery's phone picture of a widget: the state named after it, else the first state whose
 * description names it (docs/widgets.md, Adding a widget). A picture not recorded yet is none.
 */
function galleryPicture(root: string): (type: string) => string | undefined {
  const cases = JSON.parse(readFileSync(join(root, `pages-config/pages/${GALLERY}.cases.json`), 'utf8')).cases as Record<string, false | { description?: string }>;
  const states = Object.entries(cases).flatMap(([state, settings]) => {
    const file = join(root, 'tests/snapshots', ...snapshotFiles({ id: `${GALLERY}/${state}` }, 'phone').picture);
    if (settings === false || !existsSync(file)) return [];
    return [{ state, file, shown: SHOWN.exec(settings.description ?? '')?.[1].split('、') ?? [] }];
  });
  return (type) => (states.find(({ state }) => state === type) ?? states.find(({ shown }) => shown.includes(type)))?.file;
}

/** Every registered widget with its palette, and the pictures it names (by picture name). */
export function catalogueWidgets(widgets: readonly WidgetDescription[], root = projectRoot): { widgets: CatalogueWidget[]; pictures: Map<string, Picture> } {
  const folders = new Map(widgetFolders(root).map((folder) => [basename(folder), folder]));
  const pictureOf = galleryPicture(root);
  const pictures = new Map<string, Picture>();
  const entries = widgets.map(({ type, schema, slots, events, bindable }) => {
    const folder = folders.get(type);
    if (!folder) throw new Error(`widget "${type}" has no folder widgets/…/${type} with a props schema`);
    const { name, purpose } = JSON.parse(readFileSync(join(root, folder, 'palette.json'), 'utf8')) as { name: string; purpose: string };
    const file = pictureOf(type);
    const picture = `widget-${type}.webp`;
    if (file) pictures.set(picture, filePicture(file, 'image/webp'));
    return { type, name, purpose, schema, ...(slots && { slots }), ...(events?.length && { events }), bindable: bindable === true, ...(file && { picture: picturePath(picture) }) };
  });
  return { widgets: entries.sort((a, b) => a.type.localeCompare(b.type)), pictures };
}
