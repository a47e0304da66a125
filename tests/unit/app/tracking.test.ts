import { describe, expect, it, vi } from 'vitest';
import { createTracking } from '../../../runtime/app/tracking';

describe('tracking', () => {
  it('names the path of the page shown in every event after it, never the address bar', async () => {
    const callService = vi.fn(async (_service: string, _request: unknown) => undefined);
    const tracking = createTracking(callService, { platformType: 3, platformName: 7 });
    tracking.pageShown('/policy-business/re/health-inform/BQ001/C100002/:insuredName', 'RE_HEALTH');
    tracking.trackEvent('face_start', {});
    tracking.reportProblem({ kind: 'action', configPath: '/body/3/onClick', message: 'failed' });
    const bodies = callService.mock.calls.map(([, request]) => (request as { body: Record<string, unknown> }).body);
    expect(bodies.map((body) => [body.event, body.path])).toEqual([
      ['pageview', '/policy-business/re/health-inform/BQ001/C100002/:insuredName'],
      ['custom', '/policy-business/re/health-inform/BQ001/C100002/:insuredName'],
      ['problem', '/policy-business/re/health-inform/BQ001/C100002/:insuredName'],
    ]);
  });

  it('tracks no page view for a page without a code', () => {
    const callService = vi.fn(async (_service: string, _request: unknown) => undefined);
    createTracking(callService, { platformType: 3, platformName: 7 }).pageShown('/about-us', null);
    expect(callService).not.toHaveBeenCalled();
  });
});
