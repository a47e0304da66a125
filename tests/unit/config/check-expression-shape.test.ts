// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem, isError } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
/** What the validator says about one page, as `npm run validate` prints it, and whether it passes. */
function validate(value: Record<string, unknown>) {
  const problems = validatePages([json('pages/p.json', { route: { path: '/p' }, ...value })], context);
  return { passes: !problems.some(isError), printed: problems.map(formatProblem) };
}
const SEE = '(see docs/authoring.md, "Lists and tables")';
const members = { service: 'customerBaobei.homeMembers' };

describe('warnings that keep a page a description', () => {
  it('warn on a ternary chain standing in for a table, and say what to write', () => {
    const label = "{{ item.policyCount == 1 ? '一份保单' : item.policyCount == 2 ? '两份保单' : item.policyCount == 3 ? '三份保单' : '多份保单' }}";
    expect(validate({ data: { members }, body: [{ type: 'text', source: 'members', repeat: '{{ data.members }}', props: { text: label } }] })).toEqual({
      passes: true,
      printed: [`pages/p.json:16:18  /body/0/props/text  warning: 3 ternaries in one expression: a code's label is a table (a static source) looked up by the code ${SEE}`],
    });
  });

  it('warn on a fixed position in a list and on an expression too long to read', () => {
    const long = `{{ (data.members | where('relationName', '配偶', '子女', '父母') | pluck('name') | join('、')) + '（' + (data.members | length | text) + ' 人）' + (data.members | where('relationName', '本人') | pluck('name') | join('')) }}`;
    const { passes, printed } = validate({ data: { members }, body: [{ type: 'text', source: 'members', props: { text: '本人 {{ data.members[0].name }}' } }, { type: 'text', source: 'members', props: { text: long } }] });
    expect(passes).toBe(true);
    expect(printed).toEqual([
      `pages/p.json:15:21  /body/0/props/text  warning: "data.members[0]" reads a fixed position of a list that can grow: say which item (first, find, where) ${SEE}`,
      `pages/p.json:22:18  /body/1/props/text  warning: expression of ${long.length} characters (over 160): name its parts with filters, a table or a state key ${SEE}`,
    ]);
  });

  it('warn on a reload of a source that follows the state just set, and not on one the source does not read', () => {
    const news = { service: 'face.newsList', params: { category: '{{ state.tab }}', pageNo: 1, pageSize: 20 } };
    const { printed } = validate({
      state: { tab: 'company', seen: 0 },
      data: { news },
      actions: {
        switchTab: [{ action: 'setState', values: { tab: '{{ event.key }}' } }, { action: 'reload', source: 'news' }],
        refresh: { action: 'setState', values: { seen: 1 }, then: { action: 'reload', source: 'news' } },
      },
      body: [{ type: 'list', source: 'news', props: { items: '{{ data.news.list }}' } }],
    });
    expect(printed.filter((line) => line.includes('reload'))).toEqual([
      `pages/p.json:27:7  /actions/switchTab/1  warning: the source "news" follows the state it reads and loads again by itself: drop this reload ${SEE}`,
    ]);
  });
});
