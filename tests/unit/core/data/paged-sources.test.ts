import { describe, expect, it, vi } from 'vitest';
import { createDataCache } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import type { ServiceFetcher, ServiceRequest } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';

// Paging (issue 30 §2): a customer with more records than a page sees them all, page after page.
const { filter } = coreExtensions();
const RECORDS = Array.from({ length: 25 }, (_, index) => ({ id: `HB${String(25 - index).padStart(3, '0')}` }));

/** The bean history as the sandbox pages it, with the requests it was asked and failures to hand out. */
function beanHistory() {
  const requests: ServiceRequest[] = [];
  const failing = new Set<number>();
  // Pages the server refuses for good (a code of the client's side): asking again would only repeat it.
  const refused = new Set<number>();
  const fetcher: ServiceFetcher = async (_service, request) => {
    requests.push(request);
    const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
    if (failing.delete(pageNo)) throw new Error('网络连接失败，请检查网络后重试');
    if (refused.has(pageNo)) throw Object.assign(new Error('查询范围超出限制，请缩小查询范围'), { retryable: false });
    return { total: RECORDS.length, list: RECORDS.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
  };
  const sources = new PageSources({ history: { service: 'face.beanHistory', params: { type: '{{ state.tab }}' }, paging: { size: 10 } } }, createDataCache({ fetcher: fetcher }), filter);
  return { requests, failing, refused, sources };
}

const ids = (sources: PageSources) => (sources.snapshot().history.data as { list: Array<{ id: string }> }).list.map((row) => row.id);

describe('a paged source', () => {
  it('asks for the first page, and knows more follow', async () => {
    const { requests, sources } = beanHistory();
    sources.start({ state: { tab: 'all' } });
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    expect(requests[0].params).toEqual({ type: 'all', pageNo: 1, pageSize: 10 });
    expect(ids(sources)).toHaveLength(10);
    expect(sources.snapshot().history.more).toEqual({ status: 'ready', pages: 1 });
  });

  it('adds each next page after the rows shown, every record exactly once, and then has no more', async () => {
    const { requests, sources } = beanHistory();
    sources.start({ state: { tab: 'all' } });
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    await sources.loadMore('history');
    await sources.loadMore('history');
    expect(ids(sources)).toEqual(RECORDS.map((record) => record.id));
    expect(sources.snapshot().history.more).toEqual({ status: 'done', pages: 3 });
    await sources.loadMore('history');
    expect(requests.map((request) => request.params?.pageNo)).toEqual([1, 2, 3]);
  });

  it('keeps every loaded row when a next page fails, says why, and loads that page on retry', async () => {
    const { failing, sources } = beanHistory();
    sources.start({ state: { tab: 'all' } });
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    failing.add(2);
    await sources.loadMore('history');
    expect(ids(sources)).toHaveLength(10);
    expect(sources.snapshot().history.more).toEqual({ status: 'error', pages: 1, error: '网络连接失败，请检查网络后重试' });
    await sources.loadMore('history');
    expect(ids(sources)).toHaveLength(20);
    expect(sources.snapshot().history.status).toBe('ready');
  });

  it('ends with why when a next page would fail again (no 重试), every loaded row kept and nothing more asked', async () => {
    const { requests, refused, sources } = beanHistory();
    sources.start({ state: { tab: 'all' } });
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    refused.add(2);
    await sources.loadMore('history');
    expect(ids(sources)).toHaveLength(10);
    expect(sources.snapshot().history.more).toEqual({ status: 'error', pages: 1, error: '查询范围超出限制，请缩小查询范围', lasting: true });
    await sources.loadMore('history');
    expect(requests.map((request) => request.params?.pageNo)).toEqual([1, 2]);
  });

  it('pulled to refresh while a next page loads, gives that page up: a failed refresh leaves the end ready to ask again', async () => {
    let refreshFails = false;
    const fetcher: ServiceFetcher = async (_service, request, signal) => {
      const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
      if (pageNo === 2 && !refreshFails) return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      if (pageNo === 1 && refreshFails) throw new Error('网络连接失败，请检查网络后重试');
      return { total: RECORDS.length, list: RECORDS.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
    };
    const sources = new PageSources({ history: { service: 'face.beanHistory', paging: { size: 10 } } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    const nextPage = sources.loadMore('history');
    expect(sources.snapshot().history.more).toEqual({ status: 'loading', pages: 1 });
    refreshFails = true;
    await sources.load('history', {});
    await nextPage;
    expect(sources.snapshot().history).toMatchObject({ status: 'ready', error: '网络连接失败，请检查网络后重试', more: { status: 'ready', pages: 1 } });
    await sources.loadMore('history');
    expect(ids(sources)).toHaveLength(20);
  });

  it('starts again from the first page when what it reads changes', async () => {
    const { requests, sources } = beanHistory();
    sources.start({ state: { tab: 'all' } });
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    await sources.loadMore('history');
    sources.follow({ state: { tab: 'income' } }, 'state');
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    expect(requests.at(-1)?.params).toEqual({ type: 'income', pageNo: 1, pageSize: 10 });
    expect(ids(sources)).toHaveLength(10);
    expect(sources.snapshot().history.more?.pages).toBe(1);
  });

  it('loaded again as it is (pulled to refresh), keeps every row while each loaded page is asked again, toasting a failure', async () => {
    const { requests, sources } = beanHistory();
    const scope = { state: { tab: 'all' } };
    sources.start(scope);
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    await sources.loadMore('history');
    const refreshing = sources.load('history', scope);
    expect(sources.snapshot().history).toMatchObject({ status: 'loading', more: { status: 'ready', pages: 2 } });
    expect(ids(sources)).toHaveLength(20);
    await refreshing;
    expect(requests.slice(-2)).toEqual([
      { params: { type: 'all', pageNo: 1, pageSize: 10 }, feedback: 'toast' },
      { params: { type: 'all', pageNo: 2, pageSize: 10 }, feedback: 'toast' },
    ]);
    expect(ids(sources)).toEqual(RECORDS.slice(0, 20).map((record) => record.id));
    expect(sources.snapshot().history).toEqual({ status: 'ready', data: expect.anything(), more: { status: 'ready', pages: 2 } });
  });

  it('keeps every row and its next page when a refresh fails, noting why (its toast tells the customer)', async () => {
    const { failing, sources } = beanHistory();
    const scope = { state: { tab: 'all' } };
    sources.start(scope);
    await vi.waitFor(() => expect(sources.snapshot().history.status).toBe('ready'));
    await sources.loadMore('history');
    failing.add(1);
    await sources.load('history', scope);
    expect(ids(sources)).toHaveLength(20);
    expect(sources.snapshot().history).toMatchObject({ status: 'ready', error: '网络连接失败，请检查网络后重试', more: { status: 'ready', pages: 2 } });
    await sources.loadMore('history');
    expect(ids(sources)).toEqual(RECORDS.map((record) => record.id));
  });

  it('puts the page in the body of a service that takes one, and reads the rows and total where it says', async () => {
    const requests: ServiceRequest[] = [];
    const fetcher: ServiceFetcher = async (_service, request) => {
      requests.push(request);
      return { toDoneSize: 4, toDoneList: ['a', 'b', 'c', 'd'] };
    };
    const sources = new PageSources({ todos: { service: 'face.toDoList', body: {}, paging: { size: 5, list: 'toDoneList', total: 'toDoneSize' } } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().todos.status).toBe('ready'));
    expect(requests[0]).toEqual({ params: {}, body: { pageNo: 1, pageSize: 5 } });
    expect(sources.snapshot().todos.more).toEqual({ status: 'done', pages: 1 });
  });
});
