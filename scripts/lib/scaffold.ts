// The logic of `npm run new:page` and `npm run new:widget`: names, paths, template filling and the
// checks that refuse a taken route, file or widget name. The scripts add the command line around it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { EDITOR_PAGE_SCHEMA } from './editor-schema';
import { projectRoot, readPageFiles } from './page-files';
import { isBlankProblem } from '../../runtime/config/check-placeholders';
import { validatePages, type ConfigFile, type ValidationContext } from '../../runtime/config/validate-pages';
import type { Problem } from '../../runtime/config/problems';

export const PAGE_KINDS = ['campaign', 'info', 'list', 'form'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface PageRequest { path: string; kind: PageKind; module?: string; title?: string }
export interface PagePlan { path: string; module: string; file: string }

const SEGMENT = /^[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*$/;
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A scaffolding request the tool refuses, with the message shown to the author. */
export class ScaffoldError extends Error {}

export const isPageKind = (kind: string): kind is PageKind => (PAGE_KINDS as readonly string[]).includes(kind);

/** Where a new page goes: `/act/spring` is `act/spring.json`; a one-segment path goes to `campaign/` (campaign) or `info/`. */
export function planPage({ path, kind, module }: PageRequest): PagePlan {
  const clean = path.startsWith('/') ? path.replace(/\/+$/, '') : `/${path.replace(/\/+$/, '')}`;
  const segments = clean.split('/').slice(1);
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) {
    throw new ScaffoldError(`路径 "${path}" 不可用：请写成 /act-spring 或 /act/spring 这样的形式（字母、数字和连字符，不含参数）`);
  }
  const name = segments.length > 1 ? segments.slice(1).join('-') : segments[0];
  const chosen = module ?? (segments.length > 1 ? segments[0] : kind === 'campaign' ? 'campaign' : 'info');
  if (!SEGMENT.test(chosen)) throw new ScaffoldError(`模块名 "${chosen}" 不可用：只能包含字母、数字和连字符`);
  const file = `pages-config/pages/${chosen}/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.json`;
  return { path: clean, module: chosen, file };
}

/** A route written as case and trailing slash aside, with params reduced to their shape. */
const routeIdentity = (path: string) => path.replace(/\/+$/, '').toLowerCase().split('/').map((s) => (s.startsWith(':') ? ':' : s)).join('/');

/** The page file already serving a path (as its route or one of its redirects), if any. */
export function routeOwner(path: string, files: ReadonlyArray<{ file: string; text: string }>): string | undefined {
  const wanted = routeIdentity(path);
  for (const { file, text } of files) {
    let route: { path?: unknown; redirects?: Array<{ from?: unknown }> } | undefined;
    try { route = JSON.parse(text).route; } catch { continue; }
    const paths = [route?.path, ...(route?.redirects ?? []).map((r) => r.from)];
    if (paths.some((p) => typeof p === 'string' && routeIdentity(p) === wanted)) return file;
  }
  return undefined;
}

/** Every string of a value, mapped. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]));
  return value;
}

/** The `$schema` of a page written to `file`: the generated editor schema, relative to the file. */
export const pageSchemaRef = (file: string) => relative(dirname(file), EDITOR_PAGE_SCHEMA).split(sep).join('/');

/** The analytics code of a page at `path`: /act-winter → ACT_WINTER, /act/winter-care → ACT_WINTER_CARE. */
export const pageCodeFor = (path: string): string => path.replace(/^\/+/, '').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();

/**
 * The template for the new route: `$schema` pointing at the editor schema from the page's file, path and
 * module set, the template's title replaced by the new one wherever it is written (the route's, the
 * hero's, inside the share card's), and the template's page code by the new path's, wherever it is sent.
 */
export function fillPage(template: Record<string, any>, plan: PagePlan, title?: string): Record<string, any> {
  const oldTitle: string = template.route.title;
  const oldCode: unknown = template.route.pageCode;
  const code = pageCodeFor(plan.path);
  const { $schema: _templateSchema, ...content } = template;
  const filled = mapStrings(content, (text) => {
    const titled = title ? text.replaceAll(oldTitle, title) : text;
    return typeof oldCode === 'string' && titled === oldCode ? code : titled;
  }) as Record<string, any>;
  return { $schema: pageSchemaRef(plan.file), ...filled, route: { ...filled.route, path: plan.path, module: plan.module } };
}

export const pageText = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;

/**
 * A page reduced to its route, for checking another page beside it: a new page's links, route and page
 * code are checked against the other pages' routes, and nothing else of theirs bears on its problems
 * (the playground's check does the same). A file that is not a JSON object is kept as it is.
 */
function routeOnly(file: ConfigFile): ConfigFile {
  try {
    const { route } = JSON.parse(file.text) as { route?: unknown };
    return { file: file.file, text: JSON.stringify({ route, body: [] }) };
  } catch {
    return file;
  }
}

export interface PageResult {
  file: string;
  path: string;
  /** What keeps the page from being written. */
  problems: Problem[];
  /** The template's texts the author must write (【待填写：…】): the page is written, and validate refuses it until they are. */
  blanks: Problem[];
  /** The snapshot cases file written beside the page. */
  casesFile?: string;
}

/**
 * The snapshot states a new page starts with (docs/qa.md), for QA to add to: the page as its customer
 * opens it, and a campaign come by a channel link too (docs/campaigns.md §9).
 */
function pageCases(kind: PageKind, file: string, route: { title: string; login?: boolean }) {
  const login = route.login === true;
  const opened = { description: `${login ? '演示客户' : '访客'}打开${route.title}${kind === 'campaign' ? '活动页' : ''}`, login };
  return {
    $schema: relative(dirname(file), 'schemas/snapshot-cases.schema.json').split(sep).join('/'),
    cases: kind === 'campaign'
      ? { default: opened, cps: { description: '通过渠道链接（cpsCode=CPS2026）进入', login: false, query: { cpsCode: 'CPS2026' } } }
      : { default: opened },
  };
}

/**
 * Writes a page from `scripts/templates/pages/<kind>.json` into `root`, after checking that its route
 * and file are free and that it passes the same validation as `npm run validate` alongside every page,
 * but for the template's blanks, which the author fills in next. A page with other problems is not
 * written: they are returned instead. The page gets its snapshot cases file beside it.
 */
export function createPage(request: PageRequest, context: ValidationContext, root = projectRoot): PageResult {
  const plan = planPage(request);
  const files = readPageFiles(root);
  const owner = routeOwner(plan.path, files);
  if (owner) throw new ScaffoldError(`路由 ${plan.path} 已由 ${owner} 使用，请换一个路径`);
  if (existsSync(join(root, plan.file))) throw new ScaffoldError(`文件 ${plan.file} 已存在，请换一个路径或用 --module 指定其他模块`);
  const template = JSON.parse(readFileSync(join(projectRoot, 'scripts/templates/pages', `${request.kind}.json`), 'utf8'));
  const page = fillPage(template, plan, request.title);
  const found = validatePages([...files.map(routeOnly), { file: plan.file, text: pageText(page) }], context).filter((p) => p.file === plan.file);
  const result: PageResult = { file: plan.file, path: plan.path, problems: found.filter((p) => !isBlankProblem(p)), blanks: found.filter(isBlankProblem) };
  if (result.problems.length > 0) return result;
  mkdirSync(dirname(join(root, plan.file)), { recursive: true });
  writeFileSync(join(root, plan.file), pageText(page));
  result.casesFile = plan.file.replace(/\.json$/, '.cases.json');
  writeFileSync(join(root, result.casesFile), pageText(pageCases(request.kind, result.casesFile, page.route)));
  return result;
}

export interface WidgetNames { type: string; pascal: string; camel: string }

/** The new widget's description, to be written by its developer (scripts/lib/widget-blanks.ts refuses it until then). */
export const WIDGET_DESCRIPTION_BLANK = '【待填写：what this widget shows and when a page uses it, in one or two sentences】';

/** The new widget's palette in the console's visual editor (schemas/palette.schema.json): blanks for its developer to write in Chinese. */
export const WIDGET_PALETTE_BLANKS = { name: '【待填写：组件的中文名，2 至 6 个字】', purpose: '【待填写：一句话说明组件的用途，不超过 40 个字】' };

export function widgetNames(type: string): WidgetNames {
  if (!KEBAB.test(type)) throw new ScaffoldError(`组件名 "${type}" 不可用：请用小写短横线形式，如 benefit-card`);
  const camel = type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return { type, camel, pascal: camel[0].toUpperCase() + camel.slice(1) };
}

/** The files of a new widget folder, by path relative to the project root. */
export function widgetFiles({ type, pascal }: WidgetNames): Record<string, string> {
  const schema = {
    title: `${pascal}Props`,
    // Authors read it in docs/widgets.md and the editor: a blank validate refuses until it is written.
    description: WIDGET_DESCRIPTION_BLANK,
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: { title: { type: 'string', description: 'The heading at the top of the card.' } },
  };
  const component = `import type { ${pascal}Props } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { Subheadings, useHeading } from '../shared/heading';
import '../shared/block.css';
import './${type}.css';

export default function ${pascal}({ props, children }: WidgetProps<${pascal}Props>) {
  const Heading = useHeading();
  return (
    <section className="w-${type} w-block">
      <Heading className="w-${type}__title">{props.title}</Heading>
      <Subheadings>{children}</Subheadings>
    </section>
  );
}
`;
  const index = `import { defineWidget } from '../define';
import type { ${pascal}Props } from '../../schemas/generated/widgets';

export default defineWidget<${pascal}Props>({ type: '${type}', schema: () => import('./props.schema.json'), load: () => import('./${pascal}') });
`;
  const css = `.w-${type} { padding: 0.25rem 1rem 0.75rem; }
.w-${type}__title { margin: 0; padding: 0.625rem 0 0.25rem; font-size: 1rem; font-weight: 600; color: var(--text-1); }
`;
  const dir = `widgets/${type}`;
  return {
    [`${dir}/props.schema.json`]: `${JSON.stringify(schema, null, 2)}\n`,
    // Each prop's label in the property panel: the scaffold's one prop is its title.
    [`${dir}/palette.json`]: `${JSON.stringify({ $schema: '../../schemas/palette.schema.json', ...WIDGET_PALETTE_BLANKS, labels: { title: '标题' } }, null, 2)}\n`,
    [`${dir}/${pascal}.tsx`]: component,
    [`${dir}/index.ts`]: index,
    [`${dir}/${type}.css`]: css,
  };
}

/** `widgets/index.ts` with the widget's export line added after the last one. */
export function registerWidget(indexText: string, { type, camel }: WidgetNames): string {
  const line = `export { default as ${camel} } from './${type}';`;
  if (indexText.includes(`from './${type}';`) || new RegExp(`\\bas ${camel}\\b`).test(indexText)) {
    throw new ScaffoldError(`组件 ${type} 已在 widgets/index.ts 中登记`);
  }
  return `${indexText.replace(/\s*$/, '')}\n${line}\n`;
}

/** Writes the widget folder and its registration line into `root`; returns the files written. */
export function createWidget(type: string, root = projectRoot): string[] {
  const names = widgetNames(type);
  if (existsSync(join(root, 'widgets', type))) throw new ScaffoldError(`widgets/${type} 已存在，请换一个组件名`);
  const indexFile = join(root, 'widgets/index.ts');
  const index = registerWidget(readFileSync(indexFile, 'utf8'), names);
  const files = widgetFiles(names);
  mkdirSync(join(root, 'widgets', type));
  for (const [file, content] of Object.entries(files)) writeFileSync(join(root, file), content);
  writeFileSync(indexFile, index);
  return [...Object.keys(files), 'widgets/index.ts'];
}
