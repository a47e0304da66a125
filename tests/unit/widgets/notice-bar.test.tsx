import { afterEach, describe, expect, it, vi } from 'vitest';
import NoticeBar from '../../../widgets/notice-bar/NoticeBar';
import { renderWidget } from './render-widget';

const NOTICE = '系统将于本周六 00:00–06:00 升级维护，期间保单查询和保全办理暂停服务，如有疑问请致电客服热线 400-820-9555。';
const prefer = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

describe('notice bar', () => {
  it('wraps its text instead of scrolling it past for a customer who asks for less motion', () => {
    prefer(true);
    const { container } = renderWidget(NoticeBar, { text: NOTICE });
    expect(container.querySelector('.arco-notice-bar')?.className).toMatch(/wrapable/);
  });

  it('scrolls a notice too long for its line otherwise, as configured', () => {
    prefer(false);
    const { container } = renderWidget(NoticeBar, { text: NOTICE });
    expect(container.querySelector('.arco-notice-bar')?.className).not.toMatch(/wrapable/);
  });

  it('keeps the hotline and the hours whole', () => {
    prefer(true);
    const { container } = renderWidget(NoticeBar, { text: NOTICE });
    expect([...container.querySelectorAll('.nowrap')].map((span) => span.textContent)).toEqual(['00:00–06:00', '400-820-9555']);
  });
});
