import { describe, expect, it, vi } from 'vitest';
import { createDataCache } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import { prefetchSources } from '../../../../runtime/core/data/prefetch';
import type { ServiceFetcher } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';

// One cache for the whole portal (issue 49 §1, §2): a page opened again, by another route or for another
// customer, finds what it may show and nothing it may not.
const { filter } = coreExtensions();
const policyList = { policies: { service: 'face.policyList', params: { status: '{{ query.status }}' } } };

/** The policy service as the sandbox answers it, counting the calls made. */
function policies() {
  const calls: Array<{ status: unknown; signal?: AbortSignal }> = [];
  const fetcher: ServiceFetcher = async (_service, request, signal) => {
    calls.push({ status: request.params?.status, signal });
    return { list: [{ policyNo: `P${calls.length}` }] };
  };
  return { calls, fetcher };
}

async function visit(sources: PageSources, scope = { query: { status: 'valid' } }) {
  sources.settle(scope);
  const first = sources.snapshot().policies;
  sources.start(scope);
  await vi.waitFor(() => expect(sources.snapshot().policies.status).toBe('ready'));
  return first;
}

describe('the portal-wide data cache', () => {
  it('shows a page opened again with what it showed before, in the first frame, and asks again', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher });
    const list = new PageSources(policyList, cache, filter);
    expect(await visit(list)).toEqual({ status: 'idle', data: undefined });
    list.dispose();

    const again = new PageSources(policyList, cache, filter);
    expect(await visit(again)).toEqual({ status: 'ready', data: { list: [{ policyNo: 'P1' }] } });
    expect(again.snapshot().policies.data).toEqual({ list: [{ policyNo: 'P2' }] });
    expect(calls).toHaveLength(2);
  });

  it('does not ask again for an answer still fresh (its catalogue `fresh`)', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher, freshFor: () => 60_000 });
    await visit(new PageSources(policyList, cache, filter));
    const again = new PageSources(policyList, cache, filter);
    await visit(again);
    expect(again.snapshot().policies.data).toEqual({ list: [{ policyNo: 'P1' }] });
    expect(calls).toHaveLength(1);
  });

  it('keeps another request apart: the same page for other params asks for its own', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher, freshFor: () => 60_000 });
    await visit(new PageSources(policyList, cache, filter));
    const lapsed = new PageSources(policyList, cache, filter);
    expect(await visit(lapsed, { query: { status: 'lapsed' } })).toEqual({ status: 'idle', data: undefined });
    expect(calls.map((call) => call.status)).toEqual(['valid', 'lapsed']);
  });

  it('never shows one customer an answer given to another: an owner change drops them', async () => {
    const { calls, fetcher } = policies();
    let owner = 'customer-1';
    const cache = createDataCache({ fetcher, owner: () => owner, freshFor: () => 60_000 });
    await visit(new PageSources(policyList, cache, filter));
    owner = 'visitor-x';
    cache.owner();
    expect(cache.client.getQueryCache().getAll()).toHaveLength(0);
    const theirs = new PageSources(policyList, cache, filter);
    expect(await visit(theirs)).toEqual({ status: 'idle', data: undefined });
    expect(theirs.snapshot().policies.data).toEqual({ list: [{ policyNo: 'P2' }] });
    expect(calls).toHaveLength(2);
  });

  it('starts what the route knows before the page exists, and the page waits for that call instead of making its own', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher });
    const page = { ...policyList, drafts: { service: 'face.draftList', params: { status: '{{ state.tab }}' } } };
    prefetchSources(page, { query: { status: 'valid' } }, cache, filter);
    expect(calls.map((call) => call.status)).toEqual(['valid']);
    const sources = new PageSources(page, cache, filter);
    await visit(sources, { query: { status: 'valid' } });
    expect(calls.filter((call) => call.status === 'valid')).toHaveLength(1);
  });

  it('takes the answer the route asked for on the way as this visit\'s, and asks again on a later visit', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher });
    prefetchSources(policyList, { query: { status: 'valid' } }, cache, filter);
    // The answer is in before the page's widgets, and so before the page.
    await vi.waitFor(() => expect(cache.client.getQueryData(cache.keyOf('face.policyList', { params: { status: 'valid' } }))).toBeDefined());
    const page = new PageSources(policyList, cache, filter);
    expect(await visit(page)).toEqual({ status: 'ready', data: { list: [{ policyNo: 'P1' }] } });
    expect(calls).toHaveLength(1);
    page.dispose();
    await visit(new PageSources(policyList, cache, filter));
    expect(calls).toHaveLength(2);
  });

  it('loads again what a call changed: the shown source at once, one not shown when next shown', async () => {
    const { calls, fetcher } = policies();
    const cache = createDataCache({ fetcher, freshFor: () => 60_000 });
    const shown = new PageSources(policyList, cache, filter);
    await visit(shown);
    cache.invalidate(['face.policyList']);
    await vi.waitFor(() => expect(shown.snapshot().policies.data).toEqual({ list: [{ policyNo: 'P2' }] }));
    shown.dispose();
    cache.invalidate(['face.policyList']);
    expect(calls).toHaveLength(2);
    await visit(new PageSources(policyList, cache, filter));
    expect(calls).toHaveLength(3);
  });

  it('opens a detail with what its list already knew of it, while its own answer loads', async () => {
    let answer: (article: unknown) => void = () => undefined;
    const fetcher: ServiceFetcher = (service) => (service === 'face.newsList'
      ? Promise.resolve({ total: 2, list: [{ id: 'N002', title: '鸿泰人寿荣获年度服务奖' }, { id: 'N001', title: '鸿泰人寿发布年报' }] })
      : new Promise((resolve) => { answer = resolve; }));
    const cache = createDataCache({ fetcher });
    const list = new PageSources({ news: { service: 'face.newsList', paging: { size: 10 } } }, cache, filter);
    list.start({});
    await vi.waitFor(() => expect(list.snapshot().news.status).toBe('ready'));
    list.dispose();

    const detail = new PageSources({ article: { service: 'face.newsDetail', params: { id: '{{ query.id }}' }, from: { service: 'face.newsList', key: 'id' } } }, cache, filter);
    detail.settle({ query: { id: 'N001' } });
    detail.start({ query: { id: 'N001' } });
    expect(detail.snapshot().article).toEqual({ status: 'loading', data: { id: 'N001', title: '鸿泰人寿发布年报' } });
    answer({ id: 'N001', title: '鸿泰人寿发布年报', content: '<p>全年保费收入稳步增长。</p>' });
    await vi.waitFor(() => expect(detail.snapshot().article).toEqual({ status: 'ready', data: { id: 'N001', title: '鸿泰人寿发布年报', content: '<p>全年保费收入稳步增长。</p>' } }));
  });

  it('gives up a request nobody waits for any more when the page goes away', async () => {
    const signals: AbortSignal[] = [];
    const cache = createDataCache({ fetcher: (_service, _request, signal) => { signals.push(signal!); return new Promise(() => undefined); } });
    const sources = new PageSources(policyList, cache, filter);
    sources.start({ query: { status: 'valid' } });
    sources.dispose();
    expect(signals[0].aborted).toBe(true);
  });

  it('asks again on the next page when the answer the route joined was given up with the page that asked for it', async () => {
    // A change confirmed on one page: its answer loads again while the result page's route asks for the same.
    const answers: Array<(detail: unknown) => void> = [];
    const fetcher: ServiceFetcher = (_service, _request, signal) => new Promise((resolve) => {
      answers.push(resolve);
      signal?.addEventListener('abort', () => undefined);
    });
    const cache = createDataCache({ fetcher, freshFor: () => 60_000 });
    const detail = { detail: { service: 'face.preservationDetail', params: { businessNo: '{{ query.businessNo }}' } } };
    const scope = { query: { businessNo: 'BQ20261120003' } };
    const confirming = new PageSources(detail, cache, filter);
    confirming.start(scope);
    answers[0]({ businessNo: 'BQ20261120003', confirmed: false });
    await vi.waitFor(() => expect(confirming.snapshot().detail.status).toBe('ready'));

    cache.invalidate(['face.preservationDetail']);
    prefetchSources(detail, scope, cache, filter);
    confirming.dispose();
    const result = new PageSources(detail, cache, filter);
    result.settle(scope);
    result.start(scope);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]({ businessNo: 'BQ20261120003', confirmed: true });
    await vi.waitFor(() => expect(result.snapshot().detail).toEqual({ status: 'ready', data: { businessNo: 'BQ20261120003', confirmed: true } }));
  });
});
