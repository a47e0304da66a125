// The page's data sources (`data.<name>`) as 页面设置 lists and edits them: what each is, who reads it, and
// the edits an author makes, each an operation of the document model written as a developer writes it
// (`data` before `body`, a source on one line when short).
import type { GateRefusal } from '../../api-client/types';
import { pointerOf, within, type Path } from '../model/json-path';
import type { Outcome, PageDocument } from '../model/operations';
import type { OutlineNode } from '../model/outline';
import { isObject, valueAt } from '../model/structure';

export interface SourceEntry {
  name: string;
  /** The service it loads, or undefined for one written in the page (`static`). */
  service?: string;
  /** Its params and body, as the page writes them. */
  request: { params?: Record<string, unknown>; body?: unknown };
  /** Keys the panel does not edit (`when`, `paging`, `from`…): edited in the JSON tab. */
  others: string[];
}

const EDITED = new Set(['service', 'params', 'body', 'static']);
/** Where pages put `data`: after the route, share card and state, before what uses it. */
const DATA_BEFORE = ['onEnter', 'actions', 'body'];
/** A name expressions read as `data.<name>`. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function sourcesOf(page: unknown): SourceEntry[] {
  const data = valueAt(page, ['data']);
  if (!isObject(data)) return [];
  return Object.entries(data).map(([name, source]) => {
    const record = isObject(source) ? source : {};
    return {
      name, ...(typeof record.service === 'string' && { service: record.service }),
      request: { ...(isObject(record.params) && { params: record.params }), ...(record.body !== undefined && { body: record.body }) },
      others: Object.keys(record).filter((key) => !EDITED.has(key)),
    };
  });
}

/** Why `name` cannot name a new source of the page, in Chinese; undefined when it can. */
export function sourceNameProblem(name: string, page: unknown): string | undefined {
  if (name === '') return '请填写数据来源的名称';
  if (!NAME.test(name)) return '名称只能用英文字母、数字和下划线，且不能以数字开头（页面中以 data.名称 读取）';
  return isObject(valueAt(page, ['data'])) && name in (valueAt(page, ['data']) as object) ? `页面已有名为 ${name} 的数据来源` : undefined;
}

/** A name for a source of `service` not taken yet: the endpoint's own (`face.newsList` gives newsList). */
export function suggestedName(service: string, page: unknown): string {
  const base = service.split('.').pop()!.replace(/[^A-Za-z0-9_]/g, '') || 'source';
  let name = base;
  for (let count = 2; sourceNameProblem(name, page); count += 1) name = `${base}${count}`;
  return name;
}

/** Whether a value reads the source: `data.<name>` in an expression, or its name as a `source` (a node waiting for it, a `reload` step). */
function reads(value: unknown, path: Path, name: string): boolean {
  if (typeof value !== 'string') return false;
  if (new RegExp(`(?<![\\w$.])data\\.${name}(?![\\w$])`).test(value)) return true;
  const [key, parent] = [path[path.length - 1], path[path.length - 2]];
  return value === name && (key === 'source' || (typeof key === 'number' && parent === 'source'));
}

/** Every place outside the source itself that reads it. */
function readingPlaces(page: unknown, name: string): Path[] {
  const found: Path[] = [];
  const visit = (value: unknown, path: Path) => {
    if (path[0] === 'data' && path[1] === name) return;
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (isObject(value)) Object.entries(value).forEach(([key, item]) => visit(item, [...path, key]));
    else if (reads(value, path, name)) found.push(path);
  };
  visit(page, []);
  return found;
}

const PAGE_PARTS: Record<string, string> = { route: '页面设置', share: '分享卡片', actions: '页面动作', onEnter: '打开页面时的动作', data: '其他数据来源', state: '页面状态' };

/**
 * Who still reads the source, as an author knows them: each block by its name (and its own title), the
 * page's other parts by theirs; every one once.
 */
export function readersOf(page: unknown, name: string, nodes: readonly OutlineNode[], nameOf: (node: OutlineNode) => string): string[] {
  const byDepth = [...nodes].sort((a, b) => b.pointer.length - a.pointer.length);
  const names = readingPlaces(page, name).map((path) => {
    const pointer = pointerOf(path);
    const node = byDepth.find((candidate) => within(pointer, candidate.pointer));
    if (node) return node.label ? `${nameOf(node)}“${node.label}”` : nameOf(node);
    return PAGE_PARTS[String(path[0])] ?? pointer;
  });
  return [...new Set(names)];
}

/** The source `name` of `service` added to the page (its `data` made where pages put it when it has none). */
export const addSource = (name: string, service: string) => (page: PageDocument): Outcome => page.add(['data'], name, { service }, DATA_BEFORE);

/** The source's service changed: its request goes with the old one (the new one takes other inputs). */
export function changeService(entry: SourceEntry, service: string): Array<(page: PageDocument) => Outcome> {
  const parts = (['params', 'body'] as const).filter((part) => entry.request[part] !== undefined);
  return [(page) => page.set(['data', entry.name, 'service'], service), ...parts.map((part) => (page: PageDocument) => page.set(['data', entry.name, part], undefined))];
}

export const removalRefusal = (name: string, readers: readonly string[]): string => `不能删除数据来源 ${name}：${readers.join('、')}还在读取它。请先修改或删除这些内容，再删除数据来源。`;

/** The source taken out, `data` with it when it was the last; refused, naming them, while anything reads it. */
export function removeSource(value: unknown, name: string, readers: readonly string[]) {
  return (page: PageDocument): Outcome => {
    if (readers.length > 0) return { refused: removalRefusal(name, readers) };
    return page.set(sourcesOf(value).length === 1 ? ['data'] : ['data', name], undefined);
  };
}

/** The refusals about the page's data sources (their pointers lie under `/data`). */
export const dataRefusals = (refusals: readonly GateRefusal[]): GateRefusal[] => refusals.filter((refusal) => within(refusal.field, '/data'));

/** Where a developer writes a block's `source`: after its type, before what it reads the source for. */
const BLOCK_SOURCE_BEFORE = ['let', 'repeat', 'visibleWhen', 'disabledWhen', 'props', 'onClick', 'children'];

/** The block at `path` shown as loading from the source `name` (none: undefined). */
export function showSource(page: unknown, path: Path, name: string | undefined): (document: PageDocument) => Outcome {
  const had = valueAt(page, [...path, 'source']) !== undefined;
  return (document) => (name && !had ? document.add(path, 'source', name, BLOCK_SOURCE_BEFORE) : document.set([...path, 'source'], name));
}
