import { describe, expect, it, vi } from 'vitest';
import { createDataCache, sourceData } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import type { ServiceFetcher } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';

// Pull to refresh asks for the whole page as it is now: the bean balance above the history reads the
// same total as the history's new record.
const { filter } = coreExtensions();

/** The bean history page: the balance, the paged history, tasks switched off for this customer and the mall's address, lazy. */
function beanPage() {
  const calls: string[] = [];
  const failing = new Set<string>();
  const fetcher: ServiceFetcher = async (service) => {
    calls.push(service);
    if (failing.delete(service)) throw new Error('网络连接失败，请检查网络后重试');
    const times = calls.filter((name) => name === service).length;
    return service === 'face.beanHistory' ? { total: 1, list: [`record #${times}`] } : `${service} #${times}`;
  };
  const sources = new PageSources({
    account: { service: 'face.beanAccount' },
    history: { service: 'face.beanHistory', paging: { size: 10 } },
    tasks: { service: 'face.beanTasks', when: '{{ session.vip }}' },
    mall: { service: 'face.beanMallUrl', lazy: true },
  }, createDataCache({ fetcher: fetcher }), filter);
  return { calls, failing, sources };
}

async function shown() {
  const page = beanPage();
  page.sources.start({ session: { vip: false } });
  await vi.waitFor(() => expect(page.sources.snapshot().history.status).toBe('ready'));
  await vi.waitFor(() => expect(page.sources.snapshot().account.status).toBe('ready'));
  return page;
}

describe('refreshing the whole page', () => {
  it('loads again every source showing an answer, keeping it meanwhile; an off or never-loaded lazy source asks nothing', async () => {
    const { calls, sources } = await shown();

    const refreshed = sources.refreshAll({ session: { vip: false } });
    expect(sources.snapshot().account).toEqual({ status: 'loading', data: 'face.beanAccount #1' });
    await refreshed;
    expect(sourceData(sources.snapshot())).toEqual({
      account: 'face.beanAccount #2', history: { total: 1, list: ['record #2'] }, tasks: undefined, mall: undefined,
    });
    expect(calls.toSorted()).toEqual(['face.beanAccount', 'face.beanAccount', 'face.beanHistory', 'face.beanHistory']);
  });

  it('settles when a source fails, which keeps its rows and says why', async () => {
    const { failing, sources } = await shown();

    failing.add('face.beanHistory');
    await expect(sources.refreshAll({ session: { vip: false } })).resolves.toBeUndefined();
    expect(sources.snapshot().history).toMatchObject({ status: 'ready', data: { list: ['record #1'] }, error: '网络连接失败，请检查网络后重试' });
    expect(sources.snapshot().account.data).toBe('face.beanAccount #2');
  });
});
