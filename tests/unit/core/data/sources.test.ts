import { environmentManager } from '@tanstack/query-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataCache, sourceData } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();

describe('page data sources', () => {
  it('serves static data at once and loads service data with params from the scope', async () => {
    const fetcher = vi.fn(async () => [{ id: 1, title: '鸿泰人寿获评年度最佳服务保险公司' }]);
    const sources = new PageSources({ hotlines: { static: ['400-820-9555'] }, news: { service: 'face.newsList', params: { category: '{{ query.category }}' } } }, createDataCache({ fetcher: fetcher }), filter);
    expect(sources.snapshot().hotlines.status).toBe('ready');
    sources.start({ query: { category: 'company' } });
    expect(sources.snapshot().news.status).toBe('loading');
    await vi.waitFor(() => expect(sources.snapshot().news.status).toBe('ready'));
    expect(fetcher).toHaveBeenCalledWith('face.newsList', { params: { category: 'company' }, body: undefined }, expect.any(AbortSignal));
    expect(sourceData(sources.snapshot()).news).toHaveLength(1);
  });

  it('fills the templates of static data with the page scope, as any page text is filled', () => {
    const faqs = [{ question: '如何联系客服？', answer: '请致电客服热线 {{ app.hotline }}。' }];
    const sources = new PageSources({ faqs: { static: faqs } }, createDataCache({ fetcher: vi.fn() }), filter);
    sources.settle({ app: { hotline: '400-820-9555' } });
    expect(sourceData(sources.snapshot()).faqs).toEqual([{ question: '如何联系客服？', answer: '请致电客服热线 400-820-9555。' }]);
  });

  it('shows the error and recovers on retry', async () => {
    let fail = true;
    const fetcher = vi.fn(async () => { if (fail) throw new Error('抱歉，服务端异常，正在抢修中，请您稍后重试'); return { total: 0 }; });
    const sources = new PageSources({ summary: { service: 'face.policyList' } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().summary.status).toBe('error'));
    expect(sources.snapshot().summary.error).toBe('抱歉，服务端异常，正在抢修中，请您稍后重试');
    fail = false;
    await sources.load('summary', {});
    expect(sources.snapshot().summary).toEqual({ status: 'ready', data: { total: 0 } });
  });

  it('aborts in-flight requests when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    const sources = new PageSources({ slow: { service: 'x.slow' } }, createDataCache({ fetcher: (_s, _r, s) => { signal = s; return new Promise(() => undefined); } }), filter);
    sources.start({});
    sources.dispose();
    expect(signal?.aborted).toBe(true);
  });

  it('skips a source whose condition is false and lazy sources until asked', async () => {
    const fetcher = vi.fn(async () => 'ok');
    const sources = new PageSources({ detail: { service: 'x.detail', when: '{{ params.id }}' }, more: { service: 'x.more', lazy: true } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({ params: {} });
    expect(fetcher).not.toHaveBeenCalled();
    expect(sources.snapshot().detail).toEqual({ status: 'ready', data: undefined });
    expect(sources.snapshot().more.status).toBe('idle');
  });

  it('waits for the sources a source reads, loads it with their data, and again when they load again', async () => {
    const answers: Record<string, unknown> = { 'face.activityIntercept': { intercept: false }, 'face.activityUserCapital': [{ name: '体检套餐兑换券' }] };
    const fetcher = vi.fn(async (service: string) => answers[service]);
    const sources = new PageSources({
      intercept: { service: 'face.activityIntercept' },
      gifts: { service: 'face.activityUserCapital', when: '{{ data.intercept && !data.intercept.intercept }}' },
    }, createDataCache({ fetcher: fetcher }), filter);
    sources.settle({});
    expect(sources.snapshot().gifts.status).toBe('idle');
    sources.start({});
    expect(fetcher.mock.calls.map(([service]) => service)).toEqual(['face.activityIntercept']);
    await vi.waitFor(() => expect(sources.snapshot().gifts).toEqual({ status: 'ready', data: [{ name: '体检套餐兑换券' }] }));

    answers['face.activityIntercept'] = { intercept: true };
    await sources.load('intercept', {});
    await vi.waitFor(() => expect(sources.snapshot().gifts).toEqual({ status: 'ready', data: undefined }));
  });

  it('loads a source reading a static one\'s data at once: page text never has to load', async () => {
    const fetcher = vi.fn(async () => ({ given: true }));
    const sources = new PageSources({
      partners: { static: { hqbean: 'TP_BEAN_MALL' } },
      consent: { service: 'userCenter.consentCheck', params: { subject: '{{ data.partners.hqbean }}' } },
    }, createDataCache({ fetcher }), filter);
    sources.settle({});
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().consent).toEqual({ status: 'ready', data: { given: true } }));
    expect(fetcher).toHaveBeenCalledWith('userCenter.consentCheck', { params: { subject: 'TP_BEAN_MALL' }, body: undefined }, expect.any(AbortSignal));
  });

  it('shows the failure of a source it reads on a dependent source, and its retry retries that source', async () => {
    let fail = true;
    const fetcher = vi.fn(async (service: string) => {
      if (service === 'face.riskAssessmentCustomerStatus' && fail) throw new Error('网络不太稳定，请稍后重试');
      return service === 'face.riskAssessmentCustomerStatus' ? { evaluated: true } : { score: 68 };
    });
    const sources = new PageSources({
      status: { service: 'face.riskAssessmentCustomerStatus' },
      report: { service: 'face.riskAssessmentDetail', when: '{{ data.status.evaluated }}' },
    }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().report).toMatchObject({ status: 'error', error: '网络不太稳定，请稍后重试' }));
    fail = false;
    await sources.load('report', {});
    await vi.waitFor(() => expect(sources.snapshot().report).toEqual({ status: 'ready', data: { score: 68 } }));
    expect(sources.snapshot().status.status).toBe('ready');
  });

  it('settles a source whose condition is false before the first render, so it never shows loading', () => {
    const sources = new PageSources({ profile: { service: 'face.userInfo', when: '{{ session.loggedIn }}' }, news: { service: 'face.newsList' } }, createDataCache({ fetcher: vi.fn() }), filter);
    sources.settle({ session: { loggedIn: false } });
    expect(sources.snapshot().profile).toEqual({ status: 'ready', data: undefined });
    expect(sources.snapshot().news.status).toBe('idle');
  });

  it('loads again when started after a dispose, as React remounts a page in development', async () => {
    const fetcher = vi.fn(async () => ['公告']);
    const sources = new PageSources({ notices: { service: 'face.newsList' } }, createDataCache({ fetcher: fetcher }), filter);
    sources.start({});
    sources.dispose();
    sources.start({});
    await vi.waitFor(() => expect(sources.snapshot().notices.status).toBe('ready'));
  });

  describe('polling', () => {
    // Polling is a browser's business: the query core schedules no timer where it takes itself for a server.
    beforeAll(() => environmentManager.setIsServer(() => false));
    afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'));
    const paying = (answers: string[]) => {
      const fetcher = vi.fn(async () => ({ status: answers.shift() ?? 'processing' }));
      const sources = new PageSources({ result: { service: 'face.payResult', poll: { until: "{{ data.result.status != 'processing' }}", every: 1000, times: 4 } } }, createDataCache({ fetcher: fetcher }), filter);
      return { fetcher, sources };
    };
    afterEach(() => { vi.useRealTimers(); });

    it('loads again until the answer is final, then stops', async () => {
      vi.useFakeTimers();
      const { fetcher, sources } = paying(['processing', 'processing', 'success']);
      sources.start({});
      await vi.advanceTimersByTimeAsync(0);
      expect(sources.snapshot().result.data).toEqual({ status: 'processing' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(sources.snapshot().result.data).toEqual({ status: 'success' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetcher).toHaveBeenCalledTimes(3);
    });

    it('gives up after its number of loads, and a reload polls afresh', async () => {
      vi.useFakeTimers();
      const { fetcher, sources } = paying([]);
      sources.start({});
      await vi.advanceTimersByTimeAsync(20_000);
      expect(fetcher).toHaveBeenCalledTimes(4);
      void sources.load('result', {});
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetcher).toHaveBeenCalledTimes(6);
    });

    it('stops when the page goes away', async () => {
      vi.useFakeTimers();
      const { fetcher, sources } = paying([]);
      sources.start({});
      await vi.advanceTimersByTimeAsync(0);
      sources.dispose();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });
});
