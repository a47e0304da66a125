import { WidgetRegistry } from '../runtime/core/registry/widgets';
import type { WidgetComponent } from '../runtime/react/types';
import * as widgets from './index';

export const widgetSpecs = Object.values(widgets);
export const widgetRegistry = new WidgetRegistry<WidgetComponent>(widgetSpecs);
