// @vitest-environment node
// Lists a customer reads for what happened last lead with the newest entry.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';
import { news } from '../../../sandbox/seed/news';

const live = signedInSandbox();
async function call(service: string, params: Record<string, unknown> = {}) {
  const endpoint = catalogue.endpoints.get(service)!;
  return (await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth })).json.data;
}
const newestFirst = (days: string[]) => expect(days).toEqual([...days].sort().reverse());

describe('newest first', () => {
  it('claims: the latest application leads', async () => {
    const { list } = await call('face.claimList', { status: 'all', pageNo: 1, pageSize: 10 });
    newestFirst(list.map((c: { applyDate: string }) => c.applyDate));
    expect(list[0].claimNo).toBe('LP2026111500456');
  });

  it('news: the latest article of each category leads', async () => {
    for (const category of new Set(news.map((a) => a.category))) {
      const { list } = await call('face.newsList', { category, pageNo: 1, pageSize: 50 });
      newestFirst(list.map((a: { publishDate: string }) => a.publishDate));
    }
  });

  it('premiums paid: the latest premium of a policy leads', async () => {
    const policy = await call('face.policyDetail', { policyNo: '8620210310000123' });
    newestFirst(policy.payments.map((p: { dueDate: string }) => p.dueDate));
  });
});
