import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ConfigFile, ValidationContext } from '../../runtime/config/validate-pages';
import { describeExtensions } from '../../runtime/config/extension-descriptions';
import { serviceCatalogue } from './catalogue';
import { ACTIVITIES_FILE, readActivities, type ActivitiesRead } from '../../runtime/config/activities';
import { referenceChecks } from '../../runtime/config/reference-checks';
import { expandPage, FRAGMENTS_DIR, loadFragments } from '../../runtime/config/fragments';
import { parseLocated } from '../../runtime/config/locate';

export const projectRoot = resolve(import.meta.dirname, '../..');
const CASES_SUFFIX = '.cases.json';

function readConfigFiles(root: string, folder: string, suffix = '.json'): ConfigFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix) && (suffix === CASES_SUFFIX || !name.endsWith(CASES_SUFFIX)))
    .sort()
    .map((name) => ({ file: relative(root, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') }));
}

/** A file the widget catalogue is made of: a registration line, a widget's registration or its props schema. */
export const isWidgetCatalogueFile = (file: string): boolean => resolve(file).startsWith(join(projectRoot, 'widgets/')) && /(\/index\.ts|\.schema\.json)$/.test(file);

/** Every page definition file, with its path relative to the project root (as problems name it). */
export const readPageFiles = (root = projectRoot): ConfigFile[] => readConfigFiles(root, 'pages-config/pages');

/** QA's snapshot cases, each next to its page: `<page>.cases.json`. */
export const readCasesFiles = (root = projectRoot): ConfigFile[] => readConfigFiles(root, 'pages-config/pages', CASES_SUFFIX);

/** Every fragment file (pages-config/fragments), which pages use by name. */
export const readFragmentFiles = (root = projectRoot): ConfigFile[] => readConfigFiles(root, FRAGMENTS_DIR);

/** The campaign activities as written now (pages-config/activities.json), or the problem that keeps them from being read. */
export const readActivityFile = (root = projectRoot): ActivitiesRead => readActivities(readFileSync(join(root, ACTIVITIES_FILE), 'utf8'));

/** A page definition file with its fragments expanded. */
export type ExpandedPage = ConfigFile & { page: Record<string, any> };

/**
 * Every page definition as the runtime gets it: fragment uses replaced by the fragments' bodies.
 * A page with problems is expanded as far as it can be (the validator reports them).
 */
export function readExpandedPages(root = projectRoot): ExpandedPage[] {
  const library = loadFragments(readFragmentFiles(root));
  return readPageFiles(root).map((file) => {
    // A file with a syntax error is read as far as it goes: the dev server still routes it, to say why.
    const { value } = parseLocated(file.text);
    return { ...file, page: (value && typeof value === 'object' ? expandPage(file.file, value, library).value : {}) as Record<string, any> };
  });
}

/**
 * The portal's extension catalogue and service catalogue, as the validator checks pages against them.
 * The catalogue is imported on first use, so a script that registers a widget first (new:widget) sees it.
 */
export async function defaultContext(): Promise<ValidationContext> {
  const { portalExtensions } = await import('../../runtime/app/extensions');
  const catalogue = serviceCatalogue();
  return { ...(await describeExtensions(portalExtensions())), checks: referenceChecks(catalogue, readActivityFile()), fragments: readFragmentFiles(), serviceShapes: catalogue, forms: readFormSchemas() };
}

/** The form files schema-forms name, by name (schemas/forms/<name>.schema.json). */
export function readFormSchemas(root = projectRoot): Map<string, Record<string, any>> {
  const dir = join(root, 'schemas/forms');
  return new Map(readdirSync(dir).filter((name) => name.endsWith('.schema.json')).map((name) => [name.replace('.schema.json', ''), JSON.parse(readFileSync(join(dir, name), 'utf8'))]));
}
