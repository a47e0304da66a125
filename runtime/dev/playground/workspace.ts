import { pageFiles } from 'virtual:page-files';
import type { StartingPage } from './target-file';
import { browserStorage } from '../../core/state/storage';

/** A definition the author may start from: a page of the portal, or a scaffold template for a new page. */
export interface Choice { file: string; label: string }

/** What the author is working on: kept in this browser, so a reload loses nothing typed. */
export interface Work {
  text: string;
  /** The file of the choice it started from. */
  from?: string;
}

const STORAGE_KEY = 'official:dev-playground';
const DEFAULT_PATH = '/about-us';
/** The templates of `npm run new:page -- --from <kind>` (scripts/templates/pages). */
const TEMPLATE_NAMES: Record<string, string> = { campaign: '活动页', info: '信息页', list: '列表页', form: '表单页' };

// The files as written (fragment uses included), loaded when chosen; QA's snapshot cases sit beside them.
const pageTexts = import.meta.glob<string>(['/pages-config/pages/**/*.json', '!/pages-config/pages/**/*.cases.json'], { query: '?raw', import: 'default' });
const templateTexts = import.meta.glob<string>('/scripts/templates/pages/*.json', { query: '?raw', import: 'default' });

const sortedPages = [...pageFiles].sort((a, b) => a.route.path.localeCompare(b.route.path));

export const pageChoices: readonly Choice[] = sortedPages.map((entry) => ({ file: entry.file, label: entry.route.title ? `${entry.route.path}　${entry.route.title}` : entry.route.path }));

export const templateChoices: readonly Choice[] = Object.keys(templateTexts).sort().map((path) => {
  const kind = path.replace(/^.*\/|\.json$/g, '');
  return { file: path.slice(1), label: `${TEMPLATE_NAMES[kind] ?? kind}（new:page --from ${kind}）` };
});

/** The existing page a text started from (a template starts a new page). */
export function startingPage(work: Work): StartingPage | undefined {
  const entry = pageFiles.find((page) => page.file === work.from);
  return entry && { file: entry.file, path: entry.route.path };
}

export async function loadChoice(file: string): Promise<Work> {
  const load = pageTexts[`/${file}`] ?? templateTexts[`/${file}`];
  if (!load) throw new Error(`no page or template file ${file}`);
  return { text: await load(), from: file };
}

export function saveWork(work: Work): void {
  // Storage full or disabled: the playground still works, only a reload would start afresh.
  browserStorage.writeJson(STORAGE_KEY, work);
}

/** The author's last text, else the default page (/about-us) as its file is written. */
export async function initialWork(): Promise<Work> {
  // An unreadable entry is replaced by the next save.
  const saved = browserStorage.readJson<Work>(STORAGE_KEY);
  if (typeof saved?.text === 'string') return saved;
  return loadChoice((sortedPages.find((entry) => entry.route.path === DEFAULT_PATH) ?? sortedPages[0]).file);
}
