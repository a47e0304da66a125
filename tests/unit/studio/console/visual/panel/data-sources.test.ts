import { describe, expect, it } from 'vitest';
import { runOperations, type Outcome, type PageDocument } from '../../../../../../studio/console/visual/model/operations';
import { outlineOf, flatten } from '../../../../../../studio/console/visual/model/outline';
import { addSource, changeService, readersOf, removeSource, showSource, sourceNameProblem, sourcesOf, suggestedName } from '../../../../../../studio/console/visual/panel/data-sources';

const noSlots = () => undefined;

const PAGE = `{
  "route": { "path": "/act/x", "title": "春日" },
  "share": { "title": "春日" },
  "data": {
    "rules": { "static": [{ "title": "时间", "text": "三月" }] },
    "news": { "service": "face.newsList", "params": { "category": "company" } }
  },
  "body": [
    { "type": "hero", "props": { "title": "春日" } },
    { "type": "text", "source": "news", "props": { "text": "共 {{ data.news.total }} 篇" } },
    { "use": "fragments/campaign-rules", "with": { "rules": "{{ data.rules }}" } }
  ]
}
`;

const run = (text: string, operations: ReadonlyArray<(page: PageDocument) => Outcome>) => runOperations(text, operations, noSlots);

const NO_DATA = `{
  "route": { "path": "/act/x", "title": "春日" },
  "body": [
    { "type": "hero", "props": { "title": "春日" } }
  ]
}
`;

describe('the page\'s data sources, edited through the document model', () => {
  it('adds a source on a line of its own, one-line, making `data` before the body when the page has none', () => {
    expect(run(PAGE, [addSource('policies', 'face.policyList')]).text).toBe(PAGE.replace(
      '"params": { "category": "company" } }\n',
      '"params": { "category": "company" } },\n    "policies": { "service": "face.policyList" }\n',
    ));
    expect(run(NO_DATA, [addSource('news', 'face.newsList')]).text).toBe(NO_DATA.replace(
      '  "body": [',
      '  "data": {\n    "news": { "service": "face.newsList" }\n  },\n  "body": [',
    ));
  });

  it('sets and clears a param in place, the emptied params leaving the source', () => {
    const set = run(PAGE, [(page) => page.set(['data', 'news', 'params', 'pageSize'], 10)]).text!;
    expect(set).toContain('"news": { "service": "face.newsList", "params": { "category": "company", "pageSize": 10 } }');
    const cleared = run(PAGE, [(page) => page.set(['data', 'news', 'params'], undefined)]).text!;
    expect(cleared).toContain('"news": { "service": "face.newsList" }\n');
    const changed = run(PAGE, changeService(sourcesOf(JSON.parse(PAGE))[1], 'face.policyList')).text!;
    expect(changed).toContain('"news": { "service": "face.policyList" }\n');
  });

  it('removes a source nothing reads, and `data` with the last one, back to the text before it was added', () => {
    const added = run(NO_DATA, [addSource('news', 'face.newsList')]).text!;
    expect(run(added, [removeSource(JSON.parse(added), 'news', [])]).text).toBe(NO_DATA);
    const two = run(PAGE, [addSource('policies', 'face.policyList')]).text!;
    expect(run(two, [removeSource(JSON.parse(two), 'policies', [])]).text).toBe(PAGE);
  });

  it('refuses to remove a source blocks still read, naming them', () => {
    const page = JSON.parse(PAGE);
    const nodes = flatten(outlineOf(PAGE, noSlots)!);
    const nameOf = (node: { kind: string; name: string }) => (node.kind === 'widget' ? { text: '文本', hero: '头图' }[node.name]! : '活动规则');
    expect(readersOf(page, 'news', nodes, nameOf)).toEqual(['文本“共 {{ data.news.total }} 篇”']);
    expect(readersOf(page, 'rules', nodes, nameOf)).toEqual(['活动规则']);
    const refused = run(PAGE, [removeSource(page, 'news', readersOf(page, 'news', nodes, nameOf))]);
    expect(refused.refused).toBe('不能删除数据来源 news：文本“共 {{ data.news.total }} 篇”还在读取它。请先修改或删除这些内容，再删除数据来源。');
  });

  it('takes a name expressions can read and the page has not used, suggesting the service\'s own', () => {
    const page = JSON.parse(PAGE);
    expect(sourceNameProblem('', page)).toBe('请填写数据来源的名称');
    expect(sourceNameProblem('2news', page)).toMatch(/^名称只能用英文字母/);
    expect(sourceNameProblem('my-news', page)).toMatch(/^名称只能用英文字母/);
    expect(sourceNameProblem('news', page)).toBe('页面已有名为 news 的数据来源');
    expect(sourceNameProblem('policies', page)).toBeUndefined();
    expect(suggestedName('face.newsList', page)).toBe('newsList');
    expect(suggestedName('face.news', page)).toBe('news2');
  });

  it('lists each source with its service, request and the keys the panel leaves to the JSON tab', () => {
    const page = { data: { news: { service: 'face.newsList', params: { category: 'company' }, paging: { size: 10 } }, rules: { static: [] } } };
    expect(sourcesOf(page)).toEqual([
      { name: 'news', service: 'face.newsList', request: { params: { category: 'company' } }, others: ['paging'] },
      { name: 'rules', request: {}, others: [] },
    ]);
  });
});

describe('the source a block shows', () => {
  it('is written after the block\'s type, changed in place and taken away, as a developer writes it', () => {
    const page = JSON.parse(PAGE);
    const shown = run(PAGE, [showSource(page, ['body', 0], 'news')]).text!;
    expect(shown).toContain('{ "type": "hero", "source": "news", "props": { "title": "春日" } },');
    expect(run(PAGE, [showSource(page, ['body', 1], 'rules')]).text).toContain('{ "type": "text", "source": "rules", "props": { "text": "共 {{ data.news.total }} 篇" } },');
    expect(run(PAGE, [showSource(page, ['body', 1], undefined)]).text).toContain('{ "type": "text", "props": { "text": "共 {{ data.news.total }} 篇" } },');
  });
});
