import { describe, expect, it, vi } from 'vitest';
import { createTracking } from '../../../runtime/app/tracking';
import { ServiceError } from '../../../runtime/http/errors';
import { LoginCodeError } from '../../../runtime/app/account/login-failure';
import Ajv from 'ajv';
import analytics from '../../../pages-config/services/analytics.json';
import app from '../../../pages-config/app.json';

/** The analytics bodies a tracking sent, each as the dashboard receives it. */
function sent(report: (tracking: ReturnType<typeof createTracking>) => void) {
  const callService = vi.fn(async (_service: string, _request: unknown) => undefined);
  const tracking = createTracking(callService, app.analytics);
  tracking.pageShown('/me/bank-card', 'ME_BANK_CARD');
  report(tracking);
  return callService.mock.calls.slice(1).map(([, request]) => (request as { body: Record<string, unknown> }).body);
}

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

  it('sends the server\'s refusal of a request as a refusal with its service and code, never as a problem', () => {
    const wrongCode = new ServiceError('envelope', '验证码错误或已失效', { code: 'A0201', service: 'face.bankCardAdd', silent: false });
    const notYours = new ServiceError('http', '保单不存在或不属于当前客户', { status: 404, service: 'face.policyDetail', silent: false });
    const bodies = sent((tracking) => {
      tracking.reportProblem({ kind: 'action', configPath: '/body/4/onClick', message: wrongCode.message, error: wrongCode });
      tracking.reportProblem({ kind: 'source', configPath: '/data/policy', message: notYours.message, error: notYours });
    });
    expect(bodies).toMatchObject([
      { event: 'refusal', element: 'face.bankCardAdd', code: 'A0201', configPath: '/body/4/onClick', path: '/me/bank-card' },
      { event: 'refusal', element: 'face.policyDetail', code: '404', configPath: '/data/policy' },
    ]);
    expect(JSON.stringify(bodies)).not.toContain('验证码错误');
  });

  it('sends a failure the server\'s refusal caused (a WeChat code used twice at login) as that refusal', () => {
    const used = new ServiceError('envelope', '微信授权码已被使用，请重新进入页面', { code: 'WX_CODE_BEEN_USED', service: 'userCenter.login', silent: false });
    const bodies = sent((tracking) => tracking.reportProblem({ kind: 'action', configPath: '/onEnter', message: used.message, error: new LoginCodeError('WX_CODE_BEEN_USED', used.message, used) }));
    expect(bodies).toMatchObject([{ event: 'refusal', element: 'userCenter.login', code: 'WX_CODE_BEEN_USED', configPath: '/onEnter' }]);
  });

  it('keeps the problem event for faults: a broken widget, a server error, a timeout or a dropped connection on a load', () => {
    const failures = [
      new ServiceError('http', '系统开小差，请稍后重试', { status: 500, service: 'face.bankAccountList', silent: false }),
      new ServiceError('envelope', '核心系统繁忙', { code: 'B0001', service: 'face.bankAccountList', silent: false }),
      new ServiceError('timeout', '请求超时，请刷新重试', { service: 'face.bankAccountList', silent: false }),
      new ServiceError('network', '网络连接失败，请检查网络后重试', { service: 'face.bankAccountList', silent: false }),
    ];
    const bodies = sent((tracking) => {
      tracking.reportProblem({ kind: 'widget', configPath: '/body/0', message: '组件内部错误', error: new TypeError('组件内部错误') });
      for (const error of failures) tracking.reportProblem({ kind: 'source', configPath: '/data/cards', message: error.message, error });
    });
    expect(bodies.map((body) => [body.event, body.element, body.message])).toEqual([
      ['problem', 'widget', '组件内部错误'],
      ['problem', 'source', '系统开小差，请稍后重试'],
      ['problem', 'source', '核心系统繁忙'],
      ['problem', 'source', '请求超时，请刷新重试'],
      ['problem', 'source', '网络连接失败，请检查网络后重试'],
    ]);
  });
});

describe('what the analytics service accepts', () => {
  it('takes every event the tracking sends, a refusal and an expression fault included, as its catalogue entry says', () => {
    const { body } = analytics.endpoints.track;
    const accepts = new Ajv({ strict: false }).compile(body);
    const refused = new ServiceError('envelope', '验证码错误或已失效', { code: 'A0201', service: 'face.bankCardAdd', silent: false });
    const bodies = sent((tracking) => {
      tracking.trackEvent('face_start', {});
      tracking.reportProblem({ kind: 'action', configPath: '/body/4/onClick', message: refused.message, error: refused });
      tracking.reportProblem({ kind: 'expression', configPath: '/body/1/props/text', message: '"+" between a number and a string' });
    });
    for (const sentBody of bodies) expect(accepts(sentBody), JSON.stringify(accepts.errors)).toBe(true);
  });
});
