import type { ReactWidgetSpec } from '../runtime/react/types';
import * as widgets from './index';

/** The widget library as a list, for the extension catalogue (runtime/app/extensions.ts). */
export const widgetSpecs: readonly ReactWidgetSpec[] = Object.values(widgets);
