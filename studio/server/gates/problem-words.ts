// The compiler's problems in the words operations staff read. `npm run validate` speaks to developers, in
// English; the console shows the same problems, so the ones an author meets in the visual editor are said
// again here in Chinese, each by the shape of its message (problem-shapes/, by what the problem is about).
// A message no shape fits keeps its English after a Chinese lead, so nothing the compiler says is lost.
import { DATA_SHAPES } from './problem-shapes/data';
import { EXPRESSION_SHAPES } from './problem-shapes/expressions';
import { SCHEMA_SHAPES } from './problem-shapes/schema';
import { STRUCTURE_SHAPES } from './problem-shapes/structure';

/** `" — did you mean "x"?` at the end of a message, said in Chinese. */
const SUGGESTION = / — did you mean "([^"]+)"\?$/;
const suggestion = (message: string) => {
  const meant = SUGGESTION.exec(message)?.[1];
  return meant ? `，是不是要写“${meant}”？` : '';
};

const SHAPES = [...SCHEMA_SHAPES, ...EXPRESSION_SHAPES, ...DATA_SHAPES, ...STRUCTURE_SHAPES];

/** The message in Chinese without its suggestion, or undefined when no shape fits. */
function known(message: string): string | undefined {
  for (const [shape, words] of SHAPES) {
    const match = shape.exec(message);
    const said = match && words(match, known);
    if (said) return said;
  }
  return undefined;
}

/** The problem as the console says it: in Chinese where its shape is known, else the compiler's words after a Chinese lead. */
export function problemInChinese(message: string): string {
  const said = known(message.replace(SUGGESTION, ''));
  return said ? said + suggestion(message) : `未通过页面校验（与 npm run validate 相同的检查）：${message}`;
}
