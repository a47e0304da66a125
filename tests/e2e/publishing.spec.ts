// What operations staff publish reaches customers without a rebuild or a restart (issue 50): an author and
// a reviewer-publisher take a campaign from the template to live through the publishing service's API (the
// console drives the same calls), and the running portal shows it at its route; taken down, it is gone.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

const API = '/official-studio/api/';

/** A member of staff signed in to the publishing service: each call with the session cookie and CSRF token. */
async function signIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(`${API}login`, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { csrfToken } = await response.json();
  const cookie = response.headers()['set-cookie'].split(';')[0];
  return async (path: string, method = 'GET', data?: unknown) => {
    const answer = await request.fetch(API + path, { method, data, headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken } });
    return { status: answer.status(), json: await answer.json() };
  };
}

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
