import type { JsonSchema, WidgetSpec } from '../../runtime/core/registry/widgets';

/** A registered widget as the tooling sees it: its registration with the props schema loaded. */
export interface WidgetDescription {
  type: string;
  schema: JsonSchema;
  events?: readonly string[];
  slots?: WidgetSpec['slots'];
  bindable?: boolean;
}

export async function describeWidgets(specs: readonly WidgetSpec[]): Promise<WidgetDescription[]> {
  return Promise.all(specs.map(async ({ type, events, slots, bindable, schema }) => ({ type, events, slots, bindable, schema: (await schema()).default })));
}
