import { describe, expect, it, vi } from 'vitest';
import { createDataCache, sourceData } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import type { ServiceFetcher } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';

// A source follows what it reads (issue 30 §1): the claim list's tab, the news centre's category, a city.
const { filter } = coreExtensions();
const claims = { claims: { service: 'face.claimList', params: { status: '{{ state.tab }}' } } };

/** A service whose answers the test releases one by one, in any order. */
function heldService() {
  const calls: Array<{ status: string; signal?: AbortSignal; answer: (data: unknown) => void }> = [];
  const fetcher: ServiceFetcher = (_service, request, signal) => new Promise((resolve) => {
    calls.push({ status: String(request.params?.status), signal, answer: resolve });
  });
  return { calls, fetcher };
}

/** The claim list started on the 全部 tab, whose answer has arrived. */
async function claimListShowing(firstAnswer: unknown) {
  const held = heldService();
  const sources = new PageSources(claims, createDataCache({ fetcher: held.fetcher }), filter);
  sources.start({ state: { tab: 'all' } });
  held.calls[0].answer(firstAnswer);
  await vi.waitFor(() => expect(sources.snapshot().claims.status).toBe('ready'));
  return { ...held, sources };
}

describe('sources that follow what they read', () => {
  it('load again by themselves when the state they read changes, keeping the shown list meanwhile', async () => {
    const { calls, sources } = await claimListShowing(['LP1', 'LP2']);

    sources.follow({ state: { tab: 'paid' } }, 'state');
    expect(calls.map((call) => call.status)).toEqual(['all', 'paid']);
    expect(sources.snapshot().claims).toEqual({ status: 'loading', data: ['LP1', 'LP2'] });
    calls[1].answer(['LP1']);
    await vi.waitFor(() => expect(sources.snapshot().claims).toEqual({ status: 'ready', data: ['LP1'] }));
  });

  it('ask nothing again when what they read is unchanged, or when another root changed', () => {
    const { calls, fetcher } = heldService();
    const sources = new PageSources(claims, createDataCache({ fetcher: fetcher }), filter);
    sources.start({ state: { tab: 'all' } });
    sources.follow({ state: { tab: 'all', typed: '王' } }, 'state');
    sources.follow({ state: { tab: 'paid' } }, 'query');
    expect(calls).toHaveLength(1);
  });

  it('end on the tab chosen last, however the answers arrive: the older request is aborted and its answer dropped', async () => {
    const { calls, fetcher } = heldService();
    const sources = new PageSources(claims, createDataCache({ fetcher: fetcher }), filter);
    sources.start({ state: { tab: 'all' } });
    sources.follow({ state: { tab: 'reviewing' } }, 'state');
    expect(calls[0].signal?.aborted).toBe(true);
    calls[1].answer(['LP2']);
    calls[0].answer(['LP1', 'LP2', 'LP3']);
    await vi.waitFor(() => expect(sources.snapshot().claims).toEqual({ status: 'ready', data: ['LP2'] }));
  });

  it('show a tab seen before at once when it is chosen again, and check it again', async () => {
    const { calls, sources } = await claimListShowing(['LP1', 'LP2']);
    sources.follow({ state: { tab: 'paid' } }, 'state');
    calls[1].answer(['LP1']);
    await vi.waitFor(() => expect(sources.snapshot().claims.status).toBe('ready'));

    sources.follow({ state: { tab: 'all' } }, 'state');
    expect(sources.snapshot().claims).toEqual({ status: 'loading', data: ['LP1', 'LP2'] });
    calls[2].answer(['LP1', 'LP2', 'LP4']);
    await vi.waitFor(() => expect(sourceData(sources.snapshot()).claims).toEqual(['LP1', 'LP2', 'LP4']));
  });

  it('follow a condition: a source switched off shows nothing, switched on loads', async () => {
    const fetcher = vi.fn(async () => ({ score: 74 }));
    const sources = new PageSources({ gap: { service: 'face.riskGap', when: '{{ !!state.member }}', params: { memberId: '{{ state.member }}' } } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({ state: { member: '' } });
    expect(fetcher).not.toHaveBeenCalled();
    sources.follow({ state: { member: 'M1' } }, 'state');
    await vi.waitFor(() => expect(sourceData(sources.snapshot()).gap).toEqual({ score: 74 }));
    sources.follow({ state: { member: '' } }, 'state');
    expect(sources.snapshot().gap).toEqual({ status: 'ready', data: undefined });
  });

  it('leave a lazy source alone until an action first loads it, and follow it from then on', async () => {
    const fetcher = vi.fn(async () => []);
    const sources = new PageSources({ history: { service: 'face.beanHistory', lazy: true, params: { type: '{{ state.tab }}' } } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({ state: { tab: 'earn' } });
    sources.follow({ state: { tab: 'spend' } }, 'state');
    expect(fetcher).not.toHaveBeenCalled();
    await sources.load('history', { state: { tab: 'spend' } });
    sources.follow({ state: { tab: 'earn' } }, 'state');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('load again, keeping what they show, when a call changed the service they show; others and sources not loaded stay', async () => {
    const calls: string[] = [];
    const fetcher: ServiceFetcher = async (service) => {
      calls.push(service);
      return `${service} #${calls.filter((name) => name === service).length}`;
    };
    const cache = createDataCache({ fetcher });
    const sources = new PageSources({
      claims: { service: 'face.claimList' },
      counts: { service: 'face.claimCount' },
      news: { service: 'face.newsList' },
      detail: { service: 'face.claimDetail', lazy: true },
    }, cache, filter);
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().counts.status).toBe('ready'));

    cache.invalidate(['face.claimList', 'face.claimCount', 'face.claimDetail']);
    expect(sources.snapshot().claims).toEqual({ status: 'loading', data: 'face.claimList #1' });
    await vi.waitFor(() => expect(sourceData(sources.snapshot())).toEqual({
      claims: 'face.claimList #2', counts: 'face.claimCount #2', news: 'face.newsList #1', detail: undefined,
    }));
    expect(calls.filter((service) => service === 'face.claimDetail')).toEqual([]);
  });
});
