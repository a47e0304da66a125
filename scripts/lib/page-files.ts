import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ConfigFile, ValidationContext } from './validate-pages';
import { describeExtensions } from './extension-descriptions';
import { serviceCatalogue } from './catalogue';
import { checkServices } from './check-services';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** Every page definition file, with its path relative to the project root (as problems name it). */
export function readPageFiles(root = projectRoot): ConfigFile[] {
  const dir = join(root, 'pages-config/pages');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: relative(root, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * The portal's extension catalogue and service catalogue, as the validator checks pages against them.
 * The catalogue is imported on first use, so a script that registers a widget first (new:widget) sees it.
 */
export async function defaultContext(): Promise<ValidationContext> {
  const { portalExtensions } = await import('../../runtime/app/extensions');
  return { ...(await describeExtensions(portalExtensions())), checks: [checkServices(serviceCatalogue())] };
}
