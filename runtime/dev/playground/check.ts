import { parse } from 'jsonc-parser';
import { serviceDefinitions, serviceRefs } from 'virtual:service-refs';
import { pageFiles } from 'virtual:page-files';
import { validatePages, type ConfigFile, type ValidationContext } from '../../config/validate-pages';
import { referenceChecks } from '../../config/reference-checks';
import { readActivities } from '../../config/activities';
import { describeExtensions } from '../../config/extension-descriptions';
import { expandPage, loadFragments } from '../../config/fragments';
import { isError, pageOf, type Problem } from '../../config/problems';
import { portalExtensions } from '../../app/extensions';
import type { PreviewPage } from './protocol';
import { targetFile, type StartingPage } from './target-file';
import activitiesText from '../../../pages-config/activities.json?raw';

/** One check of the edited text. */
export interface Checked {
  /** The file the definition belongs in, which its problems name. */
  file: string;
  /** This page's problems, as `npm run validate` would print them (inside a fragment it uses too). */
  problems: Problem[];
  /** The errors validate would print in other files once it is saved: a route or page code another page has too. */
  elsewhere: Problem[];
  /** The definition to render, when it has no errors (warnings do not stop a page either). */
  page?: PreviewPage;
}

// The fragments pages may use, as written; the dev server reloads the playground when one changes.
const fragmentTexts = import.meta.glob<string>('/pages-config/fragments/**/*.json', { query: '?raw', import: 'default', eager: true });
const fragments: ConfigFile[] = Object.entries(fragmentTexts).map(([path, text]) => ({ file: path.slice(1), text }));
// The form files, whose fields a bound schema-form writes to the state (the check of state paths reads them).
const formFiles = import.meta.glob<Record<string, unknown>>('/schemas/forms/*.schema.json', { import: 'default', eager: true });
const forms = new Map(Object.entries(formFiles).map(([path, schema]) => [path.replace(/^.*\/(.*)\.schema\.json$/, '$1'), schema]));

/** Where a problem shows in the edited page: its own place, or for one inside a fragment, where the page uses it. */
export function placeInPage(problem: Problem): { line: number; column: number } {
  return problem.usedAt?.at(-1) ?? problem;
}

export type Checker = (text: string, start: StartingPage | undefined) => Checked;

/**
 * The pages as validate reads them, with the edited text as its file: every other page reduced to its
 * route (the edited page's links, route and page code are checked against them, and nothing else of
 * theirs matters to it), in validate's order of files, so that of two pages claiming one route or page
 * code the same one is told so.
 */
const otherPages = (file: string): ConfigFile[] => pageFiles.filter((entry) => entry.file !== file).map((entry) => ({ file: entry.file, text: JSON.stringify({ route: entry.route, body: [] }) }));
const pagesWith = (file: string, text: string): ConfigFile[] => [...otherPages(file), { file, text }].sort((a, b) => (a.file < b.file ? -1 : 1));
const problemKey = (problem: Problem) => `${problem.file} ${problem.pointer} ${problem.message}`;

/**
 * The checks of `npm run validate` (validatePages with the portal's extension and service catalogues and
 * its campaign activities),
 * run in the browser: the page schema's validator was compiled at build time, since the CSP forbids
 * compiling one here (scripts/vite-plugin-playground.ts).
 */
export async function createChecker(): Promise<Checker> {
  // A chunk of its own (the composed schema is large), fetched alongside the widgets' props schemas.
  const [descriptions, { default: pageSchemaValidator }] = await Promise.all([describeExtensions(portalExtensions()), import('virtual:page-schema-validator')]);
  const services = { endpoints: new Map(serviceRefs.map((ref) => [ref.id, { ...ref, definitions: serviceDefinitions[ref.family ?? ''] ?? {} }])) };
  const context: ValidationContext = {
    ...descriptions,
    checks: referenceChecks(services, readActivities(activitiesText)),
    serviceShapes: services,
    forms,
    pageSchemaValidator,
    fragments,
  };
  const library = loadFragments(fragments);
  // What the other pages' routes and codes give without the edited file, by that file: not the text's doing.
  const alone = new Map<string, Set<string>>();
  const without = (file: string) => {
    if (!alone.has(file)) alone.set(file, new Set(validatePages(otherPages(file), context).map(problemKey)));
    return alone.get(file)!;
  };
  return (text, start) => {
    // A tolerant parse: the file is known even while the text has a syntax error.
    const route = (parse(text) as { route?: Record<string, unknown> } | undefined)?.route;
    const file = targetFile(route, start);
    const found = validatePages(pagesWith(file, text), context);
    const problems = found.filter((problem) => pageOf(problem) === file);
    const elsewhere = found.filter((problem) => pageOf(problem) !== file && isError(problem) && !without(file).has(problemKey(problem)));
    if (problems.some(isError)) return { file, problems, elsewhere };
    return { file, problems, elsewhere, page: expandPage(file, JSON.parse(text), library).value as PreviewPage };
  };
}
