// What the compiler says of a `{{ }}` expression (check-expressions, check-language, check-expression-paths,
// infer-shape, scope-keys, condition-kind): how it is written, what it reads, the types it mixes.
import { ExpressionError } from '../../../../runtime/core/expression/parse';
import { parseErrorInChinese } from '../../../../runtime/dev/playground/expression-words';
import { list, readPlace, typeWord, type Shapes } from './words';

/** The hint after a type error, as check-language.ts and infer-shape.ts word it. */
function typeHint(hint: string | undefined): string {
  if (!hint) return '';
  if (hint.startsWith('a route param or query value is text')) return '；路径参数和网址参数都是文字，请与文字比较（如 \'1\'）';
  const asText = /^(?:write the number as text, |join a number to a text as )(\(.+\))$/.exec(hint);
  return asText ? `；请写作 ${asText[1]}，把数字变成文字再相连` : '';
}

/** Why a condition is not true or false (condition-kind.ts), with what to write. */
function notBoolean(why: string): string | undefined {
  const text = /^"([^"]+)" is text, not true or false: did you mean (.+)\?$/.exec(why);
  if (text) return `条件应给出 true 或 false，而“${text[1]}”是文字：要判断它是否有值，请写 ${text[2]}`;
  if (why.startsWith('a count is not true or false')) return '条件应给出 true 或 false，而数量不是：请写成 (… | length) > 0';
  if (why.startsWith('a record found in a list is not true or false')) return '条件应给出 true 或 false，而在列表中找到的记录不是：请写成 (… | find(…)) != null';
  const literal = /^(.+) is not true or false$/.exec(why);
  return literal ? `条件应给出 true 或 false，而 ${literal[1]} 不是` : undefined;
}

export const EXPRESSION_SHAPES: Shapes = [
  [/^expression is not closed/, () => '表达式没有结束：请在末尾写上 }}'],
  [/^expression does not parse: ([\s\S]+) \(at (\d+) in "([\s\S]*)"\)$/, ([, problem, at, source]) => parseErrorInChinese(new ExpressionError(problem, source, Number(at)))],
  [/^unknown filter "([^"]+)"/, ([, name]) => `没有名为“${name}”的过滤器`],
  [/^unknown name "([^"]+)" in expression/, ([, name]) => `表达式中的“${name}”不是可读取的数据（可读取 data、state、query、params、session、app 等）`],
  [/^unknown state key "([^"]+)"/, ([, key]) => `页面状态中没有“${key}”：请先在页面状态中声明它`],
  [/^unknown session key "([^"]+)": session\.(\w+) holds only (.+)$/, ([, key, root, keys]) => `页面不能读取会话中的“${key}”：session.${root} 只有 ${list(keys)}`],
  [/^unknown session key "([^"]+)": session\.(\w+) is a value, not a record$/, ([, key, root]) => `页面不能读取会话中的“${key}”：session.${root} 是一个值，下面没有其他项`],
  [/^unknown session key "([^"]+)"/, ([, key]) => `页面不能读取会话中的“${key}”：只能读取 loggedIn、elderlyMode、agentMode、name、agent`],
  [/^unknown app constant "([^"]+)"/, ([, key]) => `应用常量中没有“${key}”`],
  [/^unknown route param "([^"]+)" \(the path is "([^"]+)"\)/, ([, key, path]) => `页面路径 ${path} 中没有参数“${key}”`],
  [/^"([^"]+)" is not a key of (.+?) \(([^:]+): (.*)\)/, ([, key, where, , keys]) => `${readPlace(where)}中没有“${key}”${keys === 'no keys' ? '（它没有任何项）' : `（有：${list(keys)}）`}`],
  [/^"([^"]+)" is not a key of (.+)$/, ([, key, where]) => `${readPlace(where)}中没有“${key}”`],
  [/^(.+) is an? (string|number|boolean): it has no key "([^"]+)"/, ([, where, type, key]) => `${readPlace(where)}是${typeWord(type)}，没有“${key}”这一项`],
  [/^"(===|!==)" is not part of the page language/, ([, op]) => `页面表达式不支持“${op}”：请写“${op.slice(0, 2)}”，它本身就是严格比较`],
  [/^"([^"]+)" between an? (\w+) \((.+?)\) and an? (\w+) \((.+?)\) is a type error(?:: (.+))?$/, ([, op, a, left, b, right, hint]) => `“${op}”两边的类型不同：${readPlace(left)}是${typeWord(a)}，${readPlace(right)}是${typeWord(b)}${typeHint(hint)}`],
  [/^"([^"]+)" between an? (\w+) and an? (\w+) is a type error(?:: (.+))?$/, ([, op, a, b, hint]) => `“${op}”两边的类型不同：一边是${typeWord(a)}，一边是${typeWord(b)}${typeHint(hint)}`],
  [/^(.+) is never '([^']*)': it is one of (.+)$/, ([, field, value, values]) => `${readPlace(field)}不会是“${value}”，它只会是 ${list(values)} 之一`],
  [/^(\w+\('[^']*', …\)) compares "([^"]+)", an? (\w+), with (.+), an? (\w+): they are never equal(?:: turn the \w+ into \w+ with (\(.+\)))?$/, ([, filter, key, own, other, type, fix]) => (
    `${filter} 比较的两边永远不会相等：“${key}”是${typeWord(own)}，${readPlace(other)}是${typeWord(type)}${fix ? `；请写作 ${fix}，把两边变成同一类型` : ''}`
  )],
  [/^persisted path "([^"]+)": (.+)$/, ([, path, problem], say) => {
    const said = say(problem);
    return said && `暂存的状态“${path}”：${said}`;
  }],
  [/^a condition is a boolean, and the text "([^"]*)" would always count as true/, ([, text]) => `条件写成了文字“${text}”，会一直当作成立：请改为不加引号的 ${text.trim()}`],
  [/^a condition is one \{\{ \}\} expression giving true or false, or true or false itself: "([\s\S]*)" is text$/, ([, text]) => `条件应是一个给出 true 或 false 的 {{ }} 表达式，或直接写 true、false，而“${text}”是普通文字`],
  [/^a condition gives true or false: (.+)$/, ([, why]) => notBoolean(why)],
  [/^the let name "([^"]+)" would hide/, ([, name]) => `组件命名的值不能叫“${name}”：下层组件会因此读不到 {{ ${name}.… }}，请换一个名称`],
  [/^a node repeated over a list filtered to one record/, () => '组件重复显示的列表最多只有一条记录：请改为给这条记录命名（组件命名的值，用 | find(…) 找到它），再用显示条件 {{ 名称 != null }} 在找不到时隐藏'],
  [/^"([^"]+)" is a credential/, ([, read]) => `“${read}”是登录凭证，不能放进链接、分享卡片或统计参数：它会被带到其他网站、聊天和统计中`],
];
