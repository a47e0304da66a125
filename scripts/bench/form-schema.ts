// The bench form of /dev/bench-form?n=: n text fields f0…f{n-1}, every 3rd (f0, f3, …) required and
// every 5th (f0, f5, …) a mobile number. Its validator is ajv code precompiled at build time from the
// exact schema (the app runs under script-src 'self'), so a form cannot be sized at run time: each
// size the bench uses is an ordinary form file in schemas/forms/, written by this script.
// Regenerate: npx tsx scripts/bench/form-schema.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormFile } from '../../widgets/schema-form/form-file';

export const BENCH_FORM_SIZES = [10, 50];
export const benchFormName = (n: number) => `bench-${n}`;

export function benchFormSchema(n: number): FormFile {
  const names = Array.from({ length: n }, (_, i) => `f${i}`);
  const mobile = (i: number) => i % 5 === 0;
  return {
    $schema: '../form-file.schema.json',
    title: `${n} 项表单`,
    type: 'object',
    required: names.filter((_, i) => i % 3 === 0),
    properties: Object.fromEntries(names.map((name, i) => [name, { type: 'string', title: `字段 ${i}`, maxLength: 50, ...(mobile(i) ? { pattern: '^1\\d{10}$' } : {}) }])),
    uiSchema: Object.fromEntries(names.filter((_, i) => mobile(i)).map((name) => [name, { 'ui:inputType': 'tel', 'ui:placeholder': '11位手机号' }])),
  };
}

/** JSON with objects below the second level kept on one line, as the hand-written forms are. */
function format(value: unknown, depth = 0): string {
  if (depth === 2 || value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const pad = '  '.repeat(depth + 1);
  const lines = Object.entries(value).map(([key, item]) => `${pad}${JSON.stringify(key)}: ${format(item, depth + 1)}`);
  return `{\n${lines.join(',\n')}\n${'  '.repeat(depth)}}`;
}

export const benchFormFile = (n: number) => fileURLToPath(new URL(`../../schemas/forms/${benchFormName(n)}.schema.json`, import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const n of BENCH_FORM_SIZES) writeFileSync(benchFormFile(n), `${format(benchFormSchema(n))}\n`);
  console.log(`wrote ${BENCH_FORM_SIZES.map((n) => join('schemas/forms', `${benchFormName(n)}.schema.json`)).join(', ')}`);
}
