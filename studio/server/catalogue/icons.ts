// The named entry icons (docs/authoring.md §5) with their Chinese labels and pictures: the same SVG the
// sandbox serves for an icon's image address, so the picker shows what the grid draws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../scripts/lib/page-files';
import { ICON_LABELS_FILE } from '../../../scripts/lib/palette-problems';
import { iconDocument, ICONS, type IconName } from '../../../widgets/shared/icons/icons';
import { picturePath, type Picture } from './pictures';

export interface CatalogueIcon { name: string; label: string; picture: string }

export function catalogueIcons(root = projectRoot): { icons: CatalogueIcon[]; pictures: Map<string, Picture> } {
  const labels = JSON.parse(readFileSync(join(root, ICON_LABELS_FILE), 'utf8')) as Record<string, string>;
  const pictures = new Map<string, Picture>();
  const icons = (Object.keys(ICONS) as IconName[]).map((name) => {
    const svg = iconDocument(name);
    pictures.set(`icon-${name}.svg`, { contentType: 'image/svg+xml', read: async () => svg });
    return { name, label: labels[name], picture: picturePath(`icon-${name}.svg`) };
  });
  return { icons, pictures };
}
