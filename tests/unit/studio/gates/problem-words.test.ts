import { describe, expect, it } from 'vitest';
import { problemInChinese } from '../../../../studio/server/gates/problem-words';

describe('the compiler\'s problems, as the console says them', () => {
  it('says each shape an author meets in Chinese, keeping the names and the one meant', () => {
    expect([
      'missing required key "to"',
      'unknown key "visible" — did you mean "visibleWhen"?',
      'must be one of "info", "warning"',
      'must be number or a {{ }} expression',
      'must be text written like "2026-12-01" or "2026-12-01 10:00"',
      'unknown state key "lead": declare it in "state" (or write it with setState or bind)',
      'unknown data source "clams" — did you mean "claims"?',
      'unknown session key "user": pages read only loggedIn, elderlyMode, agentMode, name, agent of the session (never a token)',
      'unknown route param "id" (the path is "/act/x")',
      'params.policyNo is a string: it has no key "no"',
      "item.status is never 'finshed': it is one of 'reviewing', 'paid'",
      'service "face.newsList" needs param "category"',
      'link "act/x" leads nowhere: use a route path starting with "/", a tel:/mailto: link, or an https address whose origin is in app.json redirectAllowlist',
    ].map(problemInChinese)).toEqual([
      '缺少必填项“to”',
      '不认识的设置项“visible”，是不是要写“visibleWhen”？',
      '只能填写 “info”、“warning” 之一',
      '应填写数字或{{ }} 表达式',
      '格式应如 “2026-12-01”或“2026-12-01 10:00”',
      '页面状态中没有“lead”：请先在页面状态中声明它',
      '页面没有名为“clams”的数据来源：请在“页面设置”的数据来源中添加，是不是要写“claims”？',
      '页面不能读取会话中的“user”：只能读取 loggedIn、elderlyMode、agentMode、name、agent',
      '页面路径 /act/x 中没有参数“id”',
      'params.policyNo 是文字，没有“no”这一项',
      "item.status 不会是“finshed”，它只会是 'reviewing'、'paid' 之一",
      '服务 face.newsList 需要参数“category”',
      '链接“act/x”无法打开：请选择门户中的页面，或填写白名单内的 https 地址',
    ]);
  });

  it('says every kind of value a field may take, as the compiler lists them', () => {
    expect([
      'must be string,null',
      'must be one of 1, 2 or a {{ }} expression',
      'must be number or text written like "10rem" or a {{ }} expression',
      'must be a date written YYYY-MM-DD (e.g. "2026-12-31") or a {{ }} expression',
      'must be text in the format "uri"',
    ].map(problemInChinese)).toEqual([
      '应填写文字或空值',
      '应填写 1、2 之一，或{{ }} 表达式',
      '应填写数字或形如 “10rem” 的文字或{{ }} 表达式',
      '应填写日期（写作 YYYY-MM-DD，如 “2026-12-31”）或{{ }} 表达式',
      '应填写“uri”格式的文字',
    ]);
  });

  it('keeps a problem it has no words for whole, after a Chinese lead', () => {
    expect(problemInChinese('fragment "fragments/x" brings state "a" the page also declares')).toBe('未通过页面校验（与 npm run validate 相同的检查）：fragment "fragments/x" brings state "a" the page also declares');
  });
});
