// What operations staff publish reaches customers without a rebuild or a restart (issue 50): an author and
// a reviewer-publisher take a campaign from the template to live through the publishing service's API (the
// console drives the same calls), and the running portal shows it at its route; taken down, it is gone.
import { expect, test } from './support/test';
import { publishedNow, signInToStudio as signIn, writtenInfoPage } from './support/studio-api';

test('a campaign published by operations staff shows at its route in the running portal, and is gone once taken down', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const path = `/act/e2e-${stamp}`;
  const author = await signIn(request, 'editor', 'editor-demo-2026');
  const reviewer = await signIn(request, 'reviewer', 'reviewer-demo-2026');
  const hour = 3_600_000;
  const activity = { code: `ACT_E2E_${stamp.toUpperCase()}`, name: `冬日关爱 ${stamp}`, startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() + 30 * 24 * hour).toISOString(), pagePath: path };
  expect((await author('activities', 'POST', activity)).status).toBe(201);
  const { json: created } = await author('pages', 'POST', { kind: 'campaign', path, title: '冬日关爱季', activityCode: activity.code });

  // The template's blanks are refused at submit, each named; filled in, the campaign passes every gate.
  const refused = await author(`pages/${created.id}/submit`, 'POST');
  expect(refused.status).toBe(422);
  const { json: draft } = await author(`pages/${created.id}`);
  const written = JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, '活动期间预约即享免费体检'));
  const schedule = { validFrom: new Date(Date.now() - hour).toISOString(), validTo: new Date(Date.now() + 7 * 24 * hour).toISOString() };
  expect((await author(`pages/${created.id}/draft`, 'PUT', { content: written, schedule })).status).toBe(200);
  expect((await author(`pages/${created.id}/submit`, 'POST')).json.stateLabel).toBe('待审核');
  expect((await author(`pages/${created.id}/approve`, 'POST')).status).toBe(403);
  expect((await reviewer(`pages/${created.id}/approve`, 'POST')).json.stateLabel).toBe('已通过');
  expect((await reviewer(`pages/${created.id}/publish`, 'POST')).json.stateLabel).toBe('已上线');

  await page.goto(`/official${path}`);
  await expect(page).toHaveTitle('冬日关爱季');
  await expect(page.getByRole('heading', { name: '冬日关爱季', level: 1 })).toBeVisible();
  await expect(page.getByText('活动期间预约即享免费体检').first()).toBeVisible();

  expect((await reviewer(`pages/${created.id}/take-down`, 'POST')).json.stateLabel).toBe('已下线');
  await page.goto(`/official${path}`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a version the portal draws with an accessibility fault at a phone\'s width is refused at submit, naming the fault in Chinese', async ({ request }) => {
  const stamp = Date.now().toString(36);
  const path = `/guide-${stamp}`;
  const author = await signIn(request, 'editor', 'editor-demo-2026');
  const { json: created } = await author('pages', 'POST', { kind: 'info', path, title: '理赔材料指南' });
  const { json: draft } = await author(`pages/${created.id}`);
  const written = JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, '理赔材料请按清单准备'));
  written.body.push({ type: 'rich-text', props: { html: '<p>材料清单示意</p><img src="/official/images/banner-sky.svg">' } });
  expect((await author(`pages/${created.id}/draft`, 'PUT', { content: written })).status).toBe(200);
  const refused = await author(`pages/${created.id}/submit`, 'POST');
  expect(refused.status).toBe(422);
  expect(refused.json.error.refusals).toEqual([{ field: '/', message: '无障碍检查未通过（image-alt）：图像必须有替代文本，共 1 处，如 <img src="/official/images/banner-sky.svg">' }]);

  // With the picture described, the same page passes and goes to review.
  written.body.at(-1).props.html = '<p>材料清单示意</p><img src="/official/images/banner-sky.svg" alt="理赔材料清单示意图">';
  expect((await author(`pages/${created.id}/draft`, 'PUT', { content: written })).status).toBe(200);
  expect((await author(`pages/${created.id}/submit`, 'POST')).json.stateLabel).toBe('待审核');
});

test('a version published with an end comes down by itself at that moment, in the running portal and in the service', async ({ page, request }) => {
  // It waits for the end (20 s), then for the scheduler's next look (every 30 s).
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const path = `/notice-${stamp}`;
  const author = await signIn(request, 'editor', 'editor-demo-2026');
  const reviewer = await signIn(request, 'reviewer', 'reviewer-demo-2026');
  const ends = Date.now() + 20_000;
  const id = await writtenInfoPage(author, path, '元旦服务安排', '元旦假期客服热线照常服务', { validTo: new Date(ends).toISOString() });
  await publishedNow(author, reviewer, id);
  await page.goto(`/official${path}`);
  await expect(page.getByText('元旦假期客服热线照常服务').first()).toBeVisible();

  // Past its end, a fresh visit finds the page gone, and the scheduler records it as expired.
  await page.waitForTimeout(Math.max(0, ends - Date.now()) + 500);
  await page.goto(`/official${path}`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect.poll(async () => (await author(`pages/${id}`)).json.stateLabel, { timeout: 45_000 }).toBe('已过期');
});
