import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTracking } from '../../../runtime/app/tracking';
import { ServiceError } from '../../../runtime/http/errors';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Label = ({ props, emit }: WidgetProps<{ text: string }>) => <p onClick={() => void emit('click')}>{props.text}</p>;
const Broken = (): never => { throw new Error('组件内部错误'); };
const widgets: ReactWidgetSpec[] = [
  { type: 'label', schema: async () => ({ default: {} }), events: ['click'], load: async () => ({ default: Label as never }) },
  { type: 'broken', schema: async () => ({ default: {} }), load: async () => ({ default: Broken as never }) },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page\'s failures as the analytics dashboard receives them', () => {
  it('counts a broken widget and a load the server could not answer as problems, a wrong SMS code and a record not the customer\'s as refusals', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = vi.fn(async (_service: string, _request: unknown) => undefined);
    const tracking = createTracking(analytics, { platformType: 2, platformName: 16 });
    const failures: Record<string, ServiceError> = {
      'face.bankAccountList': new ServiceError('http', '系统开小差，请稍后重试', { status: 502, service: 'face.bankAccountList', silent: false }),
      'face.policyDetail': new ServiceError('envelope', '保单不存在或不属于当前客户', { code: 'A0404', service: 'face.policyDetail', silent: false }),
      'face.bankCardAdd': new ServiceError('envelope', '验证码错误或已失效', { code: 'A0201', service: 'face.bankCardAdd', silent: false }),
    };
    const fetch = vi.fn(async (service: string) => { throw failures[service]; });
    await renderPage({
      data: { cards: { service: 'face.bankAccountList' }, policy: { service: 'face.policyDetail' } },
      body: [
        { type: 'broken' },
        { type: 'label', props: { text: '确认添加' }, onClick: { action: 'callService', service: 'face.bankCardAdd' } },
      ],
    }, widgets, { fetch, reportProblem: tracking.reportProblem, dev: false });
    fireEvent.click(screen.getByText('确认添加'));
    const events = () => analytics.mock.calls.map(([, request]) => (request as { body: Record<string, unknown> }).body).map(({ event, element, code, configPath }) => ({ event, element, code, configPath }));
    await waitFor(() => expect(events()).toHaveLength(4));
    expect(events()).toEqual(expect.arrayContaining([
      { event: 'problem', element: 'widget', code: undefined, configPath: '/body/0' },
      { event: 'problem', element: 'source', code: undefined, configPath: '/data/cards' },
      { event: 'refusal', element: 'face.policyDetail', code: 'A0404', configPath: '/data/policy' },
      { event: 'refusal', element: 'face.bankCardAdd', code: 'A0201', configPath: '/body/1/onClick' },
    ]));
  });

  it('writes a failed tap to the developer console only when it is a fault, not when the server refused what was asked', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: Record<string, ServiceError> = {
      'face.bankCardAdd': new ServiceError('envelope', '验证码错误或已失效', { code: 'A0201', service: 'face.bankCardAdd', silent: false }),
      'face.bankCardDelete': new ServiceError('http', '系统开小差，请稍后重试', { status: 502, service: 'face.bankCardDelete', silent: false }),
    };
    const reportProblem = vi.fn();
    await renderPage({
      body: [
        { type: 'label', props: { text: '确认添加' }, onClick: { action: 'callService', service: 'face.bankCardAdd' } },
        { type: 'label', props: { text: '删除银行卡' }, onClick: { action: 'callService', service: 'face.bankCardDelete' } },
      ],
    }, widgets, { fetch: vi.fn(async (service: string) => { throw failures[service]; }), reportProblem, dev: false });
    fireEvent.click(screen.getByText('确认添加'));
    await waitFor(() => expect(reportProblem).toHaveBeenCalledTimes(1));
    expect(consoleError).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('删除银行卡'));
    await waitFor(() => expect(reportProblem).toHaveBeenCalledTimes(2));
    expect(consoleError).toHaveBeenCalledWith('[page] action at /body/1/onClick failed:', failures['face.bankCardDelete']);
  });
});
