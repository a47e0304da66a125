import { templateRefs } from '../../runtime/core/expression';
import { withSuggestion } from '../../runtime/core/registry/suggest';
import { closedRoots } from './scope-keys';
import type { Issue, PageFacts } from './validate-pages';

const SCOPE_ROOTS = ['data', 'state', 'params', 'query', 'session', 'app', 'item', 'index', 'event', 'result', 'error'];

/** Every string in a value, with its pointer. */
export function eachString(value: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof value === 'string') visit(value, pointer);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
}

/** Each `{{ … }}` of a string and where it starts; `undefined` for one never closed, after which nothing is read. */
export function eachExpression(text: string, visit: (source: string | undefined, at: number) => void): void {
  for (let at = text.indexOf('{{'); at !== -1; at = text.indexOf('{{', at + 2)) {
    const end = text.indexOf('}}', at + 2);
    if (end === -1) {
      visit(undefined, at);
      return;
    }
    visit(text.slice(at, end + 2), at);
    at = end;
  }
}

/**
 * Checks each `{{ }}` of every string on its own, so that a problem points at the `{{` of the
 * expression it is about (`at`: its index in the string).
 */
export const checkExpressions = (filters: readonly string[]) => ({ page }: PageFacts): Issue[] => {
  const issues: Issue[] = [];
  const closed = closedRoots(page);
  eachString(page, '', (text, pointer) => {
    eachExpression(text, (source, at) => {
      const push = (message: string) => issues.push({ pointer, at, message });
      if (source === undefined) {
        push('expression is not closed: add "}}"');
        return;
      }
      try {
        const refs = templateRefs(source);
        for (const name of refs.filters) if (!filters.includes(name)) push(withSuggestion(`unknown filter "${name}"`, name, filters));
        for (const { root, first } of refs.paths) {
          const known = closed.get(root);
          if (!SCOPE_ROOTS.includes(root)) push(withSuggestion(`unknown name "${root}" in expression`, root, SCOPE_ROOTS));
          else if (known && first !== undefined && !known.keys.includes(first)) push(withSuggestion(known.unknown(first), first, known.keys));
        }
      } catch (error) {
        push(`expression does not parse: ${(error as Error).message}`);
      }
    });
  });
  return issues;
};

/** `${…}` is another tool's syntax: the portal shows it as is. A warning, as the text may be meant. */
export function checkForeignSyntax({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachString(page, '', (text, pointer) => {
    for (const match of text.matchAll(/\$\{([^}]*)\}/g)) {
      issues.push({ pointer, at: match.index, severity: 'warning', message: `"${match[0]}" is shown as is: write an expression as {{ ${match[1].trim()} }}` });
    }
  });
  return issues;
}
