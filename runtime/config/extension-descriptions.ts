import type { ActionSpec } from '../core/actions';
import type { FilterSpec } from '../core/expression';
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

/** The extension catalogue as the tooling sees it (page schema, validator, generated types, docs). */
export interface ExtensionDescriptions {
  widgets: readonly WidgetDescription[];
  actions: readonly ActionSpec[];
  filters: readonly FilterSpec[];
  guardSteps: readonly GuardStepSpec[];
}

export async function describeWidgets(specs: readonly WidgetSpec[]): Promise<WidgetDescription[]> {
  return Promise.all(specs.map(async ({ type, events, slots, bindable, schema }) => ({ type, events, slots, bindable, schema: (await schema()).default })));
}

/** Loads the widgets' props schemas; the rest of the catalogue is plain data already. */
export async function describeExtensions({ widgets, actions, filters, guardSteps }: ExtensionDefinitions): Promise<ExtensionDescriptions> {
  return { widgets: await describeWidgets(widgets), actions, filters, guardSteps };
}
