import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../studio/server/database/database';
import { lockedGate } from '../../../../studio/server/gates/locked-gate';
import type { Staff } from '../../../../studio/server/staff/staff-store';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, resetDatabase, testClock, testService } from '../studio-fixture';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_START_TIMEOUT);
afterAll(() => closeTestDatabase(db));

const clock = testClock('2027-03-01T08:00:00Z');
const gate = lockedGate({ names: async () => new Map([['notice-bar', '公告栏']]) });
let author: Staff;
let reviewer: Staff;
let setup: Awaited<ReturnType<typeof testService>>;
beforeEach(async () => {
  await resetDatabase(db);
  author = await addStaff(db, 'author', ['editor']);
  reviewer = await addStaff(db, 'reviewer', ['reviewer', 'publisher']);
  setup = await testService(db, { now: clock.now, gates: async (candidate) => gate(candidate) });
});

/** The refusals submitting `content` as the page's draft meets (none: it is submitted). */
async function submit(pageId: number, content: Record<string, any>) {
  clock.advance(60_000);
  await setup.service.saveDraft(author, pageId, content, undefined);
  return setup.service.act(author, pageId, { type: 'submit' }).then(() => [], (refusal) => refusal.refusals);
}

describe('a page\'s locked blocks, kept by the service', () => {
  it('refuses a draft without its template\'s 风险提示, and without a block its live version locked', async () => {
    const page = await setup.service.createPage(author, { kind: 'info', path: '/claim-guide', title: '理赔指南' });
    const { content: template } = await setup.service.page(page.id);
    const withoutNotice = { ...template!, body: template!.body.slice(0, -1) };
    expect(await submit(page.id, withoutNotice)).toEqual([{ field: '/body/5', message: '合规内容“风险提示”已锁定，不能删除或修改' }]);

    const withBanner = { ...template!, body: [...template!.body, { type: 'notice-bar', locked: true, props: { text: '本页内容仅供参考' } }] };
    expect(await submit(page.id, withBanner)).toEqual([]);
    await setup.service.act(reviewer, page.id, { type: 'approve' });
    await setup.service.act(reviewer, page.id, { type: 'publish' });

    expect(await submit(page.id, template!)).toEqual([{ field: '/body/6', message: '合规内容“公告栏”已锁定，不能删除或修改' }]);
  });
});
