import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import type { LoginResponse } from '../../../../runtime/core/session';

type SessionModule = typeof import('../../../../runtime/core/session');

/** A fresh session module, loaded from whatever storage holds now. */
async function load(): Promise<SessionModule> {
  vi.resetModules();
  return import('../../../../runtime/core/session');
}

const stored = (key: string, area: Storage = localStorage) => JSON.parse(area.getItem(key) ?? 'null');

const response: LoginResponse = {
  umUserId: 'U100',
  bindingNo1: 'open-1',
  bindingNo: 'union-1',
  userToken: 'token-1',
  phoneNoShield: '138****8000',
  id: 'C200',
  realName: '张三',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session defaults', () => {
  it('starts anonymous with the documented defaults (docs/product.md, Sessions)', async () => {
    const { sessionStore, getAccessToken } = await load();
    expect(sessionStore.loggedIn).toBe(false);
    expect(getAccessToken()).toBeUndefined();
    expect(sessionStore.visitorMode).toBe(true);
    expect(sessionStore.personal).toEqual({ hqBean: '-', levelCode: '0' });
    expect(sessionStore.vip).toMatchObject({ familyEquityCount: 17, equityLevelCode: 1 });
    expect(sessionStore.toDo).toEqual({ toDoneSize: 0, toDoneList: [] });
    expect(sessionStore.accountInfoFlag).toBe('alreay');
    expect(sessionStore.isAuthenticationShow).toBe(false);
  });

  it('creates a visitor id once and keeps it across loads', async () => {
    const first = await load();
    const visitorId = first.sessionStore.user.visitorId;
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(stored('official:user')).toMatchObject({ visitorId });
    const second = await load();
    expect(second.sessionStore.user.visitorId).toBe(visitorId);
  });
});

describe('remote client header', () => {
  it('is base64 of the app id, system, visitor id and anonymous id', async () => {
    const { sessionStore, remoteClientHeader } = await load();
    const { visitorId } = sessionStore.user;
    expect(JSON.parse(atob(remoteClientHeader(301)))).toEqual({ appId: 301, system: 'H5', visitorId, anonymousId: visitorId });
    expect(stored('official:user').remoteClientBase64).toBe(remoteClientHeader(301));
  });
});

describe('applyLogin', () => {
  it('maps the login response into the session and storage', async () => {
    const { sessionStore, applyLogin, getAccessToken } = await load();
    applyLogin(response);
    expect(getAccessToken()).toBe('token-1');
    expect(sessionStore.loggedIn).toBe(true);
    expect(snapshot(sessionStore).loggedIn).toBe(true);
    expect(sessionStore.user).toMatchObject({ accessToken: 'token-1', userId: 'U100', openId: 'open-1', unionId: 'union-1', phoneNoShield: '138****8000' });
    expect(sessionStore.customerId).toBe('C200');
    expect(sessionStore.loginData).toEqual(response);
    expect(sessionStore.personal).toMatchObject({ realName: '张三', hqBean: '-', levelCode: '0', userToken: 'token-1' });
    expect(stored('official:user')).toMatchObject({ accessToken: 'token-1', openId: 'open-1', unionId: 'union-1', phoneNoShield: '138****8000' });
    expect(stored('official:openId')).toBe('open-1');
    expect(stored('official:unionId')).toBe('union-1');
    expect(stored('official:loginData')).toEqual(response);
    expect(stored('official:accountInfoFlag')).toBe('alreay');
    expect(stored('official:customerId', sessionStorage)).toBe('C200');
    expect(localStorage.getItem('official:customerId')).toBeNull();
  });

  it('keeps an account info flag the response carries', async () => {
    const { sessionStore, applyLogin } = await load();
    applyLogin({ ...response, accountInfoFlag: 'new' });
    expect(sessionStore.accountInfoFlag).toBe('new');
  });

  it('survives a reload', async () => {
    (await load()).applyLogin(response);
    const { sessionStore, getAccessToken } = await load();
    expect(getAccessToken()).toBe('token-1');
    expect(sessionStore.loginData).toEqual(response);
    expect(sessionStore.openId).toBe('open-1');
    expect(sessionStore.customerId).toBe('C200');
  });
});

describe('clearSession', () => {
  it('forgets the customer but keeps the visitor and messaging-app identity', async () => {
    const { sessionStore, applyLogin, clearSession, setPersonalInfo } = await load();
    const { visitorId, remoteClientBase64 } = sessionStore.user;
    applyLogin(response);
    setPersonalInfo({ hqBean: '120', levelCode: '3' });
    sessionStore.vip.familyEquityCount = 3;
    sessionStore.toDo = { toDoneSize: 1, toDoneList: [{ id: 1 }] };
    sessionStore.isAuthenticationShow = true;
    clearSession();
    expect(sessionStore.loggedIn).toBe(false);
    expect(sessionStore.user).toEqual({ visitorId, remoteClientBase64, openId: 'open-1', unionId: 'union-1' });
    expect(sessionStore.loginData).toBeNull();
    expect(sessionStore.customerId).toBe('');
    expect(sessionStore.personal).toEqual({ hqBean: '-', levelCode: '0' });
    expect(sessionStore.vip.familyEquityCount).toBe(17);
    expect(sessionStore.toDo).toEqual({ toDoneSize: 0, toDoneList: [] });
    expect(sessionStore.isAuthenticationShow).toBe(false);
    expect(stored('official:user').accessToken).toBeUndefined();
    expect(localStorage.getItem('official:loginData')).toBeNull();
    expect(sessionStorage.getItem('official:customerId')).toBeNull();
  });
});

describe('setters', () => {
  it('fills personal info defaults where values are missing', async () => {
    const { sessionStore, setPersonalInfo } = await load();
    setPersonalInfo({ realName: '李四', hqBean: undefined });
    expect(sessionStore.personal).toEqual({ realName: '李四', hqBean: '-', levelCode: '0' });
  });

  it('stores a token from the address and the visitor mode', async () => {
    const { setAccessToken, setVisitorMode } = await load();
    setAccessToken('from-query');
    setVisitorMode(false);
    const { sessionStore } = await load();
    expect(sessionStore.user.accessToken).toBe('from-query');
    expect(sessionStore.visitorMode).toBe(false);
  });

  it('keeps elderly mode on this device across a reload and a logout until it is switched off', async () => {
    const first = await load();
    expect(first.sessionStore.elderlyMode).toBe(false);
    first.applyLogin(response);
    first.setElderlyMode(true);
    first.clearSession();
    const second = await load();
    expect(second.sessionStore.elderlyMode).toBe(true);
    second.setElderlyMode(false);
    expect(localStorage.getItem('official:elderlyMode')).toBeNull();
    expect((await load()).sessionStore.elderlyMode).toBe(false);
  });
});

describe('drafts follow the customer', () => {
  const draft = (owner: string) => sessionStorage.getItem(`official:draft:${owner}:/me/info/edit`);
  const type = (owner: string) => sessionStorage.setItem(`official:draft:${owner}:/me/info/edit`, '{"contact":{"email":"typed@example.com"}}');

  it('keeps a customer\'s draft across their own re-login and drops it when another customer logs in', async () => {
    const { applyLogin, clearSession, sessionOwner, sessionStore } = await load();
    applyLogin(response);
    const customerA = sessionOwner(sessionStore.user);
    type(customerA);
    clearSession();
    applyLogin(response);
    expect(draft(customerA)).not.toBeNull();
    clearSession();
    applyLogin({ ...response, umUserId: 'U999', userToken: 'token-9', id: 'C999' });
    expect(sessionOwner(sessionStore.user)).not.toBe(customerA);
    expect(draft(customerA)).toBeNull();
  });

  it('drops every draft, the visitor\'s too, on logout', async () => {
    const { applyLogin, endSession, sessionOwner, sessionStore } = await load();
    const visitor = sessionOwner(sessionStore.user);
    type(visitor);
    applyLogin(response);
    expect(draft(visitor)).toBeNull();
    type(sessionOwner(sessionStore.user));
    endSession();
    expect(sessionStore.loggedIn).toBe(false);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:'))).toEqual([]);
  });

  it('forgets the previous customer when another customer\'s token is handed over', async () => {
    const { applyLogin, setAccessToken, sessionOwner, sessionStore } = await load();
    applyLogin(response);
    type(sessionOwner(sessionStore.user));
    setAccessToken('token-of-someone-else');
    expect(sessionStore.user.userId).toBeUndefined();
    expect(sessionStore.user.phoneNoShield).toBeUndefined();
    expect(sessionStore.loginData).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:'))).toEqual([]);
    const owner = sessionOwner(sessionStore.user);
    expect(owner).not.toContain('token-of-someone-else');
    setAccessToken('token-of-someone-else');
    expect(sessionOwner(sessionStore.user)).toBe(owner);
  });
});


describe('agent-authorised mode', () => {
  it('keeps the agent across a reload and ends with exit or with the session', async () => {
    const first = await load();
    first.applyLogin(response);
    first.enterAgentMode('agent-token-1', { code: 'A310086', name: '张伟' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const reloaded = await load();
    expect(reloaded.sessionStore.user).toMatchObject({ agentToken: 'agent-token-1', agent: { code: 'A310086', name: '张伟' } });
    reloaded.exitAgentMode();
    expect(reloaded.sessionStore.user.agentToken).toBeUndefined();
    expect(reloaded.sessionStore.user.agent).toBeUndefined();

    reloaded.enterAgentMode('agent-token-2', { code: 'A310086' });
    reloaded.clearSession();
    expect(reloaded.sessionStore.user.agentToken).toBeUndefined();
    expect(reloaded.sessionStore.user.agent).toBeUndefined();
  });
});
