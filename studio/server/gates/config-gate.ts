// The gate `npm run validate` is: the same compiler (runtime/config) with the running build's widgets,
// actions, filters, services and fragments, on the candidate among the portal's routes and the store's.
import Ajv from 'ajv';
import { composePageSchema } from '../../../runtime/config/compose-schema';
import { isBlankProblem } from '../../../runtime/config/check-placeholders';
import { fragmentName } from '../../../runtime/config/fragments';
import { isError } from '../../../runtime/config/problems';
import { referenceChecks } from '../../../runtime/config/reference-checks';
import { routeKey } from '../../../runtime/config/routes';
import { PAGE_SCHEMA_AJV_OPTIONS, validatePages, type ConfigFile, type ValidationContext } from '../../../runtime/config/validate-pages';
import type { Activity as DeclaredActivity } from '../../../runtime/config/activities';
import { serviceCatalogue } from '../../../scripts/lib/catalogue';
import { defaultContext, readActivityFile, readPageFiles } from '../../../scripts/lib/page-files';
import type { Candidate, Gate } from './gate';
import { problemInChinese } from './problem-words';

const CANDIDATE_FILE = 'studio/candidate.json';

interface RouteStub { file: string; path: string; text: string }

/** A page by its route alone: links to it resolve and its route stays claimed (page codes are the page-code gate's). */
const routeStub = (file: string, route: { path?: unknown; params?: unknown; redirects?: unknown }): RouteStub | undefined => (
  typeof route.path === 'string' ? { file, path: route.path, text: JSON.stringify({ route: { path: route.path, params: route.params, redirects: route.redirects } }) } : undefined
);

interface Compiler { context: ValidationContext; builtIn: RouteStub[] }

async function loadCompiler(): Promise<Compiler> {
  const context = await defaultContext();
  const pageSchemaValidator = new Ajv(PAGE_SCHEMA_AJV_OPTIONS).compile(composePageSchema(context.widgets, context.actions));
  const builtIn = readPageFiles().flatMap(({ file, text }) => {
    try {
      return [routeStub(file, JSON.parse(text).route ?? {})].filter((stub): stub is RouteStub => !!stub);
    } catch {
      return [];
    }
  });
  return { context: { ...context, pageSchemaValidator }, builtIn };
}

/** The activities of pages-config/activities.json and the store's, as the lead form's check reads them. */
function activitiesFor(activities: readonly Candidate['activities'][number][], now: Date) {
  const declared = readActivityFile();
  const registered: Record<string, DeclaredActivity> = Object.fromEntries(activities.map((activity) => [
    activity.code, { name: activity.name, ended: Date.parse(activity.endsAt) <= now.getTime(), productId: null, page: activity.pagePath },
  ]));
  return declared.activities ? { activities: { ...declared.activities, ...registered }, problems: [] as [] } : declared;
}

const blankOf = (message: string) => /“?"?(【待填写[^】]*】)/.exec(message)?.[1] ?? '【待填写】';

/** The build's catalogue, loaded once a process (about two seconds), on first use. */
let compiler: Promise<Compiler> | undefined;
/** The running build's validation context (its widgets, actions, services…), shared by the gates that need it. */
export const buildCatalogue = (): Promise<ValidationContext> => (compiler ??= loadCompiler()).then(({ context }) => context);

/**
 * The compiler's gate. A candidate replaces a built-in page of its route (a release may), so that page's
 * route is not claimed twice.
 */
export function configGate(): Gate {
  return async ({ content, routePath, activities, otherPages, now }) => {
    const { context, builtIn } = await (compiler ??= loadCompiler());
    const own = routeKey(routePath);
    const stored = otherPages.map((page, index) => routeStub(`studio/page-${index}.json`, { path: page.routePath })!);
    const storedRoutes = new Set(stored.map((stub) => routeKey(stub.path)));
    const files: ConfigFile[] = [...builtIn.filter((stub) => !storedRoutes.has(routeKey(stub.path))), ...stored].filter((stub) => routeKey(stub.path) !== own);
    files.push({ file: CANDIDATE_FILE, text: JSON.stringify(content, null, 2) });
    const checks = referenceChecks(serviceCatalogue(), activitiesFor(activities, now));
    return validatePages(files, { ...context, checks }).filter(isError).flatMap((problem) => {
      if (problem.file === CANDIDATE_FILE) {
        return [{
          field: problem.pointer || '/',
          message: isBlankProblem(problem)
            ? `${problem.pointer}：模板留下的空白 ${blankOf(problem.message)} 还没有填写，请写上本页自己的文案`
            : `${problem.pointer || '/'}：${problemInChinese(problem.message)}`,
        }];
      }
      // A problem inside a fragment the page uses, which the page brought about (a data source of the
      // fragment's name redefined, say): told at the page's use of it.
      const use = problem.usedAt?.find((site) => site.file === CANDIDATE_FILE);
      return use ? [{ field: use.pointer, message: `${use.pointer}：片段 ${fragmentName(problem.file)} 的 ${problem.pointer} 处：${problemInChinese(problem.message)}` }] : [];
    });
  };
}
