import { describe, expect, it } from 'vitest';
import { placeRefusals, syntaxProblems } from '../../../../../../../studio/console/pages/page/editor/text-problems';

const TEXT = [
  '{',
  '  "route": { "path": "/act/winter", "title": "冬日关爱季" },',
  '  "share": { "title": "冬日关爱", "desc": "【待填写：分享描述】" },',
  '  "body": [',
  '    { "type": "nav-bar" },',
  '    { "type": "hero", "props": { "subtitle": "【待填写：副标题】" } }',
  '  ]',
  '}',
].join('\n');

describe('the editor\'s problems at their place in the text', () => {
  it('places a gate refusal at the value its JSON pointer names', () => {
    expect(placeRefusals(TEXT, [
      { field: '/share/desc', message: '空白' },
      { field: '/body/1/props/subtitle', message: '空白' },
    ])).toEqual([
      { field: '/share/desc', message: '空白', line: 3, column: 39 },
      { field: '/body/1/props/subtitle', message: '空白', line: 6, column: 46 },
    ]);
  });

  it('places a pointer to something missing at its nearest parent, and the whole page at the start', () => {
    expect(placeRefusals(TEXT, [{ field: '/body/1/props/title', message: '缺少标题' }])[0]).toMatchObject({ line: 6, column: 32 });
    expect(placeRefusals(TEXT, [{ field: '/', message: '超过 48 KB' }])[0]).toMatchObject({ line: 1, column: 1 });
  });

  it('leaves the schedule\'s fields without a place: they are not in the text', () => {
    expect(placeRefusals(TEXT, [{ field: 'validFrom', message: '活动页必须填写开始时间' }])).toEqual([{ field: 'validFrom', message: '活动页必须填写开始时间' }]);
  });

  it('says where the JSON is broken, in Chinese', () => {
    expect(syntaxProblems(TEXT)).toEqual([]);
    const broken = TEXT.replace('"title": "冬日关爱季" }', '"title" "冬日关爱季" }');
    expect(syntaxProblems(broken)).toEqual([{ field: '', message: 'JSON 格式错误：属性名和值之间缺少冒号“:”', line: 2, column: 45 }]);
    expect(syntaxProblems('{ "a": 1, }')[0].message).toBe('JSON 格式错误：这里应为带双引号的属性名（"name": …），或多了一个逗号');
  });
});
