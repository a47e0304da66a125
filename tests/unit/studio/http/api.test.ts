import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../studio/server/database/database';
import { createStudioHandler } from '../../../../studio/server/http/handler';
import { memoryStore } from '../../../../studio/server/releases/object-store';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, PASSWORD, passingGates, resetDatabase, testClock, testSigningKey, serve } from '../studio-fixture';

let db: Database;
let base: string;
let stop: () => void;
const clock = testClock('2027-03-01T08:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  const handler = createStudioHandler({ db, store: memoryStore(), key: await testSigningKey(), gates: passingGates, now: clock.now, log: () => undefined });
  ({ base, close: stop } = await serve(handler));
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  stop();
  await closeTestDatabase(db);
});
beforeEach(async () => {
  await resetDatabase(db);
  clock.advance(3_600_000);
  await addStaff(db, 'author', ['editor']);
  await addStaff(db, 'reviewer', ['reviewer', 'publisher']);
  await addStaff(db, 'boss', ['admin']);
});

interface Call { method?: string; body?: unknown; session?: Session; csrf?: string | null; headers?: Record<string, string> }
interface Session { cookie: string; csrfToken: string }

async function call(path: string, { method = 'GET', body, session, csrf, headers = {} }: Call = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(session && { Cookie: session.cookie }),
      ...(session && csrf !== null && method !== 'GET' && { 'X-CSRF-Token': csrf ?? session.csrfToken }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

async function login(username: string): Promise<Session> {
  const response = await call('login', { method: 'POST', body: { username, password: PASSWORD } });
  expect(response.status).toBe(200);
  return { cookie: response.headers.get('set-cookie')!.split(';')[0], csrfToken: response.json.csrfToken };
}

const createPage = (session: Session) => call('pages', { method: 'POST', session, body: { kind: 'info', path: '/service-news', title: '服务公告' } });

describe('the studio API', () => {
  it('sets the session in an HttpOnly, Secure, SameSite=Strict cookie and says who is signed in', async () => {
    const response = await call('login', { method: 'POST', body: { username: 'author', password: PASSWORD } });
    expect(response.headers.get('set-cookie')).toMatch(/^studio_session=[\w-]{40,}; Path=\/official-studio\/; HttpOnly; Secure; SameSite=Strict; Max-Age=28800$/);
    const me = await call('me', { session: { cookie: response.headers.get('set-cookie')!.split(';')[0], csrfToken: '' } });
    expect(me.json.staff).toMatchObject({ username: 'author', roleLabels: ['编辑'] });
    expect(me.json.staff).not.toHaveProperty('passwordHash');
  });

  it('answers nothing but 401 without a session, for reads and writes', async () => {
    for (const [path, method] of [['pages', 'GET'], ['pages', 'POST'], ['audit', 'GET'], ['staff', 'GET'], ['pages/1/approve', 'POST']]) {
      const response = await call(path, { method, body: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(401);
      expect(response.json.error.message).toBe('请先登录（登录已过期或已退出）');
    }
  });

  it('checks every call against the role: an author cannot approve or publish, a reviewer cannot write pages, only an admin manages staff', async () => {
    const author = await login('author');
    const reviewer = await login('reviewer');
    const { json: page } = await createPage(author);
    await call(`pages/${page.id}/submit`, { method: 'POST', session: author });
    const approve = await call(`pages/${page.id}/approve`, { method: 'POST', session: author });
    expect([approve.status, approve.json.error.message]).toEqual([403, '需要“审核”角色才能进行此操作']);
    expect((await call(`pages/${page.id}/publish`, { method: 'POST', session: author })).status).toBe(403);
    expect((await createPage(reviewer)).status).toBe(403);
    expect((await call('staff', { session: author })).status).toBe(403);
    const boss = await login('boss');
    const added = await call('staff', { method: 'POST', session: boss, body: { username: 'newbie', password: 'long enough pass', roles: ['editor'] } });
    expect([added.status, added.json.roleLabels]).toEqual([201, ['编辑']]);
    expect((await call(`pages/${page.id}/approve`, { method: 'POST', session: reviewer })).json.stateLabel).toBe('已通过');
  });

  it('refuses a write from another site: without the CSRF token, with a wrong one, or from a foreign Origin', async () => {
    const author = await login('author');
    expect((await call('pages', { method: 'POST', session: author, csrf: null, body: {} })).json.error.message).toBe('请求缺少有效的 CSRF 令牌，请刷新页面后重试');
    expect((await call('pages', { method: 'POST', session: author, csrf: 'x'.repeat(43), body: {} })).status).toBe(403);
    const foreign = await call('pages', { method: 'POST', session: author, body: { kind: 'info', path: '/x-page' }, headers: { Origin: 'https://evil.example' } });
    expect([foreign.status, foreign.json.error.message]).toEqual([403, '拒绝来自其他网站的请求']);
    expect((await call('pages', { method: 'POST', session: author, body: { kind: 'info', path: '/x-page' }, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await call('pages', { session: author })).json).toEqual([]);
  });

  it('refuses a replayed request: the cookie and token of a session that logged out open nothing', async () => {
    const author = await login('author');
    expect((await call('logout', { method: 'POST', session: author })).headers.get('set-cookie')).toContain('Max-Age=0');
    const replayed = await createPage(author);
    expect(replayed.status).toBe(401);
    expect((await call('pages', { session: author })).status).toBe(401);
  });

  it('locks an account after five wrong passwords, and limits refused logins from one address', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await call('login', { method: 'POST', body: { username: 'author', password: 'guess' } })).json.error.message).toBe('用户名或密码不正确');
    const locked = await call('login', { method: 'POST', body: { username: 'author', password: 'guess' } });
    expect([locked.status, locked.json.error.message]).toEqual([423, expect.stringMatching(/^密码错误次数过多，账号已锁定至 2027-03-01 \d\d:\d\d（北京时间）/)]);
    expect((await call('login', { method: 'POST', body: { username: 'author', password: PASSWORD } })).status).toBe(423);
    for (let attempt = 0; attempt < 4; attempt += 1) await call('login', { method: 'POST', body: { username: 'nobody', password: 'guess' } });
    const limited = await call('login', { method: 'POST', body: { username: 'reviewer', password: PASSWORD } });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    clock.advance(61_000);
    expect((await call('login', { method: 'POST', body: { username: 'reviewer', password: PASSWORD } })).status).toBe(200);
    // Staff signing in rightly are never counted: a dozen in a minute from one office all get in.
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await call('login', { method: 'POST', body: { username: 'reviewer', password: PASSWORD } })).status).toBe(200);
  });

  it('signs a person out everywhere when an admin resets their password or deactivates them', async () => {
    const author = await login('author');
    const boss = await login('boss');
    const { json: staff } = await call('staff', { session: boss });
    const authorId = staff.find((member: { username: string }) => member.username === 'author').id;
    expect((await call(`staff/${authorId}`, { method: 'PATCH', session: boss, body: { password: 'a brand new password' } })).status).toBe(200);
    expect((await call('me', { session: author })).status).toBe(401);
    expect((await call('login', { method: 'POST', body: { username: 'author', password: PASSWORD } })).status).toBe(401);
    await call(`staff/${authorId}`, { method: 'PATCH', session: boss, body: { active: false } });
    expect((await call('login', { method: 'POST', body: { username: 'author', password: 'a brand new password' } })).status).toBe(401);
    const audit = (await call('audit', { session: boss })).json.map((entry: { action: string; target: string }) => `${entry.action} ${entry.target}`);
    expect(audit).toEqual(['update-staff staff:author', 'update-staff staff:author']);
  });

  it('answers an unknown call, a wrong method and a bad body in Chinese', async () => {
    const author = await login('author');
    expect((await call('nothing-here', { session: author })).json.error.message).toBe('没有这个接口');
    expect((await call('me', { method: 'POST', session: author, body: {} })).status).toBe(405);
    const response = await fetch(`${base}pages`, { method: 'POST', headers: { Cookie: author.cookie, 'X-CSRF-Token': author.csrfToken, 'Content-Type': 'application/json' }, body: '{not json' });
    expect([response.status, (await response.json()).error.message]).toEqual([400, '请求内容不是有效的 JSON 对象']);
  });
});
