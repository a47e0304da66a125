import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ServiceRequest } from '../../../runtime/core/data';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

// Pull to refresh on a paged list (issue 30 §2): at the page's top the list loads again from its first page.
const Rows = ({ props }: WidgetProps<{ rows: Array<{ id: string; title: string }> }>) => (
  <ul>{props.rows.map((row) => <li key={row.id}>{row.title}</li>)}</ul>
);
const widgets: ReactWidgetSpec[] = [{ type: 'rows', schema: async () => ({ default: {} }), load: async () => ({ default: Rows as never }) }];
const page = {
  data: { history: { service: 'face.beanHistory', paging: { size: 2 } } },
  body: [{ type: 'rows', source: 'history', props: { rows: '{{ data.history.list }}' } }],
};

/** A bean history of five records; `signIn` adds a newer one at the top. */
function beanHistory() {
  const records = ['签到', '阅读资讯', '完善资料', '绑定保单', '新用户注册礼'].map((title, index) => ({ id: `HB${index}`, title }));
  const requests: ServiceRequest[] = [];
  const fetch = vi.fn(async (_service: string, request: ServiceRequest) => {
    requests.push(request);
    const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
    return { total: records.length, list: records.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
  });
  return { fetch, requests, signIn: () => records.unshift({ id: 'HB9', title: '今日签到' }) };
}

/** A touch event at `pageY`, as a finger on a phone sends it (arco reads the first touch's page position). */
function touch(target: Element, type: string, pageY: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ pageX: 100, pageY }] });
  act(() => void target.dispatchEvent(event));
}

/** Pulls the list down by 200px and lets go, a render between each step as on a phone. */
function pull(list: Element) {
  touch(list, 'touchstart', 100);
  touch(list, 'touchmove', 300);
  touch(list, 'touchend', 300);
}

const titles = () => screen.getAllByRole('listitem').map((row) => row.textContent);

/** The paged list's pull area, once its chunk is in. */
const pullable = () => waitFor(() => {
  const list = document.querySelector('.source-pull');
  if (!list) throw new Error('the paged list is not shown yet');
  return list;
});

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => {
  cleanup();
  scrollPageTo(0);
});

describe('pull to refresh', () => {
  it('at the top of the page loads the list again from its first page, the newest record first and none twice', async () => {
    const { fetch, requests, signIn } = beanHistory();
    await renderPage(page, widgets, { fetch });
    const list = await pullable();
    // happy-dom lays nothing out: the list's end sees itself on screen and loads every page.
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(titles().slice(0, 2)).toEqual(['签到', '阅读资讯']);
    signIn();
    const asked = requests.length;

    touch(list, 'touchstart', 100);
    touch(list, 'touchmove', 300);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    touch(list, 'touchend', 300);
    await waitFor(() => expect(screen.getByText('刷新成功')).toBeTruthy());
    expect(requests[asked]).toEqual({ params: { pageNo: 1, pageSize: 2 }, feedback: 'toast' });
    expect(titles().slice(0, 2)).toEqual(['今日签到', '签到']);
    expect(new Set(titles()).size, 'no record twice').toBe(titles().length);
  });

  it('further down the page listens to nothing: the gesture only scrolls', async () => {
    const { fetch, requests } = beanHistory();
    await renderPage(page, widgets, { fetch });
    const list = await pullable();
    const asked = requests.length;
    scrollPageTo(400);

    pull(list);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.length).toBe(asked);
    expect(screen.queryByText('释放立即刷新')).toBeNull();
    expect(screen.queryByText('刷新中')).toBeNull();
  });

  it('after a failed refresh keeps the rows and does not say 刷新成功', async () => {
    const { fetch } = beanHistory();
    await renderPage(page, widgets, { fetch });
    const list = await pullable();
    const shown = titles();
    fetch.mockRejectedValueOnce(new Error('系统开小差，请稍后重试'));

    pull(list);
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith('face.beanHistory', expect.objectContaining({ feedback: 'toast' }), expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText('刷新成功')).toBeNull();
    expect(titles()).toEqual(shown);
  });
});
