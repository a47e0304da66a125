import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { checkFormFile, FORMS_DIR } from '../../runtime/config/check-form-files';
import { PAGE_SCHEMA_AJV_OPTIONS } from '../../runtime/config/validate-pages';
import type { Problem } from '../../runtime/config/problems';
import { projectRoot } from './page-files';

/** A field's `pattern` as the form's validator compiles it. */
function isPattern(text: string): boolean {
  try {
    new RegExp(text, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Every business form's problems (runtime/config/check-form-files.ts), as `npm run validate` reports them. */
export function formFileProblems(root = projectRoot): Problem[] {
  const fileSchema = JSON.parse(readFileSync(join(root, 'schemas/form-file.schema.json'), 'utf8'));
  const validateFormFile = new Ajv({ ...PAGE_SCHEMA_AJV_OPTIONS, formats: { ...PAGE_SCHEMA_AJV_OPTIONS.formats, regex: isPattern } }).compile(fileSchema);
  return readdirSync(join(root, FORMS_DIR)).filter((name) => name.endsWith('.schema.json')).sort()
    .flatMap((name) => checkFormFile(`${FORMS_DIR}/${name}`, readFileSync(join(root, FORMS_DIR, name), 'utf8'), validateFormFile));
}
