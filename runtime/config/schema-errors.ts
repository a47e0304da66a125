import type { ErrorObject } from 'ajv';
import { withSuggestion } from '../core/registry/suggest';
import { describeFormat } from './formats';

export interface SchemaIssue { pointer: string; message: string; atKey: boolean }

/** The pattern a prop uses to also accept a `{{ }}` binding (docs/widgets.md). */
export const BINDING_PATTERN = '^\\s*\\{\\{';

/**
 * What a string of a fixed shape must look like, in words with an example: a format the validator knows
 * (runtime/config/formats.ts), a pattern by its schema's `examples` (else the pattern itself), or one of a
 * few allowed values.
 */
function expectedShape(error: ErrorObject): string | undefined {
  const schema = (error.parentSchema ?? {}) as { examples?: unknown[] };
  if (error.keyword === 'format') return describeFormat(String((error.params as { format: string }).format)) ?? `text in the format "${(error.params as { format: string }).format}"`;
  if (error.keyword === 'pattern') {
    const examples = Array.isArray(schema.examples) ? schema.examples : [];
    return examples.length > 0 ? `text written like ${examples.map((example) => JSON.stringify(example)).join(' or ')}` : `text matching ${JSON.stringify((error.params as { pattern: string }).pattern)}`;
  }
  const allowed = error.keyword === 'enum' ? (error.params as { allowedValues: unknown[] }).allowedValues : [];
  return allowed.length > 0 && allowed.length <= 8 ? `one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : undefined;
}

/**
 * Turns ajv's raw errors into one readable issue per place. Branch noise from oneOf/if is dropped in
 * favour of the deepest, most specific error; misspelt keys and values get a "did you mean" hint.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[], extraKeys: (pointer: string) => string[]): SchemaIssue[] {
  const specific = new Set(['additionalProperties', 'required', 'enum', 'pattern', 'format', 'minItems', 'minimum']);
  const relevant = errors.filter((e) => e.keyword !== 'if');
  const deepest = relevant.filter((e) => specific.has(e.keyword) || !relevant.some((other) => other.instancePath.startsWith(`${e.instancePath}/`)));
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of deepest) byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), error]);

  const issues = new Map<string, SchemaIssue>();
  for (const [pointer, group] of byPath) {
    // A bindable prop holding neither its real type nor an expression: say both, not the regex.
    const binding = group.find((e) => e.keyword === 'pattern' && String((e.params as { pattern: string }).pattern).startsWith(BINDING_PATTERN));
    if (binding) {
      const types = group.filter((e) => e.keyword === 'type').map((e) => String((e.params as { type: string }).type)).filter((t) => t !== 'string');
      const expected = [...types, ...group.filter((e) => e !== binding).map(expectedShape).filter((shape) => shape !== undefined)];
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
      } else if (error.keyword === 'format' || error.keyword === 'pattern') {
        message = `must be ${expectedShape(error)}`;
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
