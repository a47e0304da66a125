import type { ActionSpec } from '../core/actions';
import type { FilterDoc } from '../core/expression';
import type { GuardStepSpec } from '../core/guard';
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

/** A filter as the tooling sees it: its name and documentation. */
export interface FilterDescription extends FilterDoc {
  name: string;
}

/** The extension catalogue as the tooling sees it (page schema, validator, generated types, docs). */
export interface ExtensionDescriptions {
  widgets: readonly WidgetDescription[];
  actions: readonly ActionSpec[];
  filters: readonly FilterDescription[];
  guardSteps: readonly GuardStepSpec[];
}

export async function describeWidgets(specs: readonly WidgetSpec[]): Promise<WidgetDescription[]> {
  return Promise.all(specs.map(async ({ type, events, slots, bindable, schema }) => ({ type, events, slots, bindable, schema: (await schema()).default })));
}

/** Loads the widgets' props schemas and the catalogue's docs; the rest of the catalogue is plain data already. */
export async function describeExtensions({ widgets, actions, filters, guardSteps, docs }: ExtensionDefinitions): Promise<ExtensionDescriptions> {
  const [described, documented] = await Promise.all([describeWidgets(widgets), docs()]);
  const filterDoc = (name: string): FilterDoc => {
    const doc = documented.filters[name];
    if (!doc) throw new Error(`filter "${name}" has no docs`);
    return doc;
  };
  return { widgets: described, actions, filters: filters.map(({ name }) => ({ name, ...filterDoc(name) })), guardSteps };
}
