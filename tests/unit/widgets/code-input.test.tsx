import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CodeInput from '../../../widgets/code-input/CodeInput';
import { renderBound } from './render-bound';

const sendButton = () => screen.getByRole('button') as HTMLButtonElement;

describe('code-input', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 60s after a successful send, refusing taps, then offers the button again', async () => {
    // The page's onSend `then` raises `sent` once the code is sent.
    let raiseSent = () => {};
    const view = renderBound(CodeInput, { sent: 0 }, '', async () => { raiseSent(); return true; });
    raiseSent = () => view.update({ sent: 1 });
    await act(async () => fireEvent.click(sendButton()));
    expect(view.emit).toHaveBeenCalledWith('send');
    expect(sendButton().textContent).toBe('60s后重发');
    expect(sendButton().disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(sendButton().textContent).toBe('59s后重发');
    fireEvent.click(sendButton());
    expect(view.emit).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);
  });

  it('stays available when the send fails', async () => {
    const view = renderBound(CodeInput, { sent: 0 }, '');
    await act(async () => fireEvent.click(sendButton()));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);
    await act(async () => fireEvent.click(sendButton()));
    expect(view.emit).toHaveBeenCalledTimes(2);
  });

  it('shows 发送中 and ignores taps while the send runs', async () => {
    let finish = () => {};
    const view = renderBound(CodeInput, { sent: 0 }, '', () => new Promise<boolean>((resolve) => { finish = () => resolve(true); }));
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    expect(view.emit).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('发送中…');
    await act(async () => finish());
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('cannot send while sendDisabled, and writes the typed code to its binding', () => {
    const view = renderBound(CodeInput, { sendDisabled: true }, '');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    expect(view.set).toHaveBeenCalledWith('123456');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('123456');
  });
});
