// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { readForms } from '../../../scripts/lib/form-validators';

describe('generated form validators', () => {
  it('match the form schemas (run `npm run gen:validators` after changing a form)', () => {
    const forms = readForms();
    expect(forms.length).toBeGreaterThan(0);
    for (const { name, schema, output } of forms) {
      expect(readFileSync(output, 'utf8'), `${name}.validator.cjs is stale: run npm run gen:validators`).toBe(compileSchemaValidatorsCode(schema));
    }
  });
});
