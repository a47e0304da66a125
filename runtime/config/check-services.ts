import { withSuggestion } from '../core/registry/suggest';
import { eachActionStep, type Issue, type PageCheck } from './page-checks';
import type { Endpoint } from './catalogue-types';
import { requiredParams } from './endpoint-params';

/**
 * What the check reads of an endpoint, and what the browser gets (the dev playground, scripts/vite-plugin-playground.ts):
 * with the schemas the checks of paths and params read (their definitions come apart, once per family).
 */
export type ServiceRef = Pick<Endpoint, 'id' | 'path' | 'params' | 'changes'> & Partial<Pick<Endpoint, 'family' | 'body' | 'response'>>;

/**
 * Every service a page calls (data sources and callService steps) must be a catalogue endpoint,
 * and the call must supply each param the endpoint requires (path placeholders always are). A call that
 * shows its failure itself (`feedback: inline`) has the `else` that does.
 */
export function checkServices(catalogue: { endpoints: ReadonlyMap<string, ServiceRef> }): PageCheck {
  const ids = [...catalogue.endpoints.keys()];
  const checkCall = (call: Record<string, unknown>, pointer: string, issues: Issue[]) => {
    // A service named by an expression (a test page calling the one chosen) is checked when called.
    if (typeof call.service !== 'string' || call.service.includes('{{')) return;
    const endpoint = catalogue.endpoints.get(call.service);
    if (!endpoint) {
      issues.push({ pointer: `${pointer}/service`, message: withSuggestion(`unknown service "${call.service}"`, call.service, ids) });
      return;
    }
    const given = call.params && typeof call.params === 'object' ? Object.keys(call.params) : [];
    for (const param of requiredParams(endpoint).filter((name) => !given.includes(name))) {
      issues.push({ pointer: given.length ? `${pointer}/params` : pointer, message: `service "${endpoint.id}" needs param "${param}"` });
    }
  };
  return ({ page }) => {
    const issues: Issue[] = [];
    for (const [name, source] of Object.entries(page.data ?? {})) {
      if (!source || typeof source !== 'object') continue;
      checkCall(source as Record<string, unknown>, `/data/${name}`, issues);
      const { from } = source as { from?: { service?: unknown } };
      if (typeof from?.service === 'string' && !catalogue.endpoints.has(from.service)) {
        issues.push({ pointer: `/data/${name}/from/service`, message: withSuggestion(`unknown service "${from.service}"`, from.service, ids) });
      }
    }
    eachActionStep(page, '', (step, pointer) => {
      if (step.action !== 'callService') return;
      checkCall(step, pointer, issues);
      // Nobody else tells the customer of an inline failure: the step's else must show it.
      if (step.feedback === 'inline' && step.else === undefined) {
        issues.push({ pointer: `${pointer}/feedback`, message: 'feedback "inline" needs an else that shows the failure (error.message) on the page' });
      }
      const changes = typeof step.service === 'string' ? catalogue.endpoints.get(step.service)?.changes : undefined;
      if (changes) issues.push(...reloadsOfChanged(page, step, pointer, changes));
    });
    return issues;
  };
}

/**
 * A `reload`, in what follows a call, of a source showing a service that call changes: the source loads
 * again by itself once the call has answered (the catalogue's `changes`), so the reload only loads it twice.
 */
function reloadsOfChanged(page: Record<string, any>, call: Record<string, any>, pointer: string, changes: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const visit = (value: unknown, at: string, named: Set<string>): void => {
    if (typeof value === 'string' && page.actions?.[value] !== undefined && !named.has(value)) {
      visit(page.actions[value], `/actions/${value}`, new Set([...named, value]));
      return;
    }
    if (Array.isArray(value)) return value.forEach((step, i) => visit(step, `${at}/${i}`, named));
    if (!value || typeof value !== 'object') return;
    const step = value as Record<string, any>;
    // A later call answers for what it changes itself.
    if (step.action === 'callService') return;
    const service = step.action === 'reload' && step.when === undefined ? page.data?.[step.source]?.service : undefined;
    if (typeof service === 'string' && changes.includes(service)) {
      issues.push({ pointer: at, severity: 'warning', message: `"${call.service}" changes ${service} (its catalogue "changes"): the source "${step.source}" loads again by itself once the call has answered, so drop this reload` });
    }
    for (const key of ['then', 'else']) if (step[key] !== undefined) visit(step[key], `${at}/${key}`, named);
  };
  for (const key of ['then', 'else']) if (call[key] !== undefined) visit(call[key], `${pointer}/${key}`, new Set());
  return issues;
}
