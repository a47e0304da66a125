import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaceVerifyProps } from '../../../../schemas/generated/widgets';
import FaceVerify from '../../../../widgets/native/face-verify/FaceVerify';
import spec from '../../../../widgets/native/face-verify';
import { BLINK_MS } from '../../../../widgets/native/face-verify/use-face-check';
import { renderWidget } from '../render-widget';
import { fakeCall, serverError } from './fake-call';

const PROPS: FaceVerifyProps = { businessType: 'ENDORSE', desc: '请 李明轩 本人完成人脸识别，用于确认本人办理' };
const PASSED = { bizToken: 'BIZ1', passed: true, similarity: 96.3 };

/** A camera as getUserMedia hands it out: one video track, whose stop turns it off. */
function fakeCamera(answer: 'granted' | 'refused' | 'missing') {
  const track = { stop: vi.fn() };
  const getUserMedia = answer === 'refused'
    ? vi.fn(async () => { throw new DOMException('Permission denied', 'NotAllowedError'); })
    : vi.fn(async () => Object.assign(new MediaStream(), { getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: answer === 'missing' ? undefined : { getUserMedia } });
  return { track, getUserMedia };
}

function setup(answers: Parameters<typeof fakeCall>[1], value?: unknown, props: FaceVerifyProps = PROPS) {
  const call = fakeCall(spec, answers);
  const binding = { value, set: vi.fn(), current: () => value, subscribe: () => () => undefined };
  const view = renderWidget(FaceVerify, props, { call, binding });
  return { ...view, call, binding };
}

const status = () => screen.getByRole('status').textContent;
const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });

describe('face-verify', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/official/policy-business/re/confirm/B001?from=list');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the camera with 请缓慢眨眼, then turns it off, checks and reports 识别通过', async () => {
    const { track } = fakeCamera('granted');
    const view = setup({ 'face.livingBodyRecognition': () => ({ bizToken: 'BIZ1', verifyUrl: '/x' }), 'face.livingBodyResult': () => PASSED });
    expect(screen.getByText('光线充足')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    expect(status()).toContain('请缓慢眨眼');
    expect(view.container.querySelector('video')).not.toBeNull();
    expect(view.call).not.toHaveBeenCalled();

    await act(async () => { await vi.advanceTimersByTimeAsync(BLINK_MS); });
    expect(track.stop).toHaveBeenCalled();
    expect(view.call.mock.calls.map(([service, request]) => [service, request.body])).toEqual([
      ['face.livingBodyRecognition', { businessType: 'ENDORSE', redirectUrl: '/official/policy-business/re/confirm/B001?from=list' }],
      ['face.livingBodyResult', { bizToken: 'BIZ1' }],
    ]);
    expect(status()).toContain('识别通过');
    expect(view.binding.set).toHaveBeenCalledWith(PASSED);
    expect(view.emit).toHaveBeenCalledWith('verified', PASSED);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('where the camera is refused, explains and sends the customer to the verification page', async () => {
    fakeCamera('refused');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const verifyUrl = '/official/policy-business/re/confirm/B001?from=list&bizToken=BIZ2';
    const view = setup({ 'face.livingBodyRecognition': () => ({ bizToken: 'BIZ2', verifyUrl }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    expect(status()).toBe('无法打开摄像头请在系统设置中允许浏览器使用相机，或前往人脸识别页面完成验证');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '前往人脸识别页面' })));
    expect(view.call).toHaveBeenCalledWith('face.livingBodyRecognition', { body: { businessType: 'ENDORSE', redirectUrl: '/official/policy-business/re/confirm/B001?from=list' } });
    expect(assign).toHaveBeenCalledWith(verifyUrl);
    assign.mockRestore();
  });

  it('offers the verification page where the browser has no camera API', async () => {
    fakeCamera('missing');
    setup({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    expect(screen.getByRole('button', { name: '前往人脸识别页面' })).toBeTruthy();
  });

  it('back from the verification page with ?bizToken=, completes without asking again', async () => {
    window.history.replaceState(null, '', '/official/policy-business/re/confirm/B001?from=list&bizToken=BIZ3');
    const { getUserMedia } = fakeCamera('granted');
    const view = setup({ 'face.livingBodyResult': () => ({ bizToken: 'BIZ3', passed: false, similarity: 41.8 }) });
    await settle();
    expect(view.call).toHaveBeenCalledWith('face.livingBodyResult', { body: { bizToken: 'BIZ3' } });
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(status()).toContain('识别未通过');
    expect(view.emit).toHaveBeenCalledWith('verified', { bizToken: 'BIZ3', passed: false, similarity: 41.8 });
    expect(screen.getByRole('button', { name: '重新识别' })).toBeTruthy();
  });

  it('shows a bound result again without a new check', () => {
    const view = setup({}, PASSED);
    expect(status()).toContain('识别通过');
    expect(view.call).not.toHaveBeenCalled();
  });

  it('starts a new check where the kept result was for another application, and clears it for the page', async () => {
    const view = setup({}, { ...PASSED, subject: 'BQ001' }, { ...PROPS, subject: 'BQ002' });
    expect(screen.getByRole('button', { name: '开始识别' })).toBeTruthy();
    expect(status()).not.toContain('识别通过');
    expect(view.binding.set).toHaveBeenCalledWith({});
  });

  it('keeps a result made for this application, and records what it was for', async () => {
    fakeCamera('granted');
    const view = setup({ 'face.livingBodyRecognition': () => ({ bizToken: 'BIZ1', verifyUrl: '/x' }), 'face.livingBodyResult': () => PASSED }, undefined, { ...PROPS, subject: 'BQ002' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    await act(async () => { await vi.advanceTimersByTimeAsync(BLINK_MS); });
    expect(view.binding.set).toHaveBeenCalledWith({ ...PASSED, subject: 'BQ002' });
    view.unmount();
    setup({}, { ...PASSED, subject: 'BQ002' }, { ...PROPS, subject: 'BQ002' });
    expect(status()).toContain('识别通过');
  });

  it('when the check cannot be done, says why in place, emits failed and offers 重新识别', async () => {
    fakeCamera('granted');
    const view = setup({ 'face.livingBodyRecognition': serverError('face.livingBodyRecognition') });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    await act(async () => { await vi.advanceTimersByTimeAsync(BLINK_MS); });
    expect(status()).toBe('暂时无法完成识别抱歉，服务端异常，正在抢修中，请您稍后重试');
    expect(view.emit).toHaveBeenCalledWith('failed', { message: '抱歉，服务端异常，正在抢修中，请您稍后重试' });
    expect(view.binding.set).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '重新识别' })).toBeTruthy();
  });

  it('turns the camera off when cancelled and when the page goes away', async () => {
    const { track } = fakeCamera('granted');
    const view = setup({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '开始识别' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始识别' })));
    view.unmount();
    expect(track.stop).toHaveBeenCalledTimes(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(BLINK_MS); });
    expect(view.call).not.toHaveBeenCalled();
  });
});
