import { pages } from 'virtual:pages';
import type { StartingPage } from './target-file';

/** A page the author may start from, as the picker lists it. */
export interface PageChoice extends StartingPage { title: string }

/** What the author is working on: kept in this browser, so a reload loses nothing typed. */
export interface Work { text: string; start?: StartingPage }

const STORAGE_KEY = 'official:dev-playground';
const DEFAULT_PATH = '/about-us';

// The files as written (fragment uses included), loaded when chosen.
const texts = import.meta.glob<string>('/pages-config/pages/**/*.json', { query: '?raw', import: 'default' });

export const pageChoices: readonly PageChoice[] = pages
  .map((entry) => ({ file: entry.file, path: entry.route.path, title: entry.route.title ?? '' }))
  .sort((a, b) => a.path.localeCompare(b.path));

export async function loadPage(choice: StartingPage): Promise<Work> {
  const load = texts[`/${choice.file}`];
  if (!load) throw new Error(`no page file ${choice.file}`);
  return { text: await load(), start: { file: choice.file, path: choice.path } };
}

export function saveWork(work: Work): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(work));
  } catch {
    // Storage full or disabled: the playground still works, only a reload would start afresh.
  }
}

/** The author's last text, else the default page (/about-us) as its file is written. */
export async function initialWork(): Promise<Work> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Work | null;
    if (typeof saved?.text === 'string') return saved;
  } catch {
    // An unreadable entry is replaced by the next save.
  }
  return loadPage(pageChoices.find((choice) => choice.path === DEFAULT_PATH) ?? pageChoices[0]);
}
