import type { ComponentType } from 'react';
import type { WidgetSpec } from '../runtime/core/registry/widgets';
import type { WidgetComponent, WidgetProps } from '../runtime/react/types';

/** Registration of one widget folder: typed against its props so a loader of the wrong component fails to compile. */
export function defineWidget<P>(spec: {
  type: string;
  schema: WidgetSpec['schema'];
  events?: readonly string[];
  slots?: WidgetSpec['slots'];
  bindable?: boolean;
  followsBinding?: boolean;
  services?: WidgetSpec['services'];
  load: () => Promise<{ default: ComponentType<WidgetProps<P>> }>;
  prepare?: WidgetSpec['prepare'];
}): WidgetSpec<WidgetComponent> {
  return spec as unknown as WidgetSpec<WidgetComponent>;
}
