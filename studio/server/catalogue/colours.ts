// The theme's named colours: the custom properties of the portal's root style (runtime/react/app.css) that
// hold a colour, with their Chinese labels (colour-labels.json beside this file; a test keeps the two equal).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../scripts/lib/page-files';
import labels from './colour-labels.json';

export const THEME_FILE = 'runtime/react/app.css';

export interface CatalogueColour { name: string; label: string; value: string; variable: string }

/** `--brand: #165dff;` in the first `:root` block: later blocks only change sizes for larger screens. */
export function themeColours(root = projectRoot): Array<{ name: string; value: string }> {
  const block = /:root\s*\{([^}]*)\}/.exec(readFileSync(join(root, THEME_FILE), 'utf8'))?.[1] ?? '';
  return [...block.matchAll(/--([a-z][a-z0-9-]*):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => ({ name, value: value.toLowerCase() }));
}

export function catalogueColours(root = projectRoot): CatalogueColour[] {
  const named = labels as Record<string, string>;
  return themeColours(root).map(({ name, value }) => ({ name, label: named[name], value, variable: `--${name}` }));
}
