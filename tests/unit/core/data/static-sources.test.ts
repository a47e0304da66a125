import { describe, expect, it, vi } from 'vitest';
import { createDataCache, sourceData, StaticSources, type PageSourceSet } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();

// An information page's sources hold only their own data: StaticSources shows them as the service sources
// (sources.ts) would, without the query core they need.
describe('the sources of a page that reads no service', () => {
  const configs = {
    faqs: { static: [{ question: '如何联系客服？', answer: '请致电客服热线 {{ app.hotline }}。' }] },
    hours: { static: '工作日 {{ app.hours }}' },
  };
  const scope = { app: { hotline: '400-820-9555', hours: '9:00-18:00' } };

  it('are ready at once and filled from the page scope before the first render, as the service sources fill them', () => {
    const shown = new StaticSources(configs, filter);
    const reference = new PageSources(configs, createDataCache({ fetcher: vi.fn() }), filter);
    expect(shown.snapshot()).toEqual(reference.snapshot());
    shown.settle(scope);
    reference.settle(scope);
    expect(shown.snapshot()).toEqual(reference.snapshot());
    expect(sourceData(shown.snapshot())).toEqual({
      faqs: [{ question: '如何联系客服？', answer: '请致电客服热线 400-820-9555。' }],
      hours: '工作日 9:00-18:00',
    });
  });

  it('load nothing when started, followed, refreshed or reloaded, and name a source the page does not have', async () => {
    const sources: PageSourceSet = new StaticSources(configs, filter);
    const listener = vi.fn();
    sources.subscribe(listener);
    sources.settle(scope);
    const settled = sources.snapshot();
    sources.start(scope);
    sources.follow(scope, 'state');
    await sources.refreshAll(scope);
    await sources.load('faqs', scope);
    expect(sources.snapshot()).toBe(settled);
    expect(listener).not.toHaveBeenCalled();
    await expect(sources.load('news', scope)).rejects.toThrow('unknown data source "news"');
  });
});
