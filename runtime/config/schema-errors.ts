import type { ErrorObject } from 'ajv';
import { withSuggestion } from '../core/registry/suggest';

export interface SchemaIssue { pointer: string; message: string; atKey: boolean }

/** The pattern a prop uses to also accept a `{{ }}` binding (docs/widgets.md). */
export const BINDING_PATTERN = '^\\s*\\{\\{';

/**
 * Turns ajv's raw errors into one readable issue per place. Branch noise from oneOf/if is dropped in
 * favour of the deepest, most specific error; misspelt keys and values get a "did you mean" hint.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[], extraKeys: (pointer: string) => string[]): SchemaIssue[] {
  const specific = new Set(['additionalProperties', 'required', 'enum', 'pattern', 'minItems', 'minimum']);
  const relevant = errors.filter((e) => e.keyword !== 'if');
  const deepest = relevant.filter((e) => specific.has(e.keyword) || !relevant.some((other) => other.instancePath.startsWith(`${e.instancePath}/`)));
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of deepest) byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), error]);

  const issues = new Map<string, SchemaIssue>();
  for (const [pointer, group] of byPath) {
    // A bindable prop holding neither its real type nor an expression: say both, not the regex.
    const binding = group.find((e) => e.keyword === 'pattern' && String((e.params as { pattern: string }).pattern).startsWith(BINDING_PATTERN));
    if (binding) {
      const expected = group.filter((e) => e.keyword === 'type').map((e) => String((e.params as { type: string }).type)).filter((t) => t !== 'string');
      const message = `must be ${expected.length ? `${expected.join(' or ')} or ` : ''}a {{ }} expression`;
      issues.set(`${pointer} ${message}`, { pointer, message, atKey: false });
      continue;
    }
    const hasSpecific = group.some((e) => specific.has(e.keyword));
    const unknownKeys = new Map<string, Set<string>>();
    for (const error of group) {
      if (hasSpecific && !specific.has(error.keyword)) continue;
      if (error.keyword === 'additionalProperties') {
        const key = (error.params as { additionalProperty: string }).additionalProperty;
        const known = unknownKeys.get(key) ?? new Set(extraKeys(pointer));
        for (const name of Object.keys((error.parentSchema as { properties?: object })?.properties ?? {})) known.add(name);
        unknownKeys.set(key, known);
        continue;
      }
      let message: string;
      if (error.keyword === 'enum') {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const value = String(error.data);
        message = withSuggestion(`"${value}" is not allowed here`, value, allowed);
        if (!message.includes('did you mean') && allowed.length <= 8) message += ` (allowed: ${allowed.join(', ')})`;
      } else if (error.keyword === 'required') {
        message = `missing required key "${(error.params as { missingProperty: string }).missingProperty}"`;
      } else {
        message = error.message ?? 'is invalid';
      }
      issues.set(`${pointer} ${message}`, { pointer, message, atKey: false });
    }
    for (const [key, known] of unknownKeys) {
      const keyPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      issues.set(`${keyPointer} unknown`, { pointer: keyPointer, message: withSuggestion(`unknown key "${key}"`, key, known), atKey: true });
    }
  }
  return [...issues.values()];
}
