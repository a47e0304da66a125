// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_FORM_SIZES, benchFormFile, benchFormSchema } from '../../../scripts/bench/form-schema';

describe('bench forms', () => {
  it('n text fields f0…f{n-1}: every 3rd required, every 5th a mobile number', () => {
    const form = benchFormSchema(10);
    expect(Object.keys(form.properties!)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9']);
    expect(form.required).toEqual(['f0', 'f3', 'f6', 'f9']);
    expect(Object.entries(form.properties!).filter(([, field]) => typeof field === 'object' && field.pattern === '^1\\d{10}$').map(([name]) => name)).toEqual(['f0', 'f5']);
  });

  it.each(BENCH_FORM_SIZES)('schemas/forms/bench-%i.schema.json is what the script writes (npx tsx scripts/bench/form-schema.ts)', (n) => {
    expect(JSON.parse(readFileSync(benchFormFile(n), 'utf8'))).toEqual(benchFormSchema(n));
  });
});
