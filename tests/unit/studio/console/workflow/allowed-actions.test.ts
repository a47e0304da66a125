import { describe, expect, it } from 'vitest';
import { offeredActions, type PageFacts } from '../../../../../studio/console/workflow/allowed-actions';

const page = (facts: Partial<PageFacts>): PageFacts => ({ state: 'draft', liveVersion: null, earlierLive: [], candidateAuthor: 1, ...facts });
const editor = { id: 1, roles: ['editor'] as const };
const reviewerPublisher = { id: 2, roles: ['reviewer', 'publisher'] as const };
const labels = (offers: ReturnType<typeof offeredActions>) => offers.map((offer) => offer.label);

describe('the actions the console offers', () => {
  it('offers an editor saving and submitting a draft, and nothing while it is in review', () => {
    expect(labels(offeredActions(page({}), editor))).toEqual(['保存草稿', '提交审核']);
    expect(offeredActions(page({ state: 'in-review' }), editor)).toEqual([]);
  });

  it('offers a reviewer approving or returning what another wrote, and approving their own disabled with the reason', () => {
    expect(labels(offeredActions(page({ state: 'in-review' }), reviewerPublisher))).toEqual(['退回', '审核通过']);
    const own = offeredActions(page({ state: 'in-review', candidateAuthor: 2 }), reviewerPublisher).find((offer) => offer.action === 'approve');
    expect(own).toEqual({ action: 'approve', label: '审核通过', enabled: false, reason: '不能审核通过自己编写的版本：请由另一位审核人员审核' });
  });

  it('offers a publisher publishing an approved page, and taking down or rolling back only what the page has', () => {
    expect(labels(offeredActions(page({ state: 'approved' }), reviewerPublisher))).toEqual(['发布']);
    expect(labels(offeredActions(page({ state: 'live', liveVersion: 'b', earlierLive: ['b'] }), reviewerPublisher))).toEqual(['下线']);
    expect(labels(offeredActions(page({ state: 'live', liveVersion: 'b', earlierLive: ['b', 'a'] }), reviewerPublisher))).toEqual(['下线', '回滚']);
    expect(labels(offeredActions(page({ state: 'taken-down', earlierLive: ['b'] }), reviewerPublisher))).toEqual(['回滚']);
    // A draft with a live version (a new version under work) may still be taken down.
    expect(labels(offeredActions(page({ state: 'draft', liveVersion: 'b', earlierLive: ['b'] }), reviewerPublisher))).toEqual(['下线']);
  });
});
