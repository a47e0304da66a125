// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../runtime/config/problems';
import { formFileProblems } from '../../../scripts/lib/form-file-problems';
import { projectRoot } from '../../../scripts/lib/page-files';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** `npm run validate`'s report of one form file, in a project of its own. */
function problemsOf(form: unknown): string[] {
  root = mkdtempSync(join(tmpdir(), 'forms-'));
  mkdirSync(join(root, 'schemas/forms'), { recursive: true });
  copyFileSync(join(projectRoot, 'schemas/form-file.schema.json'), join(root, 'schemas/form-file.schema.json'));
  writeFileSync(join(root, 'schemas/forms/visit.schema.json'), typeof form === 'string' ? form : JSON.stringify(form, null, 2));
  return formFileProblems(root).map(formatProblem);
}

const visit = (fields: Record<string, unknown>, required: string[]) => ({ title: '上门回访预约', type: 'object', required, properties: fields });

describe('the business forms checked by validate', () => {
  it('pass every form of the repository', () => {
    expect(formFileProblems().map(formatProblem)).toEqual([]);
  });

  it('accept a form whose fields have titles and whose required fields exist', () => {
    expect(problemsOf(visit({ phone: { type: 'string', title: '联系电话' } }, ['phone']))).toEqual([]);
  });

  it('refuse a required field without a title, at its line and column', () => {
    expect(problemsOf(visit({ phone: { type: 'string', title: '联系电话' }, visitDate: { type: 'string', format: 'date' } }, ['phone', 'visitDate']))).toEqual([
      'schemas/forms/visit.schema.json:13:18  /properties/visitDate  has no "title": a field\'s Chinese title is its label, and its name in error messages (请填写联系电话)',
    ]);
  });

  it('refuse a required field the form does not have, naming the fields it has', () => {
    expect(problemsOf(visit({ phone: { type: 'string', title: '联系电话' } }, ['phone', 'phnoe']))).toEqual([
      'schemas/forms/visit.schema.json:6:5  /required/1  requires "phnoe", which is not one of its fields (phone): the form could never be sent',
    ]);
  });

  it('name a JSON mistake where it is', () => {
    expect(problemsOf('{\n  "title": "上门回访预约",\n  "type": "object"\n  "properties": {}\n}')).toEqual([
      'schemas/forms/visit.schema.json:3:19  /  invalid JSON: missing comma between two entries (add "," here)',
    ]);
  });
});
