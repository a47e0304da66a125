import { suggest } from '../../runtime/core/registry/suggest';
import { eachActionStep, type Issue, type PageCheck } from './validate-pages';
import type { Endpoint } from './catalogue';
import { requiredParams } from './endpoint-params';

/** What the check reads of an endpoint: all the browser gets (the dev playground, scripts/vite-plugin-playground.ts). */
export type ServiceRef = Pick<Endpoint, 'id' | 'path' | 'params'>;

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
      const best = suggest(call.service, ids);
      issues.push({ pointer: `${pointer}/service`, message: `unknown service "${call.service}"${best ? ` — did you mean "${best}"?` : ''}` });
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
      if (source && typeof source === 'object') checkCall(source as Record<string, unknown>, `/data/${name}`, issues);
    }
    eachActionStep(page, '', (step, pointer) => {
      if (step.action !== 'callService') return;
      checkCall(step, pointer, issues);
      // Nobody else tells the customer of an inline failure: the step's else must show it.
      if (step.feedback === 'inline' && step.else === undefined) {
        issues.push({ pointer: `${pointer}/feedback`, message: 'feedback "inline" needs an else that shows the failure (error.message) on the page' });
      }
    });
    return issues;
  };
}
