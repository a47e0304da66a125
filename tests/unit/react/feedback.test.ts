import { afterEach, describe, expect, it, vi } from 'vitest';

const ARCO = '../../../runtime/react/arco-feedback';

/** The feedback module afresh, with arco's part as `arco` gives it (a factory that throws: its chunk cannot load). */
async function feedbackWith(arco: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock(ARCO, arco);
  return import('../../../runtime/react/feedback');
}

afterEach(() => {
  vi.doUnmock(ARCO);
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('feedback when arco\'s part cannot load (the connection dropped before it was needed)', () => {
  const offline = (): never => {
    throw new Error('Failed to fetch dynamically imported module');
  };

  it('still says what happened, one message at a time', async () => {
    const { showToast } = await feedbackWith(offline);
    showToast({ message: '网络连接失败，请检查网络后重试', kind: 'error' });
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('网络连接失败，请检查网络后重试'));
    showToast({ message: '系统开小差，请稍后重试', kind: 'info' });
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('系统开小差，请稍后重试'));
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('asks a question with the browser\'s own dialog, and answers as the customer chose', async () => {
    const { showConfirm } = await feedbackWith(offline);
    const ask = vi.fn(() => false);
    vi.stubGlobal('confirm', ask);
    await expect(showConfirm({ title: '取消授权', message: '确定取消授权吗？' })).resolves.toBe(false);
    expect(ask).toHaveBeenCalledWith('取消授权\n确定取消授权吗？');
  });
});

describe('arco\'s feedback', () => {
  it('loads when the customer first touches the page, before any tap can fail', async () => {
    const loaded = vi.fn(() => ({ showToast: vi.fn(), showAlert: vi.fn(), showConfirm: vi.fn() }));
    const { loadFeedbackOnFirstTouch } = await feedbackWith(loaded);
    loadFeedbackOnFirstTouch();
    expect(loaded).not.toHaveBeenCalled();
    dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
