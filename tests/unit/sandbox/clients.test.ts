// @vitest-environment node
// Each client (X-Sandbox-Client header or sandbox-client cookie) has its own sandbox world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clients } from '../../../sandbox/clients';
import { startSandbox, type Sandbox } from './harness';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const NEWS = '/official-api/face/rest/news/category?category=company';
const CARDS = '/official-api/customer-center/family/member/bank-account';
const LOGIN = '/official-api/user-center/accounts/login';
const CONTROL = '/official-api/__sandbox';

/** Requests as one client: by header, by cookie, or (no id) as the default client. */
function as(client?: string, by: 'header' | 'cookie' = 'header') {
  const named: Record<string, string> = client === undefined ? {} : by === 'header' ? { 'X-Sandbox-Client': client } : { Cookie: `theme=dark; sandbox-client=${client}` };
  const call = (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => sandbox.request(method, path, { ...init, headers: { ...named, ...init.headers } });
  const login = async () => {
    const reply = await call('POST', LOGIN, { body: { phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'vitest' } });
    return { Authorization: `Bearer ${reply.json.data.userToken}` };
  };
  const defaultCard = async (auth: Record<string, string>) => (await call('GET', CARDS, { headers: auth })).json.data.find((card: { isDefault: boolean }) => card.isDefault).id;
  return { call, login, defaultCard };
}

describe('a sandbox client', () => {
  it('sees only its own faults; the default client sees none', async () => {
    const [a, b, visitor] = [as('fault-a'), as('fault-b'), as()];
    await a.call('POST', `${CONTROL}/faults`, { body: { service: 'face.newsList', status: 503 } });
    await b.call('POST', `${CONTROL}/faults`, { body: { service: 'face.newsList', envelopeCode: 'E1001' } });
    expect((await a.call('GET', NEWS)).status).toBe(503);
    expect((await b.call('GET', NEWS)).json).toMatchObject({ success: false, code: 'E1001' });
    expect((await visitor.call('GET', NEWS)).json.success).toBe(true);
    expect(Object.keys((await a.call('GET', `${CONTROL}/faults`)).json.data)).toEqual(['face.newsList']);
    expect((await visitor.call('GET', `${CONTROL}/faults`)).json.data).toEqual({});

    await a.call('DELETE', `${CONTROL}/faults`);
    expect((await a.call('GET', NEWS)).status).toBe(200);
    expect((await b.call('GET', NEWS)).json.code).toBe('E1001');
  });

  it('keeps its data changes and sessions to itself', async () => {
    const [a, b, visitor] = [as('data-a'), as('data-b', 'cookie'), as()];
    const [authA, authB, authVisitor] = [await a.login(), await b.login(), await visitor.login()];
    expect((await a.call('PUT', CARDS, { headers: authA, body: { id: 'BA002', isDefault: true } })).json.code).toBe('000000');
    expect(await a.defaultCard(authA)).toBe('BA002');
    expect(await b.defaultCard(authB)).toBe('BA001');
    expect(await visitor.defaultCard(authVisitor)).toBe('BA001');
    // A token is a session of the client that logged in.
    expect((await b.call('GET', CARDS, { headers: authA })).status).toBe(401);
  });

  it('records its own requests and analytics', async () => {
    const [a, b] = [as('log-a'), as('log-b')];
    await a.call('POST', '/official-api/analytics/events', { body: { event: 'pageview', pageCode: 'HOME_SHARE', platform_type: 2, platform_name: 16, path: '/official/share-home' } });
    await a.call('GET', NEWS);
    expect((await a.call('GET', `${CONTROL}/analytics`)).json.data).toHaveLength(1);
    expect((await b.call('GET', `${CONTROL}/analytics`)).json.data).toEqual([]);
    expect((await a.call('GET', `${CONTROL}/requests?service=face.newsList`)).json.data).toHaveLength(1);
    expect((await b.call('GET', `${CONTROL}/requests?service=face.newsList`)).json.data).toEqual([]);
    expect((await b.call('GET', `${CONTROL}/state`)).json.data).toMatchObject({ client: 'log-b', recordedServices: [] });
  });

  it('starts from the seed again once dropped; dropping the default client resets it', async () => {
    const a = as('dropped');
    const auth = await a.login();
    await a.call('PUT', CARDS, { headers: auth, body: { id: 'BA002', isDefault: true } });
    await a.call('POST', `${CONTROL}/faults`, { body: { service: 'face.newsList', status: 500 } });
    await a.call('DELETE', `${CONTROL}/client`);
    expect((await a.call('GET', CARDS, { headers: auth })).status).toBe(401);
    expect(await a.defaultCard(await a.login())).toBe('BA001');
    expect((await a.call('GET', NEWS)).status).toBe(200);

    const visitor = as();
    await visitor.call('POST', `${CONTROL}/faults`, { body: { service: 'face.newsList', status: 500 } });
    await visitor.call('DELETE', `${CONTROL}/client`);
    expect((await visitor.call('GET', NEWS)).status).toBe(200);
  });

  it('refuses a malformed client id', async () => {
    const reply = await as('no spaces;allowed').call('GET', NEWS);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toContain('沙箱客户端编号不合法');
  });
});

describe('the clients kept', () => {
  it('drops a client idle for idleMs, never the default one', () => {
    let time = 0;
    const clients = new Clients({ persist: false, idleMs: 1_000, clock: () => time });
    const first = clients.world('a');
    clients.world('b');
    time = 600;
    expect(clients.world('a')).toBe(first);
    time = 1_300;
    expect(clients.size).toBe(1);
    expect(clients.world('a')).toBe(first);
    expect(clients.world('b')).not.toBe(first);
    time = 10_000;
    expect(clients.size).toBe(0);
    expect(clients.world(undefined)).toBe(clients.default);
  });

  it('drops the least recently used past maxClients', () => {
    const clients = new Clients({ persist: false, maxClients: 2 });
    const [a, b] = [clients.world('a'), clients.world('b')];
    expect(clients.world('a')).toBe(a);
    clients.world('c');
    expect(clients.size).toBe(2);
    expect(clients.world('a')).toBe(a);
    expect(clients.world('b')).not.toBe(b);
  });
});
