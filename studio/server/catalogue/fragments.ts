// The fragments as the visual editor offers them: a block (a node or nodes), an action, or a whole page's
// part (beside "route"), each with its Chinese title and purpose, the params a use passes in "with" and
// their Chinese labels, and a block's picture: the phone picture of the fragment gallery's state named
// after it.
import { fragmentName, type SourceFile } from '../../../runtime/config/fragments';
import { fragmentKind, type FragmentKind } from '../../../scripts/lib/fragment-kind';
import { projectRoot } from '../../../scripts/lib/page-files';
import { filePicture, galleryPicture, picturePath, type Picture } from './pictures';

const GALLERY = 'dev/fragment-gallery';

export interface CatalogueFragment {
  /** What a page writes in "use": "fragments/campaign-benefits". */
  name: string;
  title: string;
  purpose: string;
  kind: FragmentKind;
  params: Record<string, { type?: string; enum?: unknown[]; default?: unknown; description?: string }>;
  /** Each param's Chinese label, by name. */
  labels: Record<string, string>;
  /** A block's picture, relative to the API base; absent until its gallery state's picture is recorded. */
  picture?: string;
  /** The picture's end to show: the block's outer widget sits at the foot of the screen (a tab bar, a popup). */
  pictureFocus?: 'bottom';
}

type DeclaredParam = CatalogueFragment['params'][string] & { label?: string };

/** The type of a block's outer widget, when its body is one node. */
const outerType = (body: unknown): unknown => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { type?: unknown }).type : undefined);

/**
 * Every fragment, and the pictures it names (by picture name). `bottomWidgets` are the widgets pictured by
 * their picture's bottom: a block whose outer widget is one of them is too.
 */
export function catalogueFragments(files: readonly SourceFile[], bottomWidgets: ReadonlySet<string>, root = projectRoot): { fragments: CatalogueFragment[]; pictures: Map<string, Picture> } {
  const pictures = new Map<string, Picture>();
  const fragments = files.map(({ file, text }): CatalogueFragment => {
    const { title, purpose, params = {}, body } = JSON.parse(text) as { title: string; purpose: string; params?: Record<string, DeclaredParam>; body: unknown };
    const declared = Object.entries(params).map(([name, { label, ...spec }]) => ({ name, label, spec }));
    const name = fragmentName(file);
    const kind = fragmentKind(body);
    const state = name.replace(/^fragments\//, '');
    const picture = kind === 'block' ? galleryPicture(root, `${GALLERY}/${state}`) : undefined;
    if (picture) pictures.set(`fragment-${state}.webp`, filePicture(picture, 'image/webp'));
    return {
      name, title, purpose, kind,
      params: Object.fromEntries(declared.map(({ name: param, spec }) => [param, spec])),
      labels: Object.fromEntries(declared.flatMap(({ name: param, label }) => (label ? [[param, label]] : []))),
      ...(picture && { picture: picturePath(`fragment-${state}.webp`), ...(bottomWidgets.has(outerType(body) as string) && { pictureFocus: 'bottom' as const }) }),
    };
  });
  return { fragments: fragments.sort((a, b) => a.name.localeCompare(b.name)), pictures };
}
