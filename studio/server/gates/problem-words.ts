// The compiler's problems in the words operations staff read. `npm run validate` speaks to developers, in
// English; the console shows the same problems, so the ones an author meets in the visual editor are said
// again here in Chinese, each by the shape of its message. A message no shape fits keeps its English after
// a Chinese lead, so nothing the compiler says is lost.

type Words = (match: RegExpExecArray) => string;

/** `" — did you mean "x"?` at the end of a message, said in Chinese. */
const SUGGESTION = / — did you mean "([^"]+)"\?$/;
const suggestion = (message: string) => {
  const meant = SUGGESTION.exec(message)?.[1];
  return meant ? `，是不是要写“${meant}”？` : '';
};

const TYPES: Record<string, string> = { string: '文字', number: '数字', integer: '整数', boolean: '是否（true/false）', object: '对象', array: '列表', null: '空值', '{{ }} expression': '{{ }} 表达式' };
const typeWord = (type: string) => TYPES[type] ?? type;

const SHAPES: Array<[RegExp, Words]> = [
  [/^expression is not closed/, () => '表达式没有结束：请在末尾写上 }}'],
  [/^missing required key "([^"]+)"/, ([, key]) => `缺少必填项“${key}”`],
  [/^unknown key "([^"]+)"/, ([, key]) => `不认识的设置项“${key}”`],
  [/^"([^"]+)" is not allowed here/, ([, value]) => `这里不能填写“${value}”`],
  [/^must be one of (.+)$/, ([, values]) => `只能填写 ${values.replace(/"([^"]*)"/g, '“$1”').replace(/, /g, '、')} 之一`],
  [/^must be text written like (.+)$/, ([, examples]) => `格式应如 ${examples.replace(/"([^"]*)"/g, '“$1”').replace(/ or /g, '或')}`],
  [/^must be ((?:(?:an? )?(?:string|number|integer|boolean|object|array|\{\{ \}\} expression)(?: or |$))+)/, ([, kinds]) => `应填写${kinds.split(' or ').map((kind) => typeWord(kind.replace(/^an? /, ''))).join('或')}`],
  [/^unknown state key "([^"]+)"/, ([, key]) => `页面状态中没有“${key}”：请先在页面状态中声明它`],
  [/^unknown data source "([^"]+)"/, ([, key]) => `页面没有名为“${key}”的数据来源：请在“页面设置”的数据来源中添加`],
  [/^unknown session key "([^"]+)"/, ([, key]) => `页面不能读取会话中的“${key}”：只能读取 loggedIn、elderlyMode、agentMode、name、agent`],
  [/^unknown app constant "([^"]+)"/, ([, key]) => `应用常量中没有“${key}”`],
  [/^unknown route param "([^"]+)" \(the path is "([^"]+)"\)/, ([, key, path]) => `页面路径 ${path} 中没有参数“${key}”`],
  [/^unknown name "([^"]+)" in expression/, ([, name]) => `表达式中的“${name}”不是可读取的数据（可读取 data、state、query、params、session、app 等）`],
  [/^unknown filter "([^"]+)"/, ([, name]) => `没有名为“${name}”的过滤器`],
  [/^"([^"]+)" is not a key of (.+?) \(([^:]+): (.*)\)/, ([, key, where, , keys]) => `${where} 中没有“${key}”（有：${keys.replace(/, /g, '、')}）`],
  [/^"([^"]+)" is not a key of (.+)$/, ([, key, where]) => `${where} 中没有“${key}”`],
  [/^(.+) is an? (string|number|boolean): it has no key "([^"]+)"/, ([, where, type, key]) => `${where} 是${typeWord(type)}，没有“${key}”这一项`],
  [/^"([^"]+)" between an? (\w+) \((.+?)\) and an? (\w+) \((.+?)\) is a type error/, ([, op, a, left, b, right]) => `“${op}”两边的类型不同：${left} 是${typeWord(a)}，${right} 是${typeWord(b)}`],
  [/^(.+) is never '([^']*)': it is one of (.+)$/, ([, field, value, values]) => `${field} 不会是“${value}”，它只会是 ${values.replace(/, /g, '、')} 之一`],
  [/^this node shows data\.(\w+), which loads from a service/, ([, name]) => `这个组件显示服务数据 data.${name}：请在“显示的数据来源”中选择 ${name}，数据加载中或失败时才会显示“加载中”或“重试”`],
  [/^service "([^"]+)" needs param "([^"]+)"/, ([, service, param]) => `服务 ${service} 需要参数“${param}”`],
  [/^(\S+) param "([^"]+)" is (.+), which the service refuses: it takes (.+)$/, ([, service, param, value, allowed]) => `服务 ${service} 的参数“${param}”不接受 ${value}，可选：${allowed}`],
  [/^link "([^"]+)" leads nowhere/, ([, link]) => `链接“${link}”无法打开：请选择门户中的页面，或填写白名单内的 https 地址`],
];

/** The problem as the console says it: in Chinese where its shape is known, else the compiler's words after a Chinese lead. */
export function problemInChinese(message: string): string {
  const plain = message.replace(SUGGESTION, '');
  for (const [shape, words] of SHAPES) {
    const match = shape.exec(plain);
    if (match) return words(match) + suggestion(message);
  }
  return `未通过页面校验（与 npm run validate 相同的检查）：${message}`;
}
