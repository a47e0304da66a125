// The pictures the catalogue names, served by name (GET catalogue/pictures/:name): a name is looked up
// in what the catalogue made, never joined to a path, so no request can reach another file.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { snapshotFiles } from '../../../scripts/lib/snapshot-cases';

export interface Picture { contentType: string; read: () => Promise<Buffer | string> }

/** Where a picture is, relative to the API base, as the catalogue's answer names it. */
export const picturePath = (name: string) => `catalogue/pictures/${name}`;

/** A path segment: whatever it holds is only ever a key of the catalogue's pictures. */
export const PICTURE_NAME = '[^/]{1,120}';

export const filePicture = (path: string, contentType: string): Picture => ({ contentType, read: () => readFile(path) });

/**
 * The phone snapshot of a gallery state ("dev/widget-gallery/grid"), which pictures what the state is named
 * after in the palette (docs/widgets.md, Adding a widget); a picture not recorded yet is none.
 */
export function galleryPicture(root: string, state: string): string | undefined {
  const file = join(root, 'tests/snapshots', ...snapshotFiles({ id: state }, 'phone').picture);
  return existsSync(file) ? file : undefined;
}
