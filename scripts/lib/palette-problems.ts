// What the operations console's visual editor offers staff must be there and be Chinese: each widget's
// palette.json (schemas/palette.schema.json) with a label for each prop its schema declares, its picture
// (the widget gallery's state named after it), each fragment's title, purpose and param labels
// (schemas/fragment.schema.json), each block fragment's picture (the fragment gallery's state named after
// it) and a label for each named icon (widgets/shared/icons/labels.json).
// `npm run validate` reports what is missing or too long at file:line:col; a scaffold's blank is
// widget-blanks.ts's to report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { BLANK } from '../../runtime/config/check-placeholders';
import { FRAGMENTS_DIR } from '../../runtime/config/fragments';
import { parseLocated } from '../../runtime/config/locate';
import { describeSchemaErrors } from '../../runtime/config/schema-errors';
import type { Problem } from '../../runtime/config/problems';
import { ICONS } from '../../widgets/shared/icons/icons';
import { fragmentKind } from './fragment-kind';
import { projectRoot } from './page-files';
import { declaredPropNames } from './prop-names';
import { readSchema } from './schemas';

export const ICON_LABELS_FILE = 'widgets/shared/icons/labels.json';
/** The widget gallery's snapshot cases: a widget's picture in the palette is its state's phone snapshot. */
export const GALLERY_CASES_FILE = 'pages-config/pages/dev/widget-gallery.cases.json';
/** The fragment gallery's snapshot cases: a block fragment's picture in the palette is its state's phone snapshot. */
export const FRAGMENT_GALLERY_CASES_FILE = 'pages-config/pages/dev/fragment-gallery.cases.json';

/** The widget folders (widgets/<type>/, widgets/native/<type>/): those with a props schema. */
export const widgetFolders = (root = projectRoot): string[] => readdirSync(join(root, 'widgets'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /(^|\/)props\.schema\.json$/.test(name)).map((name) => `widgets/${dirname(name)}`).sort();

/** A file's problems against a schema; a value still holding a scaffold blank is left to the blank's own message. */
function checkFile(file: string, text: string, validate: ValidateFunction): Problem[] {
  const json = parseLocated(text);
  const syntax = json.syntaxErrors[0];
  if (syntax) return [{ file, ...json.position(syntax.offset), pointer: '', message: `invalid JSON: ${syntax.message}` }];
  if (validate(json.value)) return [];
  const valueAt = (pointer: string) => pointer.split('/').slice(1).reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], json.value);
  return describeSchemaErrors(validate.errors ?? [], () => [])
    .filter((issue) => { const value = valueAt(issue.pointer); return !(typeof value === 'string' && BLANK.test(value)); })
    .map((issue) => ({ file, ...json.locate(issue.pointer, issue.atKey), pointer: issue.pointer, message: issue.message }));
}

function widgetPalettes(root: string, ajv: Ajv): Problem[] {
  const validate = ajv.compile(readSchema('palette'));
  return widgetFolders(root).flatMap((folder) => {
    const file = `${folder}/palette.json`;
    if (!existsSync(join(root, file))) {
      return [{ file, line: 1, column: 1, pointer: '', message: 'is missing: every widget has a palette.json with its Chinese name and purpose, which the console\'s visual editor shows (docs/widgets.md, Adding a widget)' }];
    }
    const text = readFileSync(join(root, file), 'utf8');
    const problems = checkFile(file, text, validate);
    return problems.length > 0 ? problems : propLabels(root, folder, file, text);
  });
}

/** A label for each prop the widget's schema declares, and none for a prop it does not. */
function propLabels(root: string, folder: string, file: string, text: string): Problem[] {
  const json = parseLocated(text);
  const labels = Object.keys((json.value as { labels?: object }).labels ?? {});
  const declared = declaredPropNames(JSON.parse(readFileSync(join(root, folder, 'props.schema.json'), 'utf8')));
  return [
    ...declared.filter((name) => !labels.includes(name)).map((name) => ({
      file, ...json.locate('/labels', true), pointer: '/labels',
      message: `${folder}: the prop "${name}" has no label: give it its Chinese name in "labels", as the console's property panel shows it`,
    })),
    ...labels.filter((name) => !declared.includes(name)).map((name) => ({
      file, ...json.locate(`/labels/${name}`, true), pointer: `/labels/${name}`, message: `"${name}" is not a prop of ${folder}/props.schema.json`,
    })),
  ];
}

/** The states a gallery's cases file holds (not those it drops), and where its problems are reported. */
function galleryCases(root: string, file: string): { names: string[]; at: { line: number; column: number } } {
  const path = join(root, file);
  const json = parseLocated(existsSync(path) ? readFileSync(path, 'utf8') : '{}');
  const cases = (json.value as { cases?: Record<string, unknown> } | undefined)?.cases ?? {};
  return { names: Object.keys(cases).filter((name) => cases[name]), at: json.locate('/cases', true) };
}

/** The gallery's state named after each widget, whose phone snapshot is the widget's picture in the palette. */
function galleryStates(root: string): Problem[] {
  const { names, at } = galleryCases(root, GALLERY_CASES_FILE);
  return widgetFolders(root).map((folder) => basename(folder)).filter((type) => !names.includes(type)).map((type) => ({
    file: GALLERY_CASES_FILE, ...at, pointer: '/cases',
    message: `the widget "${type}" has no gallery state named after it: add the state "${type}" showing its example (?example=${type}), whose phone snapshot is its picture in the console's palette (docs/widgets.md, Adding a widget)`,
  }));
}

/** The fragment gallery's state named after each block fragment, whose phone snapshot is its picture in the palette. */
function fragmentGalleryStates(root: string): Problem[] {
  const { names, at } = galleryCases(root, FRAGMENT_GALLERY_CASES_FILE);
  const blocks = readdirSync(join(root, FRAGMENTS_DIR)).filter((name) => name.endsWith('.json')).sort().flatMap((file) => {
    try {
      return fragmentKind((JSON.parse(readFileSync(join(root, FRAGMENTS_DIR, file), 'utf8')) as { body?: unknown }).body) === 'block' ? [file.replace(/\.json$/, '')] : [];
    } catch {
      return []; // a fragment that does not read is fragmentNames' to report
    }
  });
  return blocks.filter((name) => !names.includes(name)).map((name) => ({
    file: FRAGMENT_GALLERY_CASES_FILE, ...at, pointer: '/cases',
    message: `the block fragment "fragments/${name}" has no gallery state named after it: add the state "${name}" showing its example (?example=${name}), whose phone snapshot is its picture in the console's palette (docs/authoring.md, Reuse blocks: fragments)`,
  }));
}

/** The fragment schema's own rules for title, purpose and params, without its body (which refers to the generated page schema). */
function fragmentNames(root: string, ajv: Ajv): Problem[] {
  const { properties, required } = readSchema('fragment') as { properties: Record<string, object>; required: string[] };
  const checked = ['title', 'purpose', 'params'];
  const validate = ajv.compile({ type: 'object', required: required.filter((key) => checked.includes(key)), properties: Object.fromEntries(checked.map((key) => [key, properties[key]])) });
  const why = (pointer: string) => (pointer.startsWith('/params/') ? 'the console\'s property panel shows a param by its Chinese label' : 'the console lists a fragment by its Chinese title and one line of its purpose');
  return readdirSync(join(root, FRAGMENTS_DIR)).filter((name) => name.endsWith('.json')).sort()
    .flatMap((name) => checkFile(`${FRAGMENTS_DIR}/${name}`, readFileSync(join(root, FRAGMENTS_DIR, name), 'utf8'), validate))
    .map((problem) => (problem.message.startsWith('missing required key') ? { ...problem, message: `${problem.message}: ${why(problem.pointer)}` } : problem));
}

function iconLabels(root: string, ajv: Ajv): Problem[] {
  const text = readFileSync(join(root, ICON_LABELS_FILE), 'utf8');
  const problems = checkFile(ICON_LABELS_FILE, text, ajv.compile(readSchema('icon-labels')));
  const json = parseLocated(text);
  const labels = Object.keys((json.value ?? {}) as object).filter((key) => key !== '$schema');
  for (const name of Object.keys(ICONS).filter((icon) => !labels.includes(icon))) {
    problems.push({ file: ICON_LABELS_FILE, line: 1, column: 1, pointer: '', message: `the icon "${name}" has no label: give it its Chinese name, as the console's icon picker shows it` });
  }
  for (const name of labels.filter((label) => !Object.hasOwn(ICONS, label))) {
    problems.push({ file: ICON_LABELS_FILE, ...json.locate(`/${name}`, true), pointer: `/${name}`, message: `"${name}" is not an icon of widgets/shared/icons/icons.ts` });
  }
  return problems;
}

export function paletteProblems(root = projectRoot): Problem[] {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  return [...widgetPalettes(root, ajv), ...galleryStates(root), ...fragmentNames(root, ajv), ...fragmentGalleryStates(root), ...iconLabels(root, ajv)];
}
