// The pictures the catalogue names, served by name (GET catalogue/pictures/:name): a name is looked up
// in what the catalogue made, never joined to a path, so no request can reach another file.
import { readFile } from 'node:fs/promises';

export interface Picture { contentType: string; read: () => Promise<Buffer | string> }

/** Where a picture is, relative to the API base, as the catalogue's answer names it. */
export const picturePath = (name: string) => `catalogue/pictures/${name}`;

/** A path segment: whatever it holds is only ever a key of the catalogue's pictures. */
export const PICTURE_NAME = '[^/]{1,120}';

export const filePicture = (path: string, contentType: string): Picture => ({ contentType, read: () => readFile(path) });
