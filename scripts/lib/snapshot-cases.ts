import Ajv from 'ajv';
import { withSuggestion } from '../../runtime/core/registry/suggest';
import { parseLocated } from '../../runtime/config/locate';
import { describeSchemaErrors } from '../../runtime/config/schema-errors';
import { pathParams } from '../../runtime/config/routes';
import { sortProblems, type Problem } from '../../runtime/config/problems';
import type { ConfigFile } from '../../runtime/config/validate-pages';
import { readSchema } from './schemas';
import { portalUrl } from '../../runtime/platform/base-path';

/**
 * The layouts (docs/product.md, Layout) each state is captured at: the viewport in CSS px, whether the browser is a phone's
 * (mobile viewport, touch) and how many device pixels it draws per CSS px. The larger layouts scale every rem
 * up with their width (the root size: 16 px on the phone, 24 px on the tablet, 64 px on a 2560 px
 * desktop), so they are drawn with fewer device pixels: the tablet at 3/4 (576×768) and the desktop at 3/8
 * (960×540), the same layout, its text still larger than the phone's, in a fraction of the pixels.
 */
export const PROFILES = {
  phone: { width: 375, height: 667, mobile: true, touch: true, scale: 1 },
  tablet: { width: 768, height: 1024, mobile: false, touch: true, scale: 0.75 },
  desktop: { width: 2560, height: 1440, mobile: false, touch: false, scale: 0.375 },
} as const;
export type Profile = keyof typeof PROFILES;

/** What Playwright would turn into "-" in a snapshot's file name: every ASCII character but letters, digits and "-". */
const FILE_UNSAFE = /[^-0-9A-Za-z\u0080-\uffff]+/g;

/**
 * A state's snapshot files at a layout, as path segments under tests/snapshots:
 * ["phone", "news-news-center-default.webp"] and its "-aria.yml".
 */
export function snapshotFiles(state: Pick<SnapshotCase, 'id'>, profile: Profile): { picture: [string, string]; aria: [string, string] } {
  const base = state.id.replace(FILE_UNSAFE, '-');
  return { picture: [profile, `${base}.webp`], aria: [profile, `${base}-aria.yml`] };
}

export type Step = { click: string } | { fill: string; with: string } | { check: string };
export interface CaseFault { service: string; [setting: string]: unknown }

/** One state of one page, as QA snapshots it. */
export interface SnapshotCase {
  /** The page definition file. */
  page: string;
  /** Where its snapshots live under tests/snapshots: "info/about-us/default". */
  id: string;
  name: string;
  description: string;
  /** The in-app address, base path included. */
  address: string;
  /** false: a visitor; true: the demo customer; a phone: that sandbox scenario customer. */
  login: boolean | string;
  faults: CaseFault[];
  steps: Step[];
  profiles: Profile[];
  /**
   * Whether the state is audited for accessibility. A generated empty or failing state is not, unless its
   * cases file writes it: its markup is the page's own, audited in its default state, with the runtime's
   * empty or failed block in place of data, which source-states.spec audits once for every page.
   */
  audited: boolean;
}

interface CaseSettings { description?: string; params?: Record<string, string>; query?: Record<string, string>; login?: boolean | string; faults?: CaseFault[]; steps?: Step[]; profiles?: Profile[] }
interface Route { path: string; login?: boolean; visitor?: boolean; params?: Record<string, { values?: string[] }> }
export interface PageForCases { file: string; page: { route?: Route; data?: Record<string, { service?: string }> } }

const PAGES_DIR = 'pages-config/pages/';
/** The states made for every page with data: its lists empty, its sources failing. */
const GENERATED_FAULT_STATES = ['empty', 'source-failing'];
export const casesFileOf = (pageFile: string) => pageFile.replace(/\.json$/, '.cases.json');
export const isCasesFile = (file: string) => file.endsWith('.cases.json');

function address(route: Route, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    return params[segment.replace(/^:|\?$/g, '')];
  }).filter((segment) => segment !== undefined).join('/');
  const search = new URLSearchParams(query).toString();
  return portalUrl(`${path || '/'}${search ? `?${search}` : ''}`);
}

/** The services whose data a node repeats over: with no data the page shows its empty state. */
function listedServices(page: PageForCases['page']): string[] {
  const repeated = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { repeat } = value as { repeat?: unknown };
      if (typeof repeat === 'string') for (const [, name] of repeat.matchAll(/\bdata\.(\w+)/g)) repeated.add(name);
      Object.values(value).forEach(visit);
    }
  };
  visit((page as { body?: unknown }).body);
  return [...new Set([...repeated].map((name) => page.data?.[name]?.service).filter((id): id is string => typeof id === 'string'))];
}

/** The states a page gets by itself: the default, each other allowed param value, logged in, no data, a failing source. */
function ownCases({ page }: PageForCases): Map<string, CaseSettings> {
  const route = page.route!;
  const cases = new Map<string, CaseSettings>();
  const params: Record<string, string> = {};
  for (const { name, optional } of pathParams(route.path)) {
    const values = route.params?.[name]?.values;
    if (!optional && values) params[name] = values[0];
  }
  const login = Boolean(route.login || route.visitor);
  cases.set('default', { description: login ? '已登录' : '访客', params, login });
  for (const { name } of pathParams(route.path)) {
    for (const value of route.params?.[name]?.values ?? []) {
      if (params[name] !== value) cases.set(`${name}-${value}`, { description: `${name} = ${value}`, params: { ...params, [name]: value }, login });
    }
  }
  if (!login && JSON.stringify(page).includes('session.')) cases.set('logged-in', { description: '已登录', params, login: true });
  const services = [...new Set(Object.values(page.data ?? {}).map((source) => source.service).filter((id): id is string => typeof id === 'string'))];
  const listed = listedServices(page);
  if (listed.length > 0) {
    cases.set('empty', { description: `没有数据（${listed.join('、')} 返回空列表）`, params, login, faults: listed.map((service) => ({ service, empty: true })) });
  }
  if (services.length > 0) {
    cases.set('source-failing', { description: `数据加载失败（${services.join('、')} 返回 500）`, params, login, faults: services.map((service) => ({ service, status: 500 })) });
  }
  return cases;
}

/** Every page's snapshot cases, and what is wrong in the cases files (file:line:col, as the validator says it). */
export function snapshotCases(pages: readonly PageForCases[], casesFiles: readonly ConfigFile[], serviceIds: ReadonlySet<string>): { cases: SnapshotCase[]; problems: Problem[] } {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readSchema('snapshot-cases'));
  const problems: Problem[] = [];
  const written = new Map<string, Record<string, CaseSettings | false>>();
  const routed = pages.filter(({ page }) => typeof page.route?.path === 'string');
  const pageOf = new Map(routed.map((entry) => [casesFileOf(entry.file), entry]));

  for (const { file, text } of casesFiles) {
    const json = parseLocated(text);
    const at = (pointer: string, message: string, atKey = false) => problems.push({ file, ...json.locate(pointer, atKey), pointer, message });
    if (json.syntaxErrors.length > 0) {
      problems.push({ file, ...json.position(json.syntaxErrors[0].offset), pointer: '', message: `invalid JSON: ${json.syntaxErrors[0].message}` });
      continue;
    }
    const entry = pageOf.get(file);
    if (!entry) { at('', `no page definition ${file.replace(/\.cases\.json$/, '.json')} next to this cases file`); continue; }
    if (!validate(json.value)) {
      for (const issue of describeSchemaErrors(validate.errors ?? [], () => [])) at(issue.pointer, issue.message, issue.atKey);
      continue;
    }
    const cases = (json.value as { cases: Record<string, CaseSettings | false> }).cases;
    const route = entry.page.route!;
    const names = pathParams(route.path).map((p) => p.name);
    for (const [name, settings] of Object.entries(cases)) {
      if (settings === false) continue;
      for (const [param, value] of Object.entries(settings.params ?? {})) {
        const pointer = `/cases/${name}/params/${param}`;
        const allowed = route.params?.[param]?.values;
        if (!names.includes(param)) at(pointer, withSuggestion(`"${param}" is not a param of ${route.path}`, param, names), true);
        else if (allowed && !allowed.includes(value)) at(pointer, `"${value}" is not an allowed value of :${param} (${allowed.join(', ')})`);
      }
      (settings.faults ?? []).forEach((fault, index) => {
        if (serviceIds.has(fault.service)) return;
        at(`/cases/${name}/faults/${index}/service`, withSuggestion(`unknown service "${fault.service}"`, fault.service, serviceIds));
      });
    }
    written.set(entry.file, cases);
  }

  const cases: SnapshotCase[] = [];
  for (const entry of routed) {
    // The page's own states (param values, empty, failing) open the page as its written default does:
    // with that case's params and query, so a page that needs a :businessNo shows its data, not not-found.
    const writtenDefault = written.get(entry.file)?.default || undefined;
    const own = new Map([...ownCases(entry)].map(([name, setting]) => [name, name === 'default' || !writtenDefault ? setting
      : { ...setting, params: { ...writtenDefault.params, ...setting.params }, query: { ...writtenDefault.query, ...setting.query } }]));
    const base = own.get('default')!;
    const settings = new Map(own);
    for (const [name, overrides] of Object.entries(written.get(entry.file) ?? {})) {
      if (overrides === false) settings.delete(name);
      else settings.set(name, { ...(own.get(name) ?? base), ...overrides, params: { ...(own.get(name) ?? base).params, ...overrides.params } });
    }
    const missing = pathParams(entry.page.route!.path).filter((p) => !p.optional && !base.params?.[p.name] && !(written.get(entry.file)?.default as CaseSettings | undefined)?.params?.[p.name]);
    if (missing.length > 0) {
      problems.push({ file: entry.file, line: 1, column: 1, pointer: '/route/path', message: `snapshots need a value for :${missing[0].name}: add ${casesFileOf(entry.file)} with { "cases": { "default": { "params": { "${missing[0].name}": "…" } } } }` });
      continue;
    }
    const page = entry.file.slice(PAGES_DIR.length).replace(/\.json$/, '');
    for (const [name, setting] of settings) {
      cases.push({
        page: entry.file,
        id: `${page}/${name}`,
        name,
        description: setting.description ?? name,
        address: address(entry.page.route!, setting.params ?? {}, setting.query ?? {}),
        login: setting.login ?? false,
        faults: setting.faults ?? [],
        steps: setting.steps ?? [],
        // A page's layouts are checked in its default state; its other states differ in content, seen on the phone.
        profiles: setting.profiles ?? (name === 'default' ? (Object.keys(PROFILES) as Profile[]) : ['phone']),
        audited: !GENERATED_FAULT_STATES.includes(name) || written.get(entry.file)?.[name] !== undefined,
      });
    }
  }
  return { cases, problems: sortProblems(problems) };
}
