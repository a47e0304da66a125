import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { splitFormFile, type FormFile } from '../../widgets/schema-form/form-file';
import { AJV_OPTIONS } from '../vite-plugin-form-validators';
import { NOT_IN_BROWSER } from '../vite-plugin-playground';
import { STAND_IN_IMPORT } from '../vite-plugin-stand-ins';
import { sourceFiles } from './import-graph';

/** The folders whose modules run in the browser. */
const BROWSER_FOLDERS = ['runtime', 'widgets'];
/** Imports in those folders that the dev server never loads. */
const NOT_LOADED = [NOT_IN_BROWSER, STAND_IN_IMPORT];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["']([^"'./][^"']*)["']/g;

/** Package specifiers in JavaScript, leaving out virtual modules and Node's built-ins. */
function packageSpecifiers(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].map((match) => match[1]).filter((spec) => !/^(virtual|node):/.test(spec));
}

/**
 * Every package module the browser code imports, each with the first file that imports it: the source
 * as TypeScript emits it (imports of types only are gone) and the precompiled form validators' ajv
 * runtime requires.
 */
export function browserImports(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const note = (specs: string[], file: string) => specs.forEach((spec) => found.has(spec) || found.set(spec, file));
  for (const file of BROWSER_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const path = relative(root, file);
    note(packageSpecifiers(outputText).filter((spec) => !NOT_LOADED.some(({ specifier, importer }) => spec === specifier && path === importer)), path);
  }
  const forms = join(root, 'schemas/forms');
  for (const name of readdirSync(forms).filter((file) => file.endsWith('.schema.json'))) {
    const { schema } = splitFormFile(JSON.parse(readFileSync(join(forms, name), 'utf8')) as FormFile);
    note(packageSpecifiers(compileSchemaValidatorsCode(schema, AJV_OPTIONS)), `schemas/forms/${name}`);
  }
  return found;
}
