import Ajv, { type Options, type ValidateFunction } from 'ajv';
import { withSuggestion } from '../core/registry/suggest';
import { eventKey } from '../core/registry/widgets';
import type { ActionDescription, ExtensionDescriptions, WidgetDescription } from './extension-descriptions';
import { nodeSources, walkNodes } from '../core/page/walk';
import type { WidgetNode } from '../../schemas/generated/page';
import { composePageSchema } from './compose-schema';
import { parseLocated } from './locate';
import { expandPage, loadFragments, type FragmentIssue, type SourceFile } from './fragments';
import type { Place } from './origins';
import { describeSchemaErrors } from './schema-errors';
import { AJV_FORMATS } from './formats';
import { DYNAMIC, matchesRoute, pathParams, routeKey, type RoutePattern } from './routes';
import { sortProblems, type Problem } from './problems';
import { classifyAddress, type Site } from '../core/navigation/address';
import appConfig from '../../pages-config/app.json';
import { BASE_PATH, inAppPath } from '../platform/base-path';
import { checkSourceCoverage } from './check-source-coverage';
import { checkExpressions, checkForeignSyntax } from './check-expressions';
import { checkCredentialLinks } from './check-credential-links';
import { eachActionStep, eachString, type Issue, type PageCheck, type PageFacts } from './page-checks';
import { checkExpressionShape } from './check-expression-shape';
import { pageCodeProblems } from './check-page-codes';
import { checkPlaceholders } from './check-placeholders';
import { checkLanguage } from './check-language';
import { checkStepOrder } from './check-step-order';
import { checkExpressionPaths, pageShapes } from './check-expression-paths';
import { checkServiceParams, type ServiceRequestShape } from './check-service-params';
import type { FormSchemas } from './state-shape';

export type ConfigFile = SourceFile;
/** Where a pointer of an expanded page was written, as a problem names it. */
type Locator = (pointer: string, atKey?: boolean, at?: number) => Omit<Problem, 'message'>;
/** The extension catalogue pages are checked against, and extra reference checks (the service catalogue adds one). */
export interface ValidationContext extends ExtensionDescriptions {
  checks?: readonly PageCheck[];
  /** The fragment files pages may use (pages-config/fragments), expanded before anything is checked. */
  fragments?: readonly ConfigFile[];
  /** The files are every page of the portal (npm run validate): a fragment none of them uses is reported. */
  allPages?: boolean;
  /** The composed page schema's validator compiled ahead of time: the browser (the dev playground) may not compile one under its CSP. */
  pageSchemaValidator?: ValidateFunction;
  /** Services with their schemas: a source's fields and a call's params are checked against them (without them, not checked). */
  serviceShapes?: { endpoints: ReadonlyMap<string, ServiceRequestShape> };
  /** The form files a bound schema-form writes to the state (schemas/forms). */
  forms?: FormSchemas;
}

/** Config links are checked against the allowlist; the origin only has to be one the app is not served from. */
const CONFIG_SITE: Site = { origin: 'https://portal.invalid', basePath: BASE_PATH, allowlist: appConfig.redirectAllowlist };

/**
 * A static link must lead somewhere when tapped: a route of the portal, an allowlisted site or a
 * tel:/mailto: link. Links built by expressions are checked when followed.
 */
function checkLink(value: string, pointer: string, routes: readonly RoutePattern[]): Issue[] {
  const target = value.replace(/\{\{[\s\S]*?\}\}/g, DYNAMIC);
  if (target.startsWith(DYNAMIC)) return [];
  const address = classifyAddress(target.replaceAll(DYNAMIC, 'dynamic'), CONFIG_SITE);
  if (address.kind === 'refused') {
    return [{ pointer, message: `link "${value}" leads nowhere: use a route path starting with "/", a tel:/mailto: link, or an https address whose origin is in app.json redirectAllowlist` }];
  }
  const path = address.kind === 'in-app' ? inAppPath(target).split(/[?#]/)[0] || '/' : undefined;
  if (path && !routes.some((route) => matchesRoute(route, path))) {
    return [{ pointer, message: withSuggestion(`link "${value}" is not a route of the portal`, value, routes.map((r) => r.path)) }];
  }
  return [];
}

function checkActions({ page, routes }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  const named = Object.keys(page.actions ?? {});
  const sources = Object.keys(page.data ?? {});
  eachActionStep(page, '', (step, pointer) => {
    const link = (step.action === 'navigate' || step.action === 'replace') ? 'to' : (step.action === 'openUrl' || step.action === 'openFile') ? 'url' : undefined;
    if (link && typeof step[link] === 'string') issues.push(...checkLink(step[link] as string, `${pointer}/${link}`, routes));
    if (step.action === 'reload' && typeof step.source === 'string' && !sources.includes(step.source)) {
      issues.push({ pointer: `${pointer}/source`, message: withSuggestion(`unknown data source "${step.source}"`, step.source, sources) });
    }
  });
  const checkRef = (ref: unknown, pointer: string) => {
    if (typeof ref === 'string' && !named.includes(ref)) issues.push({ pointer, message: withSuggestion(`unknown page action "${ref}"`, ref, named) });
  };
  checkRef(page.onEnter, '/onEnter');
  eachString(page, '', (text, pointer) => {
    if (/\/(then|else)$/.test(pointer)) checkRef(text, pointer);
    // A node's way onward from its empty state is a link like any other.
    if (pointer.endsWith('/emptyLink/to')) issues.push(...checkLink(text, pointer, routes));
  });
  return issues;
}

function checkNodes(widgets: readonly WidgetDescription[]) {
  const byType = new Map(widgets.map((w) => [w.type, w]));
  return ({ page }: PageFacts): Issue[] => {
    const issues: Issue[] = [];
    const named = Object.keys(page.actions ?? {});
    const sources = Object.keys(page.data ?? {});
    walkNodes(Array.isArray(page.body) ? page.body : [], '/body', (type) => byType.get(type)?.slots, (node: WidgetNode, pointer) => {
      const spec = byType.get(node.type);
      if (!spec) return;
      const events = (spec.events ?? []).map(eventKey);
      for (const [key, value] of Object.entries(node)) {
        if (!/^on[A-Z]/.test(key)) continue;
        if (!events.includes(key)) {
          issues.push({ pointer: `${pointer}/${key}`, atKey: true, message: withSuggestion(`widget "${node.type}" has no event "${key}"${events.length ? ` (it has ${events.join(', ')})` : ''}`, key, events) });
        } else if (typeof value === 'string' && !named.includes(value)) {
          issues.push({ pointer: `${pointer}/${key}`, message: withSuggestion(`unknown page action "${value}"`, value, named) });
        }
      }
      if (node.bind !== undefined && !spec.bindable) {
        issues.push({ pointer: `${pointer}/bind`, atKey: true, message: `widget "${node.type}" is not an input and cannot bind state` });
      }
      nodeSources(node).forEach((name, index) => {
        if (sources.includes(name)) return;
        const at = typeof node.source === 'string' ? `${pointer}/source` : `${pointer}/source/${index}`;
        issues.push({ pointer: at, message: withSuggestion(`unknown data source "${name}"`, name, sources) });
      });
    });
    return issues;
  };
}

function checkPersist({ page }: PageFacts): Issue[] {
  const keys = Object.keys(page.state ?? {});
  // A path ("lead.name") keeps part of a state key: its first segment must be declared.
  // Not a list: the schema says so, and nothing here can be checked against the state.
  return (Array.isArray(page.persist) ? page.persist as unknown[] : []).flatMap((key, i) => (typeof key === 'string' && !keys.includes(key.split('.')[0])
    ? [{ pointer: `/persist/${i}`, message: withSuggestion(`persisted key "${key}" is not in the page state`, key.split('.')[0], keys) }]
    : []));
}

function checkRouteParams({ page }: PageFacts): Issue[] {
  const route = page.route ?? {};
  if (typeof route.path !== 'string') return [];
  const inPath = pathParams(route.path).map((p) => p.name);
  return Object.keys(route.params ?? {}).filter((name) => !inPath.includes(name)).map((name) => ({
    pointer: `/route/params/${name}`, atKey: true, message: withSuggestion(`param "${name}" is not in the path "${route.path}"`, name, inPath),
  }));
}

/** How the page schema is compiled, here and ahead of time for the browser (scripts/vite-plugin-page-validator.ts). */
export const PAGE_SCHEMA_AJV_OPTIONS: Options = { allErrors: true, verbose: true, strict: false, formats: { ...AJV_FORMATS } };

/**
 * The composed page schema's validator, compiled once per catalogue (its widgets and actions, which are
 * read-only once described): compiling takes longer than checking every page, and a tool or test may
 * validate many times against one catalogue.
 */
const compiledByCatalogue = new WeakMap<readonly WidgetDescription[], WeakMap<readonly ActionDescription[], ValidateFunction>>();
function pageSchemaValidatorFor({ widgets, actions }: ExtensionDescriptions): ValidateFunction {
  const byActions = compiledByCatalogue.get(widgets) ?? new WeakMap<readonly ActionDescription[], ValidateFunction>();
  compiledByCatalogue.set(widgets, byActions);
  const compiled = byActions.get(actions) ?? new Ajv(PAGE_SCHEMA_AJV_OPTIONS).compile(composePageSchema(widgets, actions));
  byActions.set(actions, compiled);
  return compiled;
}

/** Validates page definitions: syntax, schema (per widget and action), and references across pages. */
export function validatePages(files: readonly ConfigFile[], context: ValidationContext): Problem[] {
  const validate = context.pageSchemaValidator ?? pageSchemaValidatorFor(context);
  const problems: Problem[] = [];
  const parsed: Array<{ file: string; page: Record<string, any>; where: Locator }> = [];
  const widgetEvents = new Map(context.widgets.map((w) => [w.type, (w.events ?? []).map(eventKey)]));
  const library = loadFragments(context.fragments ?? []);
  const sources = new Map(library.sources);
  const usedFragments = new Set<string>();
  const unreadRoutes: RoutePattern[] = [];
  const atPlace = (place: Place, via: readonly Place[], atKey?: boolean, at?: number): Omit<Problem, 'message'> => ({
    file: place.file,
    ...(at !== undefined && !atKey ? sources.get(place.file)!.locate(place.pointer, false, at) : sources.get(place.file)!.locate(place.pointer, atKey)),
    pointer: place.pointer,
    ...(via.length > 0 && { usedAt: [...via].reverse().map((use) => ({ file: use.file, ...sources.get(use.file)!.locate(use.pointer), pointer: use.pointer })) }),
  });
  const fragmentProblem = ({ place, via, message, at, warning }: FragmentIssue): Problem => {
    const where = at !== undefined && place.pointer === '' ? { ...atPlace(place, via), ...sources.get(place.file)!.position(at) } : atPlace(place, via, false, at);
    return { ...where, message, ...(warning && { severity: 'warning' as const }) };
  };

  for (const { file, text } of files) {
    const json = parseLocated(text);
    sources.set(file, json);
    if (json.syntaxErrors.length > 0 || !json.value || typeof json.value !== 'object') {
      const first = json.syntaxErrors[0] ?? { offset: 0, message: 'not a JSON object' };
      problems.push({ file, ...json.position(first.offset), pointer: '', message: `invalid JSON: ${first.message}` });
      // Its route, read as far as the file goes, is still a route: links to it are not broken too.
      const path = (json.value as { route?: { path?: unknown } } | undefined)?.route?.path;
      if (typeof path === 'string') unreadRoutes.push({ path, params: {} });
      continue;
    }
    const expanded = expandPage(file, json.value, library);
    expanded.used.forEach((name) => usedFragments.add(name));
    problems.push(...expanded.issues.map(fragmentProblem));
    const page = expanded.value as Record<string, any>;
    const where: Locator = (pointer, atKey, at) => {
      const origin = expanded.origin(pointer);
      return atPlace({ file: origin.place.file, pointer: origin.pointer }, origin.via, atKey, origin.inexact ? undefined : at);
    };
    if (!validate(page)) {
      const nodeEvents = (pointer: string) => {
        const segments = pointer.split('/').slice(1);
        let cursor: any = page;
        for (const s of segments) cursor = cursor?.[s];
        return typeof cursor?.type === 'string' ? widgetEvents.get(cursor.type) ?? [] : [];
      };
      for (const issue of describeSchemaErrors(validate.errors ?? [], nodeEvents)) {
        problems.push({ ...where(issue.pointer, issue.atKey), message: issue.message });
      }
    }
    parsed.push({ file, page, where });
  }
  problems.push(...library.issues.map(fragmentProblem));
  // Only a check of every page knows which fragments none of them uses.
  if (context.allPages) {
    for (const [name, fragment] of library.fragments) {
      if (!usedFragments.has(name)) problems.push(fragmentProblem({ place: { file: fragment.file, pointer: '' }, via: [], warning: true, message: `fragment "${name}" is not used by any page, so its body is not checked` }));
    }
  }

  const routes: RoutePattern[] = [...unreadRoutes];
  const claimed = new Map<string, { file: string; path: string }>();
  const claim = (path: unknown, file: string, where: Locator, pointer: string) => {
    if (typeof path !== 'string') return;
    const key = routeKey(path);
    const owner = claimed.get(key);
    if (!owner) claimed.set(key, { file, path });
    else if (owner.file !== file || owner.path !== path) {
      const same = owner.path === path ? '' : ` as "${owner.path}" (routes ignore case, a trailing slash and param names)`;
      problems.push({ ...where(pointer), message: `path "${path}" is already claimed by ${owner.file}${same}` });
    }
  };
  for (const { file, page, where } of parsed) {
    claim(page.route?.path, file, where, '/route/path');
    (page.route?.redirects ?? []).forEach((r: { from?: string }, i: number) => claim(r?.from, file, where, `/route/redirects/${i}/from`));
    if (typeof page.route?.path === 'string') routes.push({ path: page.route.path, params: page.route.params ?? {} });
    for (const r of page.route?.redirects ?? []) if (typeof r?.from === 'string') routes.push({ path: r.from, params: {} });
  }

  const filterNames = context.filters.map((filter) => filter.name);
  const services = context.serviceShapes ?? { endpoints: new Map() };
  const checks: PageCheck[] = [checkExpressions(filterNames), checkLanguage, checkForeignSyntax, checkStepOrder, checkExpressionShape, checkPlaceholders, checkActions, checkNodes(context.widgets), checkSourceCoverage(context.widgets), checkExpressionPaths(services, context.forms), checkServiceParams(services, (page) => pageShapes(page, services.endpoints, context.forms ?? new Map())), checkRouteParams, checkPersist, checkCredentialLinks, ...(context.checks ?? [])];
  for (const { page, where } of parsed) {
    for (const check of checks) {
      for (const { pointer, atKey, at, message, severity } of check({ page, routes })) {
        problems.push({ ...where(pointer, atKey, at), message, ...(severity && { severity }) });
      }
    }
  }
  problems.push(...pageCodeProblems(parsed));
  return sortProblems(problems);
}
