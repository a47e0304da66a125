// @vitest-environment node
// The news center loads the next page as the customer scrolls: walking a tab page by page must show each
// article once, newest first, and stop where the total says.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';
import { news } from '../../../sandbox/seed/news';

const live = signedInSandbox();
const PAGE_SIZE = 10;
const categories = [...new Set(news.map((article) => article.category))];

async function page(category: string, pageNo: number): Promise<{ total: number; list: Array<{ id: string; publishDate: string }> }> {
  const endpoint = catalogue.endpoints.get('face.newsList')!;
  return (await live.sandbox.request(endpoint.method, endpointUrl(endpoint, { category, pageNo, pageSize: PAGE_SIZE }), { headers: live.auth })).json.data;
}

async function walk(category: string) {
  const first = await page(category, 1);
  expect(first.list.length).toBeLessThanOrEqual(PAGE_SIZE);
  const seen = [...first.list];
  for (let pageNo = 2; seen.length < first.total; pageNo++) {
    const next = await page(category, pageNo);
    expect(next.total).toBe(first.total);
    expect(next.list.length).toBeGreaterThan(0);
    expect(next.list.length).toBeLessThanOrEqual(PAGE_SIZE);
    seen.push(...next.list);
  }
  expect(await page(category, Math.floor(first.total / PAGE_SIZE) + 2)).toEqual({ total: first.total, list: [] });
  return { total: first.total, seen };
}

describe('news list paging', () => {
  it('has a history long enough that a tab needs more than one page', () => {
    expect(news.length).toBeGreaterThanOrEqual(45);
    expect([...categories].sort()).toEqual(['company', 'industry', 'notice']);
    expect(Math.max(...categories.map((category) => news.filter((article) => article.category === category).length))).toBeGreaterThanOrEqual(2 * PAGE_SIZE);
  });

  it('walks every tab page by page: each article once, newest first, as many as the total says', async () => {
    for (const category of categories) {
      const { total, seen } = await walk(category);
      const ids = seen.map((article) => article.id);
      expect(total).toBe(seen.length);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(news.filter((article) => article.category === category).map((article) => article.id).sort());
      const days = seen.map((article) => article.publishDate);
      expect(days).toEqual([...days].sort().reverse());
    }
  });
});
