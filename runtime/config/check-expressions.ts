import { templateRefs } from '../core/expression';
import { withSuggestion } from '../core/registry/suggest';
import { closedRoots, SCOPE_ROOTS, unknownKeyIn } from './scope-keys';
import { eachExpression, eachString, type Issue, type PageFacts } from './page-checks';
import { letNames } from './let-names';

/**
 * Checks each `{{ }}` of every string on its own, so that a problem points at the `{{` of the
 * expression it is about (`at`: its index in the string).
 */
export const checkExpressions = (filters: readonly string[]) => ({ page }: PageFacts): Issue[] => {
  const issues: Issue[] = [];
  const closed = closedRoots(page);
  const named = letNames(page);
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
        for (const { root, prefix } of refs.paths) {
          const known = closed.get(root);
          if (!SCOPE_ROOTS.includes(root) && !named(pointer).includes(root)) push(withSuggestion(`unknown name "${root}" in expression`, root, [...SCOPE_ROOTS, ...named(pointer)]));
          else if (known) { const problem = unknownKeyIn(known, prefix); if (problem) push(problem); }
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
