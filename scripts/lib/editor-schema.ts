// The page schema for editors (schemas/generated/page.schema.json, written by `npm run gen:schemas`):
// what the validator checks (composePageSchema), plus what an editor shows while typing: service ids
// as an enum, hover and completion text for widget types and actions, fragment uses, and snippets. The
// validator keeps compiling composePageSchema itself, so its messages do not change.
import { composePageSchema } from '../../runtime/config/compose-schema';
import { describeFragments, fragmentSnippets, withFragmentUses, type FragmentDescription } from './fragment-use-schema';
import { readFragmentFiles } from './page-files';
import { serviceCatalogue, type Endpoint } from './catalogue';
import type { ExtensionDescriptions, WidgetDescription } from '../../runtime/config/extension-descriptions';

type Schema = Record<string, any>;

export const EDITOR_PAGE_SCHEMA = 'schemas/generated/page.schema.json';
/** A `service` property as a catalogue id, keeping its own description for hover. */
const serviceRef = (site: Schema) => ({ $ref: '#/definitions/serviceId', description: site.description });

/** An enum with a text per value: VS Code shows it in completion lists and on hover. */
function describedEnum(entries: ReadonlyArray<readonly [value: string, text: string]>, description: string): Schema {
  const texts = entries.map(([, text]) => text);
  return { type: 'string', description, enum: entries.map(([value]) => value), enumDescriptions: texts, markdownEnumDescriptions: texts };
}

/** The first sentence of a description, for a snippet's one-line label. */
const firstSentence = (text: string) => text.split(/(?<=[.。])\s/)[0];

/** A snippet value for a required prop or argument: a tab stop for text, an empty value otherwise (a list's for a list or an expression). */
function placeholder(schema: Schema, tabStop: number): unknown {
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (schema.type === undefined && variant) return placeholder(variant, tabStop);
  const values: unknown[] | undefined = schema.enum;
  if (values?.every((value) => typeof value === 'string' && !/[,|$}\\]/.test(value))) return `\${${tabStop}|${values.join(',')}|}`;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (type === 'boolean') return false;
  if (type === 'number' || type === 'integer') return 0;
  return `$${tabStop}`;
}

/** The required keys of a schema, each with its placeholder. */
function requiredFields(schema: Schema): Schema {
  const required: string[] = schema.required ?? [];
  return Object.fromEntries(required.map((name, index) => [name, placeholder(schema.properties?.[name] ?? {}, index + 1)]));
}

function nodeSnippets(widgets: readonly WidgetDescription[]): Schema[] {
  return [
    { label: '{ type, props }', description: 'A widget node.', body: { type: '$1', props: {} } },
    ...widgets.map((widget) => {
      const props = requiredFields(widget.schema);
      return {
        label: widget.type,
        description: firstSentence(String(widget.schema.description ?? '')),
        body: Object.keys(props).length > 0 ? { type: widget.type, props } : { type: widget.type },
      };
    }),
  ];
}

/** Service ids of the catalogue, each described by its summary, method and path. */
export function serviceIdSchema(endpoints: Iterable<Endpoint>): Schema {
  const entries = [...endpoints].map((e) => [e.id, `${e.summary} — \`${e.method} ${e.path}\`${e.auth === 'none' ? '' : ` (auth: ${e.auth})`}`] as const);
  const schema = describedEnum(entries, 'Endpoint id of the service catalogue (pages-config/services/<family>.json), "<family>.<endpoint>".');
  return { ...schema, errorMessage: 'Not a service of the catalogue (pages-config/services/): complete the id for the list; `npm run validate` suggests the nearest.' };
}

/** The service data-source variant of `source`: named here so a change of the base schema fails loudly. */
function serviceSource(defs: Schema): Schema {
  const variant = (defs.source.oneOf as Schema[] | undefined)?.find((v) => v.properties?.service);
  if (!variant) throw new Error('schemas/page.schema.json: no data source with a `service` property; update scripts/lib/editor-schema.ts');
  return variant;
}

/** What the editor page schema is made from, besides schemas/page.schema.json. */
export interface EditorSchemaSources {
  extensions: Pick<ExtensionDescriptions, 'widgets' | 'actions'>;
  endpoints: Iterable<Endpoint>;
  fragments: readonly FragmentDescription[];
}

/**
 * The composed page schema with, for editors: widget types and actions described per value, every
 * `service` a page names (data sources, action arguments) limited to the catalogue's ids, fragment uses
 * with their params, and snippets for a node, each widget and fragment, each action step and each kind
 * of data source.
 */
export function composeEditorPageSchema({ extensions, endpoints, fragments }: EditorSchemaSources): Schema {
  // Sorted: the order of the widget library's exports differs between Node and the test runner.
  const widgets = [...extensions.widgets].sort((a, b) => a.type.localeCompare(b.type));
  const { actions } = extensions;
  const schema = composePageSchema(widgets, actions);
  const defs = schema.definitions;
  schema.$id = `https://official.local/${EDITOR_PAGE_SCHEMA}`;
  schema.$comment = 'Generated by `npm run gen:schemas` from schemas/page.schema.json, the extension catalogue, the service catalogue and pages-config/fragments; do not edit (a unit test fails when stale).';
  defs.serviceId = serviceIdSchema(endpoints);

  defs.node.properties.type = describedEnum(widgets.map((w) => [w.type, String(w.schema.description ?? '')]), defs.node.properties.type.description);

  const step = defs.actionStep;
  step.properties.action = describedEnum(actions.map((a) => [a.name, a.description]), 'The action to run; its arguments sit beside it.');
  step.defaultSnippets = actions.map((action) => ({
    label: action.name,
    description: firstSentence(action.description),
    body: { action: action.name, ...requiredFields(action.schema) },
  }));
  // An action may also name its service with an expression (checked when called); a data source may not.
  for (const { then } of step.allOf as Schema[]) {
    if (then.properties.service) then.properties.service = { anyOf: [serviceRef(then.properties.service), { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' }] };
  }

  const source = serviceSource(defs);
  source.properties.service = serviceRef(source.properties.service);
  defs.source.defaultSnippets = [
    { label: '{ service, params }', description: 'Data loaded from a service of the catalogue.', body: { service: '$1', params: {} } },
    { label: '{ static }', description: 'Data written in the page itself.', body: { static: {} } },
  ];

  const editorSchema = withFragmentUses(schema, fragments);
  editorSchema.definitions.node.defaultSnippets = [...nodeSnippets(widgets), ...fragmentSnippets(fragments)];
  return editorSchema;
}

/** The generated schema files, by path relative to the project root, from the catalogues and fragments on disk. */
export function generateSchemas(extensions: EditorSchemaSources['extensions']): Array<{ file: string; content: string }> {
  const fragments = describeFragments(readFragmentFiles());
  const page = composeEditorPageSchema({ extensions, endpoints: serviceCatalogue().endpoints.values(), fragments });
  return [{ file: EDITOR_PAGE_SCHEMA, content: `${JSON.stringify(page, null, 2)}\n` }];
}
