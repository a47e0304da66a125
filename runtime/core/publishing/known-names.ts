import { templateRefs } from '../expression';
import { walkNodes } from '../page/walk';
import type { WidgetNode } from '../../../schemas/generated/page';
import type { WidgetSpec } from '../registry/widgets';

/** What the running build has: a published page may name nothing else (pages are data, never code). */
export interface BuildNames {
  slotsOf(type: string): WidgetSpec['slots'] | undefined;
  hasWidget(type: string): boolean;
  hasAction(name: string): boolean;
  hasFilter(name: string): boolean;
  hasService(id: string): boolean;
}

/** Each string of a value, and each object with an `action` (an action step). */
function visit(value: unknown, onString: (text: string) => void, onStep: (step: Record<string, unknown>) => void): void {
  if (typeof value === 'string') onString(value);
  else if (Array.isArray(value)) value.forEach((item) => visit(item, onString, onStep));
  else if (value && typeof value === 'object') {
    if (typeof (value as { action?: unknown }).action === 'string') onStep(value as Record<string, unknown>);
    Object.values(value).forEach((item) => visit(item, onString, onStep));
  }
}

/**
 * The widgets, actions, filters and services a page names that the running build lacks, as
 * `widget "countdown"`: a published page naming any is refused where it loads, as at publish.
 */
export function unknownNames(page: { body?: unknown; data?: unknown }, build: BuildNames): string[] {
  const unknown = new Set<string>();
  walkNodes((Array.isArray(page.body) ? page.body : []) as WidgetNode[], '', build.slotsOf, (node) => {
    if (!build.hasWidget(node.type)) unknown.add(`widget "${node.type}"`);
  });
  const named = (service: unknown) => typeof service === 'string' && !service.includes('{{') && !build.hasService(service);
  for (const source of Object.values((page.data ?? {}) as Record<string, { service?: unknown }>)) {
    if (named(source?.service)) unknown.add(`service "${String(source.service)}"`);
  }
  visit(page, (text) => {
    if (!text.includes('{{')) return;
    try {
      for (const filter of templateRefs(text).filters) if (!build.hasFilter(filter)) unknown.add(`filter "${filter}"`);
    } catch {
      unknown.add(`expression "${text}"`);
    }
  }, (step) => {
    if (!build.hasAction(String(step.action))) unknown.add(`action "${String(step.action)}"`);
    if (step.action === 'callService' && named(step.service)) unknown.add(`service "${String(step.service)}"`);
  });
  return [...unknown];
}
