import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { widgetSpecs } from '../../widgets/registry';
import { actionRegistry } from '../../runtime/core/actions';
import type { ConfigFile, ValidationContext } from './validate-pages';
import { describeWidgets } from './widget-descriptions';
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

export async function defaultContext(): Promise<ValidationContext> {
  return { widgets: await describeWidgets(widgetSpecs), actions: [...actionRegistry.values()], checks: [checkServices(serviceCatalogue())] };
}
