// The console checks a page's unsaved text as it is typed: POST pages/:id/check runs the submission gates
// on the given content and schedule, answers the page as the portal would run it (for the preview), and
// stores nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../../studio/server/database/database';
import { submissionGates } from '../../../../studio/server/gates/gates';
import { createStudioHandler } from '../../../../studio/server/http/handler';
import { memoryStore } from '../../../../studio/server/releases/object-store';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, serve, testClock, testSigningKey, signedIn } from '../studio-fixture';

let db: Database;
let base: string;
let stop: () => void;
const clock = testClock('2027-02-20T02:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  const handler = createStudioHandler({ db, store: memoryStore(), key: await testSigningKey(), gates: submissionGates(), now: clock.now, log: () => undefined });
  ({ base, close: stop } = await serve(handler));
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  stop();
  await closeTestDatabase(db);
});

const signIn = (username: string) => signedIn(base, username);

it('checks unsaved text with the gates of submit, answers it expanded for the preview, and saves nothing', async () => {
  await addStaff(db, 'author', ['editor']);
  await addStaff(db, 'reader', ['reviewer']);
  const author = await signIn('author');
  const activity = { code: 'ACT_CHECK_2027', name: '2027 春季健康节', startsAt: '2027-03-01T00:00:00+08:00', endsAt: '2027-04-30T24:00:00+08:00', pagePath: '/act/check-care' };
  expect((await author('activities', 'POST', activity)).status).toBe(201);
  const { json: page } = await author('pages', 'POST', { kind: 'campaign', path: '/act/check-care', title: '春季关爱季', activityCode: activity.code });
  const { json: draft } = await author(`pages/${page.id}`);
  const schedule = { validFrom: '2027-03-01T00:00:00+08:00', validTo: '2027-04-30T00:00:00+08:00' };

  // The template as made: its blanks are refused where they are, as submit would refuse them.
  const blank = await author(`pages/${page.id}/check`, 'POST', { content: draft.content, schedule });
  expect(blank.status).toBe(200);
  expect(blank.json.refusals.map((refusal: { field: string }) => refusal.field)).toEqual(expect.arrayContaining(['/share/desc', '/body/1/props/subtitle']));
  expect(blank.json.refusals.map((refusal: { field: string }) => refusal.field)).not.toContain('validFrom');

  // Filled in, it passes; the answer is the page with its fragments in place.
  const written = JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, '3 月 1 日至 4 月 30 日预约即享免费体检'));
  const passed = await author(`pages/${page.id}/check`, 'POST', { content: written, schedule });
  expect(passed.json.refusals).toEqual([]);
  expect(JSON.stringify(passed.json.page)).not.toContain('"use"');
  expect(passed.json.page.route.path).toBe('/act/check-care');

  // Nothing was stored: the saved version is still the template's, without a schedule.
  expect((await author(`pages/${page.id}`)).json.candidateVersion).toBe(draft.candidateVersion);
  expect((await author(`pages/${page.id}/check`)).json.refusals.map((refusal: { field: string }) => refusal.field)).toEqual(expect.arrayContaining(['validFrom', 'validTo', '/share/desc']));

  // Another route is refused as saving refuses it; any member of staff may check (a reviewer previews).
  const moved = await (await signIn('reader'))(`pages/${page.id}/check`, 'POST', { content: { ...written, route: { ...written.route, path: '/act/elsewhere' } }, schedule });
  expect(moved.json.refusals[0]).toEqual({ field: '/route/path', message: '页面定义的 route.path 必须是本页的路由 /act/check-care' });
  // A fragment that does not exist: refused by the config gate, and no page to preview.
  const broken = await author(`pages/${page.id}/check`, 'POST', { content: { ...written, body: [{ use: 'fragments/no-such-fragment' }] }, schedule });
  expect(broken.json.page).toBeNull();
  expect(broken.json.refusals.length).toBeGreaterThan(0);
  expect((await author(`pages/${page.id}/check`, 'POST', { content: [], schedule })).status).toBe(422);
});

it('lists the versions a page has shown, newest first: what a rollback may choose', async () => {
  await addStaff(db, 'writer', ['editor']);
  await addStaff(db, 'boss', ['reviewer', 'publisher']);
  const writer = await signIn('writer');
  const boss = await signIn('boss');
  const { json: page } = await writer('pages', 'POST', { kind: 'info', path: '/info/check-history', title: '服务公告' });
  const { json: draft } = await writer(`pages/${page.id}`);
  expect(draft.earlierLive).toEqual([]);
  const publish = async (text: string) => {
    const content = { ...JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, text)), share: { title: '服务公告', desc: text } };
    expect((await writer(`pages/${page.id}/draft`, 'PUT', { content })).status).toBe(200);
    expect((await writer(`pages/${page.id}/submit`, 'POST')).status).toBe(200);
    await boss(`pages/${page.id}/approve`, 'POST');
    return (await boss(`pages/${page.id}/publish`, 'POST')).json.liveVersion as string;
  };
  const first = await publish('第一版公告内容');
  clock.advance(60_000);
  const second = await publish('第二版公告内容');
  expect((await boss(`pages/${page.id}`)).json.earlierLive).toEqual([second, first]);
});
