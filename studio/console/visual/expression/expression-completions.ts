// What the expression field offers where the author types inside `{{ }}`: a name to start with (the
// sources, state, app…), the keys of what the path before the dot reads (typed by the runtime's parser
// and the validator's shapes), or a filter after `|` (the runtime's filter registry).
import { inferShape } from '../../../../runtime/config/infer-shape';
import { resolve, type Shape } from '../../../../runtime/config/shape';
import { builtinFilterDocs } from '../../../../runtime/core/expression/filter-docs';
import { parseExpression } from '../../../../runtime/core/expression/parse';
import type { ExpressionScope } from './expression-scope';

export interface ExpressionOption { label: string; detail: string; type: 'variable' | 'property' | 'function' }
/** Replace the text from `from` to the cursor with an option's label. */
export interface ExpressionCompletions { from: number; options: ExpressionOption[] }

const NAME = '[A-Za-z_$][\\w$]*';
const FILTER = new RegExp(`\\|\\s*(${NAME})?$`);
/** A path being read (`data.policies[0].`) and the key being typed after its last dot. */
const MEMBER = new RegExp(`(?:^|[^\\w$.\\])])(${NAME}(?:\\s*\\.\\s*${NAME}|\\[[^\\[\\]]*\\])*)\\s*\\.\\s*(${NAME})?$`);
const ROOT = new RegExp(`(?:^|[^\\w$.\\])\\]])(${NAME})?$`);
const quiet = () => undefined;

const TYPES: Record<string, string> = { string: '文本', number: '数字', boolean: '是/否', null: '空' };

/** What a value is, in a word: its schema's description when it has one. */
function described(shape: Shape): string {
  if (shape.kind === 'schema' && typeof shape.schema === 'object' && typeof shape.schema.description === 'string') return shape.schema.description;
  const resolved = resolve(shape);
  if (resolved.kind === 'object') return '对象';
  if (resolved.kind === 'array') return '列表';
  if (resolved.kind === 'scalar') return [...resolved.types].map((type) => TYPES[type]).join('或');
  return '';
}

/** The keys a value of this shape holds (a list's and a text's length). */
function keysOf(shape: Shape, scope: ExpressionScope, path: string): ExpressionOption[] {
  const resolved = resolve(shape);
  if (resolved.kind === 'object') {
    return Object.entries(resolved.keys).map(([label, inner]) => ({ label, detail: (path === 'data' && scope.sources.get(label)) || described(inner), type: 'property' }));
  }
  if (resolved.kind === 'array' || (resolved.kind === 'scalar' && resolved.types.has('string'))) return [{ label: 'length', detail: '长度', type: 'property' }];
  return [];
}

/** The start of the `{{ }}` the cursor is in (after its braces), or -1 outside one. */
function openAt(text: string, offset: number): number {
  const open = text.lastIndexOf('{{', offset - 2);
  if (open < 0 || text.lastIndexOf('}}', offset - 2) > open) return -1;
  return open + 2;
}

/** The options at `offset` in `text`, or null where there is nothing to offer (outside `{{ }}`, in a string). */
export function expressionCompletions(text: string, offset: number, scope: ExpressionScope): ExpressionCompletions | null {
  const start = openAt(text, offset);
  if (start < 0) return null;
  const typed = text.slice(start, offset);
  if ((typed.match(/'/g)?.length ?? 0) % 2 === 1) return null;
  const filter = FILTER.exec(typed);
  if (filter) {
    return { from: offset - (filter[1]?.length ?? 0), options: Object.entries(builtinFilterDocs).map(([label, doc]) => ({ label, detail: doc.usage, type: 'function' })) };
  }
  const member = MEMBER.exec(typed);
  if (member) {
    let shape: Shape;
    try {
      shape = inferShape(parseExpression(member[1]), scope.shapes, quiet);
    } catch {
      return null;
    }
    const options = keysOf(shape, scope, member[1].replace(/\s/g, ''));
    return options.length > 0 ? { from: offset - (member[2]?.length ?? 0), options } : null;
  }
  const root = ROOT.exec(typed);
  if (!root) return null;
  return { from: offset - (root[1]?.length ?? 0), options: scope.roots.map(({ name, detail }) => ({ label: name, detail, type: 'variable' })) };
}
