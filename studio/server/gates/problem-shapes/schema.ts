// The page schema's refusals (runtime/config/schema-errors.ts): a key missing or unknown, a value of the
// wrong type or form, too long, too many… including ajv's own words for the keywords it describes itself.
import { list, quotedList, typeWord, type Shapes } from './words';

/** One thing a value may be, as schema-errors.ts words it, and its Chinese. */
const KINDS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/(?:an? )?(string|number|integer|boolean|object|array|null)\b/y, ([, type]) => typeWord(type)],
  [/a \{\{ \}\} expression/y, () => '{{ }} 表达式'],
  [/a date written YYYY-MM-DD \(e\.g\. "([^"]*)"\)/y, ([, example]) => `日期（写作 YYYY-MM-DD，如 “${example}”）`],
  [/a date and time written [^(]+\(e\.g\. "([^"]*)"\)/y, ([, example]) => `日期和时间（如 “${example}”）`],
  [/text written like ("[^"]*"(?: or "[^"]*")*)/y, ([, examples]) => `形如 ${quotedList(examples.replace(/ or /g, ', ')).replace(/、/g, '或')} 的文字`],
  [/text in the format "([^"]*)"/y, ([, format]) => `“${format}”格式的文字`],
  [/text matching ("(?:[^"\\]|\\.)*")/y, ([, pattern]) => `符合规则 ${JSON.parse(pattern)} 的文字`],
  [/one of ((?:"[^"]*"|[^\s,"]+)(?:, (?:"[^"]*"|[^\s,"]+))*)/y, ([, values]) => `${quotedList(values)} 之一`],
];

/** `must be string or a {{ }} expression`, `must be string,null`: each kind in turn, or undefined when one is not known. */
function mustBe(kinds: string): string | undefined {
  const said: string[] = [];
  let at = 0;
  while (at < kinds.length) {
    const kind = KINDS.map(([shape, words]) => {
      shape.lastIndex = at;
      const match = shape.exec(kinds);
      return match && { words: words(match), end: shape.lastIndex };
    }).find(Boolean);
    if (!kind) return undefined;
    said.push(kind.words);
    const joint = /(?: or |,)?/y;
    joint.lastIndex = kind.end;
    joint.exec(kinds);
    if (joint.lastIndex === kind.end && kind.end < kinds.length) return undefined;
    at = joint.lastIndex;
  }
  if (said.length === 1 && said[0].endsWith(' 之一')) return `只能填写 ${said[0]}`;
  const joined = said.join(said.some((words) => words.endsWith(' 之一')) ? '，或' : '或');
  return `应填写${/^[\x21-\x7e]/.test(joined) ? ' ' : ''}${joined}`;
}

export const SCHEMA_SHAPES: Shapes = [
  [/^missing required key "([^"]+)"/, ([, key]) => `缺少必填项“${key}”`],
  [/^unknown key "([^"]+)"/, ([, key]) => `不认识的设置项“${key}”`],
  [/^"([^"]*)" is not allowed here(?: \(allowed: (.+)\))?$/, ([, value, allowed]) => `这里不能填写“${value}”${allowed ? `，可填写：${list(allowed)}` : ''}`],
  [/^must be text written like (.+)$/, ([, examples]) => `格式应如 ${quotedList(examples).replace(/ or /g, '或')}`],
  [/^must be text matching ("(?:[^"\\]|\\.)*")$/, ([, pattern]) => `格式不符合要求：应符合规则 ${JSON.parse(pattern)}`],
  [/^must be >= (\S+)$/, ([, limit]) => `不能小于 ${limit}`],
  [/^must be <= (\S+)$/, ([, limit]) => `不能大于 ${limit}`],
  [/^must be > (\S+)$/, ([, limit]) => `应大于 ${limit}`],
  [/^must be < (\S+)$/, ([, limit]) => `应小于 ${limit}`],
  [/^must be multiple of (\S+)$/, ([, step]) => `应是 ${step} 的倍数`],
  [/^must be equal to constant$/, () => '只能填写规定的值'],
  [/^must be (.+)$/, ([, kinds]) => mustBe(kinds)],
  [/^must NOT have more than (\d+) characters$/, ([, count]) => `不能超过 ${count} 个字`],
  [/^must NOT have fewer than (\d+) characters$/, ([, count]) => `至少要写 ${count} 个字`],
  [/^must NOT have more than (\d+) items$/, ([, count]) => `最多只能有 ${count} 项`],
  [/^must NOT have fewer than (\d+) items$/, ([, count]) => `至少要有 ${count} 项`],
  [/^must NOT have more than (\d+) properties$/, ([, count]) => `最多只能有 ${count} 个设置项`],
  [/^must NOT have fewer than (\d+) properties$/, ([, count]) => `至少要有 ${count} 个设置项`],
  [/^must NOT have duplicate items \(items ## (\d+) and (\d+) are identical\)$/, ([, a, b]) => `有重复的项：第 ${Number(b) + 1} 项与第 ${Number(a) + 1} 项相同`],
  [/^must match (?:exactly one schema in oneOf|a schema in anyOf)$/, () => '填写的内容不符合这里可用的任何一种写法'],
  [/^property name must be valid$/, () => '设置项的名称不符合要求'],
  [/^(?:must NOT be valid|boolean schema is false|is invalid)$/, () => '这里不能这样填写'],
];
