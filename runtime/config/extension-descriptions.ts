import type { ActionDoc } from '../core/actions';
import type { FilterDoc } from '../core/expression';
import type { ExtensionDefinitions } from '../core/registry/extensions';
import type { JsonSchema, WidgetSpec } from '../core/registry/widgets';

/** A registered widget as the tooling sees it: its registration with the props schema loaded. */
export interface WidgetDescription {
  type: string;
  schema: JsonSchema;
  events?: readonly string[];
  slots?: WidgetSpec['slots'];
  bindable?: boolean;
}

/** An action as the tooling sees it: its name, what it does and its arguments' schema. */
export interface ActionDescription extends ActionDoc {
  name: string;
}

/** A filter as the tooling sees it: its name and documentation. */
export interface FilterDescription extends FilterDoc {
  name: string;
}

/** A guard step as the tooling sees it, in the order the guard runs it. */
export interface GuardStepDescription {
  name: string;
  description: string;
}

/** The extension catalogue as the tooling sees it (page schema, validator, generated types, docs). */
export interface ExtensionDescriptions {
  widgets: readonly WidgetDescription[];
  actions: readonly ActionDescription[];
  filters: readonly FilterDescription[];
  guardSteps: readonly GuardStepDescription[];
}

export async function describeWidgets(specs: readonly WidgetSpec[]): Promise<WidgetDescription[]> {
  return Promise.all(specs.map(async ({ type, events, slots, bindable, schema }) => ({ type, events, slots, bindable, schema: (await schema()).default })));
}

/** The doc of each named entry, in the catalogue's order; an entry without one fails, as the reference would lack it. */
function documented<Doc>(kind: string, specs: readonly { name: string }[], docs: Readonly<Record<string, Doc>>): Array<{ name: string; doc: Doc }> {
  return specs.map(({ name }) => {
    if (!Object.hasOwn(docs, name)) throw new Error(`${kind} "${name}" has no docs`);
    return { name, doc: docs[name] };
  });
}

/** Loads the widgets' props schemas and the catalogue's docs; the rest of the catalogue is plain data already. */
export async function describeExtensions({ widgets, actions, filters, guardSteps, docs }: ExtensionDefinitions): Promise<ExtensionDescriptions> {
  const [described, loaded] = await Promise.all([describeWidgets(widgets), docs()]);
  return {
    widgets: described,
    actions: documented('action', actions, loaded.actions).map(({ name, doc }) => ({ name, ...doc })),
    filters: documented('filter', filters, loaded.filters).map(({ name, doc }) => ({ name, ...doc })),
    guardSteps: documented('guard step', guardSteps, loaded.guardSteps).map(({ name, doc }) => ({ name, description: doc })),
  };
}
