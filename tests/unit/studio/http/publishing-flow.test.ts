// The way an author and a reviewer-publisher work, through the API with the real gates: a campaign from
// the template, refused at submit and why, fixed, submitted, approved, published in a verified release.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkRelease, importReleaseKey, matchesVersion, releasedVersion } from '../../../../runtime/core/publishing/release';
import type { Database } from '../../../../studio/server/database/database';
import { submissionGates } from '../../../../studio/server/gates/gates';
import { createStudioHandler } from '../../../../studio/server/http/handler';
import { memoryStore, RELEASE_KEY, versionKey } from '../../../../studio/server/releases/object-store';
import { RUNTIME_VERSION } from '../../../../studio/server/releases/publisher';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, testClock, testSigningKey, serve, signedIn } from '../studio-fixture';

let db: Database;
let base: string;
let stop: () => void;
const store = memoryStore();
const clock = testClock('2027-02-20T02:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  const handler = createStudioHandler({ db, store, key: await testSigningKey(), gates: submissionGates(), now: clock.now });
  ({ base, close: stop } = await serve(handler));
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  stop();
  await closeTestDatabase(db);
});

const signIn = (username: string) => signedIn(base, username);

it('takes a campaign from the template to a signed release, refusing it at submit until it is right', async () => {
  await addStaff(db, 'author', ['editor']);
  await addStaff(db, 'reviewer', ['reviewer', 'publisher']);
  const author = await signIn('author');
  const reviewer = await signIn('reviewer');
  const activity = { code: 'ACT_SPRING_2027', name: '2027 春季健康节', startsAt: '2027-03-01T00:00:00+08:00', endsAt: '2027-04-30T24:00:00+08:00', pagePath: '/act/spring-care' };
  expect((await author('activities', 'POST', activity)).status).toBe(201);
  const { json: page } = await author('pages', 'POST', { kind: 'campaign', path: '/act/spring-care', title: '春季关爱季', activityCode: activity.code });
  expect([page.stateLabel, page.pageCode]).toEqual(['草稿', 'ACT_SPRING_CARE']);

  const refused = await author(`pages/${page.id}/submit`, 'POST');
  expect(refused.status).toBe(422);
  expect(refused.json.error.refusals.map((refusal: { field: string }) => refusal.field)).toEqual(expect.arrayContaining(['validFrom', 'validTo', '/share/desc', '/body/1/props/subtitle']));

  const { json: draft } = await author(`pages/${page.id}`);
  const written = JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, '3 月 1 日至 4 月 30 日预约即享免费体检'));
  const saved = await author(`pages/${page.id}/draft`, 'PUT', { content: written, schedule: { validFrom: '2027-03-01T00:00:00+08:00', validTo: '2027-04-30T00:00:00+08:00' } });
  expect(saved.status).toBe(200);
  expect((await author(`pages/${page.id}/check`)).json.refusals).toEqual([]);
  expect((await author(`pages/${page.id}/submit`, 'POST')).json.stateLabel).toBe('待审核');
  expect((await reviewer(`pages/${page.id}/diff`)).json.difference).toHaveProperty('route');
  expect((await reviewer(`pages/${page.id}/approve`, 'POST')).json.stateLabel).toBe('已通过');
  const live = await reviewer(`pages/${page.id}/publish`, 'POST');
  expect(live.json.stateLabel).toBe('已上线');

  const { json: publicKey } = await reviewer('release-key');
  const check = await checkRelease(JSON.parse((await store.get(RELEASE_KEY))!), { keys: { [publicKey.kid]: await importReleaseKey(publicKey) }, now: clock.now(), lastSequence: 0, runtime: RUNTIME_VERSION });
  expect(check.ok).toBe(true);
  if (!check.ok) return;
  expect(releasedVersion(check.manifest, '/act/spring-care', clock.now())).toBeUndefined();
  // The release serves the page as the portal runs it: its fragments in place, named by that text.
  const released = releasedVersion(check.manifest, '/act/spring-care', new Date('2027-03-02T00:00:00Z'))!;
  const artefact = JSON.parse((await store.get(versionKey(released)))!);
  expect(await matchesVersion(artefact, released)).toBe(true);
  expect(JSON.stringify(artefact)).not.toContain('"use"');
  expect(artefact.route.path).toBe('/act/spring-care');
  const history = (await reviewer(`pages/${page.id}/audit`)).json.map((entry: { action: string; actorName: string }) => `${entry.actorName} ${entry.action}`);
  expect(history).toEqual(['reviewer publish', 'reviewer approve', 'author submit', 'author save', 'author create']);
}, 30_000);
