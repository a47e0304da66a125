import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import SourceMore from '../../../runtime/react/SourceMore';

/** A phone's page `height` px tall, scrolled down to `top`. */
function scrolled(height: number, top: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 667 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
}

afterEach(() => {
  cleanup();
  for (const key of ['scrollHeight', 'clientHeight'] as const) Reflect.deleteProperty(document.documentElement, key);
  Reflect.deleteProperty(window, 'scrollY');
});

describe('the end of a paged list', () => {
  it('arriving after the customer scrolled to the page\'s end, loads the next page at once', () => {
    scrolled(3000, 3000 - 667);
    const onMore = vi.fn(async () => undefined);
    render(<SourceMore more={{ status: 'ready', pages: 1 }} onMore={onMore} />);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('arriving while the customer reads the top of a long page, waits for the scroll', () => {
    scrolled(3000, 0);
    const onMore = vi.fn(async () => undefined);
    render(<SourceMore more={{ status: 'ready', pages: 1 }} onMore={onMore} />);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('after the last page, asks for nothing', () => {
    scrolled(3000, 3000 - 667);
    const onMore = vi.fn(async () => undefined);
    render(<SourceMore more={{ status: 'done', pages: 3 }} onMore={onMore} />);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('after a failed page, says why and offers 重试', () => {
    scrolled(3000, 0);
    render(<SourceMore more={{ status: 'error', pages: 2, error: '网络连接失败，请检查网络后重试' }} onMore={vi.fn(async () => undefined)} />);
    expect(screen.getByRole('alert').textContent).toContain('网络连接失败，请检查网络后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('after a page that asking again would not bring, says why and ends there: no 重试, nothing asked on the scroll', () => {
    scrolled(3000, 3000 - 667);
    const onMore = vi.fn(async () => undefined);
    render(<SourceMore more={{ status: 'error', pages: 2, error: '查询范围超出限制，请缩小查询范围', lasting: true }} onMore={onMore} />);
    expect(screen.getByRole('alert').textContent).toBe('查询范围超出限制，请缩小查询范围');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(onMore).not.toHaveBeenCalled();
  });
});
