import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDataCache } from '../../../../runtime/core/data';
import { PageSources } from '../../../../runtime/core/data/sources';
import { prefetchSources } from '../../../../runtime/core/data/prefetch';
import type { ServiceFetcher } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';

// No answer ever crosses customers (issue 49 §1), over random journeys: customers log in and out on one
// phone, open their policy list by a tap (the route asking first) or by going back, and leave pages while
// answers are still on their way. A page opened after a login shows only what was answered to that customer.
const { filter } = coreExtensions();
const OWNERS = ['customer-A', 'customer-B', 'visitor-x'];
const policyList = { policies: { service: 'face.policyList', params: { status: '{{ query.status }}' } } };

type Step =
  | { kind: 'login'; owner: string }
  | { kind: 'open'; status: string; byRoute: boolean; leave: boolean }
  | { kind: 'changed' }
  | { kind: 'settle' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('login' as const), owner: fc.constantFrom(...OWNERS) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('open' as const), status: fc.constantFrom('valid', 'lapsed'), byRoute: fc.boolean(), leave: fc.boolean() }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'changed' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'settle' as const }), weight: 3 },
);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers and owners', () => {
  it('shows a page opened after a login only what was answered to that customer, whatever came before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 20 }), async (journey) => {
        let owner = 'visitor-x';
        // The server answers whoever the credentials name when the call is made, a moment later.
        const fetcher: ServiceFetcher = (_service, request) => {
          const asked = owner;
          return new Promise((resolve) => setTimeout(() => resolve({ owner: asked, status: request.params?.status }), 0));
        };
        const cache = createDataCache({ fetcher, owner: () => owner });
        const open: Array<{ sources: PageSources; owner: string }> = [];
        const shownToOthers = () => open.filter((page) => {
          const data = page.sources.snapshot().policies.data as { owner?: string } | undefined;
          return data !== undefined && data.owner !== page.owner;
        });
        for (const next of journey) {
          if (next.kind === 'login') {
            owner = next.owner;
            cache.owner();
            // Logging in or out leaves the page it happened on.
            for (const page of open.splice(0)) page.sources.dispose();
          } else if (next.kind === 'open') {
            const scope = { query: { status: next.status } };
            if (next.byRoute) prefetchSources(policyList, scope, cache, filter);
            const sources = new PageSources(policyList, cache, filter);
            sources.settle(scope);
            sources.start(scope);
            if (next.leave) sources.dispose();
            else open.push({ sources, owner });
          } else if (next.kind === 'changed') {
            cache.invalidate(['face.policyList']);
          } else {
            await tick();
          }
          expect(shownToOthers()).toEqual([]);
        }
        await tick();
        await tick();
        expect(shownToOthers()).toEqual([]);
        for (const page of open) page.sources.dispose();
      }),
      { numRuns: 150, seed: 20261206 },
    );
  });
});
