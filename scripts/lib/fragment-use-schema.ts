// Fragment uses in the editor page schema. A page file may use a fragment as a node ({ "use":
// "fragments/tab-bar", "with": { … } }) or beside "route" for the rest of the page; the validator checks
// pages after expanding them (runtime/config/fragments.ts), but an editor sees the file as written, so the
// editor schema accepts a use there, completes the fragment's name and its "with" params.
import { fragmentName, type SourceFile } from '../../runtime/config/fragments';

type Schema = Record<string, any>;

interface ParamSpec { type?: string; enum?: unknown[]; default?: unknown; description?: string }
/** A fragment as an editor offers it: its name, what it is, and the params a use passes in "with". */
export interface FragmentDescription { name: string; description: string; params: Record<string, ParamSpec> }

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fragment files as editors describe them; what is malformed is left out (`npm run validate` reports it). */
export function describeFragments(files: readonly SourceFile[]): FragmentDescription[] {
  return files.flatMap(({ file, text }) => {
    let value: unknown;
    try { value = JSON.parse(text); } catch { return []; }
    if (!isObject(value)) return [];
    const params = Object.fromEntries(Object.entries(isObject(value.params) ? value.params : {}).filter(([, spec]) => isObject(spec)));
    return [{ name: fragmentName(file), description: typeof value.description === 'string' ? value.description : '', params }];
  });
}

/** An expression is worked out at run time, so it is accepted for a param of any type. */
const EXPRESSION = { type: 'string', pattern: '\\{\\{' };

function paramSchema({ type, enum: values, default: value, description }: ParamSpec): Schema {
  const notes = { ...(description && { description }), ...(value !== undefined && { default: value }) };
  if (values) return { ...notes, anyOf: [{ enum: values }, EXPRESSION] };
  if (!type) return notes;
  return type === 'string' ? { ...notes, type } : { ...notes, anyOf: [{ type }, EXPRESSION] };
}

/** `{ use, with }` with the fragment named and its params checked, per fragment. */
function fragmentUse(fragments: readonly FragmentDescription[]): Schema {
  const texts = fragments.map((f) => f.description);
  return {
    type: 'object',
    required: ['use'],
    properties: {
      use: { description: 'A fragment of pages-config/fragments, expanded before the page is checked and rendered.', enum: fragments.map((f) => f.name), enumDescriptions: texts, markdownEnumDescriptions: texts },
      with: { type: 'object', description: "The fragment's params." },
    },
    allOf: fragments.map(({ name, params }) => {
      const required = Object.keys(params).filter((key) => params[key].default === undefined);
      const given = { type: 'object', properties: Object.fromEntries(Object.entries(params).map(([key, spec]) => [key, paramSchema(spec)])), required, additionalProperties: false };
      return { if: { properties: { use: { const: name } }, required: ['use'] }, then: { properties: { with: given }, ...(required.length > 0 && { required: ['with'] }) } };
    }),
  };
}

/** Snippets for using each fragment, its params without a default filled with tab stops. */
export function fragmentSnippets(fragments: readonly FragmentDescription[]): Schema[] {
  return fragments.map(({ name, description, params }) => {
    const required = Object.keys(params).filter((key) => params[key].default === undefined);
    return { label: name, description, body: { use: name, with: Object.fromEntries(required.map((key, i) => [key, `$${i + 1}`])) } };
  });
}

/**
 * The composed page schema accepting fragment uses where pages write them: any node, any action, and a
 * page of "route" plus a use. Beside "use" a node or page may set its own keys, added over the fragment's body.
 */
export function withFragmentUses(schema: Schema, fragments: readonly FragmentDescription[]): Schema {
  const { properties, required, additionalProperties, definitions: defs, ...root } = schema;
  const useWith = (base: Schema, extra: Schema = {}) => ({
    allOf: [{ $ref: '#/definitions/fragmentUse' }],
    properties: { ...base.properties, use: {}, with: {} },
    ...(base.patternProperties && { patternProperties: base.patternProperties }),
    additionalProperties: false,
    ...extra,
  });
  const { type: _type, ...nodeKeys } = defs.node.properties;
  const node = { if: { required: ['use'] }, then: useWith({ ...defs.node, properties: nodeKeys }), else: { $ref: '#/definitions/widgetNode' } };
  const page = { properties, required, additionalProperties };
  // An action may be a fragment too (fragments/fraud-check): only "use" and "with", nothing beside them.
  const actionRef = { if: { type: 'object', required: ['use'] }, then: useWith({}), else: defs.actionRef };
  return {
    ...root,
    definitions: { ...defs, node, widgetNode: defs.node, page, actionRef, fragmentUse: fragmentUse(fragments) },
    if: { required: ['use'] },
    then: useWith(page, { required: ['route'] }),
    else: { $ref: '#/definitions/page' },
  };
}
