import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkRelease, importReleaseKey, releasedVersion, matchesVersion } from '../../../../runtime/core/publishing/release';
import type { Database } from '../../../../studio/server/database/database';
import { listAudit } from '../../../../studio/server/audit/audit-log';
import { RELEASE_KEY, versionKey } from '../../../../studio/server/releases/object-store';
import { RUNTIME_VERSION } from '../../../../studio/server/releases/publisher';
import type { Staff } from '../../../../studio/server/staff/staff-store';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, resetDatabase, testClock, testService } from '../studio-fixture';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_START_TIMEOUT);
afterAll(() => closeTestDatabase(db));

const clock = testClock('2027-03-01T08:00:00Z');
let author: Staff;
let reviewer: Staff;
let setup: Awaited<ReturnType<typeof testService>>;
beforeEach(async () => {
  await resetDatabase(db);
  clock.set('2027-03-01T08:00:00Z');
  author = await addStaff(db, 'author', ['editor']);
  reviewer = await addStaff(db, 'reviewer', ['reviewer', 'publisher']);
  setup = await testService(db, { now: clock.now });
});

const HOUR = 3_600_000;

async function verifiedRelease() {
  const stored = JSON.parse((await setup.store.get(RELEASE_KEY))!);
  const check = await checkRelease(stored, { keys: { [setup.key.keyId]: await importReleaseKey(setup.key.publicJwk) }, now: clock.now(), lastSequence: 0, runtime: RUNTIME_VERSION });
  if (!check.ok) throw new Error(`release refused: ${check.reason}`);
  return check.manifest;
}

async function approvedInfoPage(text: string, schedule?: { validFrom?: string; validTo?: string }) {
  const { service } = setup;
  const page = await service.createPage(author, { kind: 'info', path: '/service-news', title: '服务公告' });
  await service.saveDraft(author, page.id, { route: { path: '/service-news', title: '服务公告' }, body: [{ type: 'text', props: { text } }] }, schedule);
  await service.act(author, page.id, { type: 'submit' });
  await service.act(reviewer, page.id, { type: 'approve' });
  return page;
}

describe('publishing a page', () => {
  it('publishes an approved version in a signed release the portal verifies, with the version it names', async () => {
    const page = await approvedInfoPage('第一版');
    const published = await setup.service.act(reviewer, page.id, { type: 'publish' });
    expect(published.state).toBe('live');
    const manifest = await verifiedRelease();
    expect(manifest.sequence).toBe(1);
    const version = releasedVersion(manifest, '/service-news', clock.now())!;
    expect(version).toBe(published.liveVersion);
    const stored = setup.store.objects.get(versionKey(version))!;
    expect(stored.cacheControl).toContain('immutable');
    expect(await matchesVersion(JSON.parse(stored.body), version)).toBe(true);
  });

  it('goes live at its scheduled time and comes down at its end by itself, each a new release', async () => {
    const page = await approvedInfoPage('限时公告', { validTo: '2027-03-03T00:00:00Z' });
    await setup.service.act(reviewer, page.id, { type: 'publish', at: '2027-03-02T00:00:00Z' });
    expect((await setup.service.tick()).changed).toBe(0);
    expect(await setup.store.get(RELEASE_KEY)).toBeUndefined();
    clock.set('2027-03-02T00:00:00Z');
    expect((await setup.service.tick()).changed).toBe(1);
    expect(Object.keys((await verifiedRelease()).pages)).toEqual(['/service-news']);
    expect((await verifiedRelease()).pages['/service-news'].validTo).toBe('2027-03-03T00:00:00.000Z');
    clock.set('2027-03-03T00:00:01Z');
    await setup.service.tick();
    const manifest = await verifiedRelease();
    expect(manifest.pages).toEqual({});
    expect(manifest.sequence).toBe(2);
    expect((await setup.service.listPages())[0].state).toBe('expired');
    expect((await listAudit(db)).slice(0, 2).map((entry) => [entry.action, entry.actorName])).toEqual([['expire', '系统（排期）'], ['go-live', '系统（排期）']]);
  });

  it('signs the release afresh each day while nothing changes, so it never expires under the portal', async () => {
    const page = await approvedInfoPage('常驻公告');
    await setup.service.act(reviewer, page.id, { type: 'publish' });
    clock.advance(23 * HOUR);
    expect((await setup.service.tick()).release).toBe(1);
    clock.advance(HOUR);
    expect((await setup.service.tick()).release).toBe(2);
    const manifest = await verifiedRelease();
    expect(Date.parse(manifest.expiresAt) - clock.now().getTime()).toBe(7 * 24 * HOUR);
    expect(Object.keys(manifest.pages)).toEqual(['/service-news']);
  });

  it('writes the newest release out again when the object store lost it (the service stopped between the two)', async () => {
    const page = await approvedInfoPage('第一版');
    await setup.service.act(reviewer, page.id, { type: 'publish' });
    setup.store.objects.clear();
    await setup.service.tick();
    expect((await verifiedRelease()).sequence).toBe(1);
    expect(setup.store.objects.size).toBe(2);
  });

  it('rolls back with a new release pointing at the earlier version, and takes a route down at once', async () => {
    const { service } = setup;
    const page = await approvedInfoPage('第一版');
    const first = (await service.act(reviewer, page.id, { type: 'publish' })).liveVersion!;
    await service.saveDraft(author, page.id, { route: { path: '/service-news', title: '服务公告' }, body: [{ type: 'text', props: { text: '第二版' } }] }, {});
    await service.act(author, page.id, { type: 'submit' });
    await service.act(reviewer, page.id, { type: 'approve' });
    const second = (await service.act(reviewer, page.id, { type: 'publish' })).liveVersion!;
    expect(second).not.toBe(first);
    await service.act(reviewer, page.id, { type: 'roll-back', version: first });
    let manifest = await verifiedRelease();
    expect([manifest.sequence, manifest.pages['/service-news'].version]).toEqual([3, first]);
    const down = await service.act(reviewer, page.id, { type: 'take-down' });
    expect([down.state, down.liveVersion]).toEqual(['taken-down', null]);
    manifest = await verifiedRelease();
    expect([manifest.sequence, manifest.pages]).toEqual([4, {}]);
    const [takeDown, rollBack] = await listAudit(db, { target: '/service-news' });
    expect([takeDown.action, rollBack.action, rollBack.version]).toEqual(['take-down', 'roll-back', first]);
    expect(JSON.stringify(rollBack.difference)).toContain('第二版');
  });

  it('keeps the list\'s title and page code as the newest draft says them, and refuses a code another page has', async () => {
    const { service } = setup;
    const other = await service.createPage(author, { kind: 'campaign', path: '/act/other', title: '其他活动' });
    const page = await service.createPage(author, { kind: 'info', path: '/service-news', title: '服务公告' });
    const saved = await service.saveDraft(author, page.id, { route: { path: '/service-news', title: '服务新闻', pageCode: 'SERVICE_NEWS' }, body: [] }, {});
    expect([saved.title, saved.pageCode]).toEqual(['服务新闻', 'SERVICE_NEWS']);
    await expect(service.saveDraft(author, page.id, { route: { path: '/service-news', title: '服务新闻', pageCode: other.pageCode }, body: [] }, {}))
      .rejects.toThrow('页面编码（route.pageCode）ACT_OTHER 已被 /act/other 使用');
    expect((await service.listPages({ search: '新闻' })).map((summary) => summary.routePath)).toEqual(['/service-news']);
    await expect(service.createPage(author, { kind: 'campaign', path: '/act/third', activityCode: 'ACT_NOWHERE' })).rejects.toThrow('活动 ACT_NOWHERE 尚未登记');
  });

  it('writes nothing, nor audits, when a draft is saved again as it is (the console saves by itself)', async () => {
    const { service } = setup;
    const page = await service.createPage(author, { kind: 'info', path: '/service-news', title: '服务公告' });
    const content = { route: { path: '/service-news', title: '服务公告' }, body: [{ type: 'text', props: { text: '第一版' } }] };
    const schedule = { validFrom: '2027-03-02T00:00:00+08:00' };
    const saves = async () => (await listAudit(db)).filter((entry) => entry.action === 'save').length;
    const first = await service.saveDraft(author, page.id, content, schedule);
    clock.advance(60_000);
    const again = await service.saveDraft(author, page.id, JSON.parse(JSON.stringify(content)), { validFrom: '2027-03-01T16:00:00.000Z' });
    expect([again.candidateVersion, again.updatedAt, await saves()]).toEqual([first.candidateVersion, first.updatedAt, 1]);
    await service.saveDraft(author, page.id, content, {});
    await service.saveDraft(author, page.id, { ...content, body: [] }, {});
    expect(await saves()).toBe(3);
  });

  it('refuses the author approving their own version, and a return without a comment', async () => {
    const { service } = setup;
    const both = await addStaff(db, 'both', ['editor', 'reviewer']);
    const page = await service.createPage(both, { kind: 'info', path: '/service-news', title: '服务公告' });
    await service.saveDraft(both, page.id, { route: { path: '/service-news', title: '服务公告' }, body: [] }, {});
    await service.act(both, page.id, { type: 'submit' });
    await expect(service.act(both, page.id, { type: 'approve' })).rejects.toThrow('不能审核通过自己编写的版本');
    await expect(service.act(reviewer, page.id, { type: 'return', comment: ' ' })).rejects.toThrow('退回时请填写意见');
    const returned = await service.act(reviewer, page.id, { type: 'return', comment: '标题太长' });
    expect([returned.state, returned.reviewComment]).toEqual(['draft', '标题太长']);
  });
});
