import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { createSession, sessionOwner, type Session } from '../../../../runtime/core/session';
import { browserStorage } from '../../../../runtime/core/state/storage';
import { applyLogin, blankAccount, setPersonalInfo, type LoginResponse } from '../../../../runtime/app/account/account-session';

/** The portal's session as a page load makes it, from whatever the browser's storage holds now. */
const load = (): Session => createSession(browserStorage, blankAccount);

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
  it('starts anonymous with the documented defaults (docs/product.md, Sessions)', () => {
    const session = load();
    expect(session.store.loggedIn).toBe(false);
    expect(session.accessToken()).toBeUndefined();
    expect(session.store.visitorMode).toBe(true);
    expect(session.store.personal).toEqual({ hqBean: '-', levelCode: '0' });
    expect(session.store.vip).toMatchObject({ familyEquityCount: 17, equityLevelCode: 1 });
    expect(session.store.toDo).toEqual({ toDoneSize: 0, toDoneList: [] });
    expect(session.store.accountInfoFlag).toBe('alreay');
    expect(session.store.isAuthenticationShow).toBe(false);
  });

  it('creates a visitor id once and keeps it across loads', () => {
    const first = load();
    const visitorId = first.store.user.visitorId;
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(stored('official:user')).toMatchObject({ visitorId });
    const second = load();
    expect(second.store.user.visitorId).toBe(visitorId);
  });
});

describe('remote client header', () => {
  it('is base64 of the app id, system, visitor id and anonymous id', () => {
    const session = load();
    const { visitorId } = session.store.user;
    expect(JSON.parse(atob(session.remoteClientHeader(301)))).toEqual({ appId: 301, system: 'H5', visitorId, anonymousId: visitorId });
    expect(stored('official:user').remoteClientBase64).toBe(session.remoteClientHeader(301));
  });
});

describe('applyLogin', () => {
  it('maps the login response into the session and storage', () => {
    const session = load();
    applyLogin(session, response);
    expect(session.accessToken()).toBe('token-1');
    expect(session.store.loggedIn).toBe(true);
    expect(snapshot(session.store).loggedIn).toBe(true);
    expect(session.store.user).toMatchObject({ accessToken: 'token-1', userId: 'U100', openId: 'open-1', unionId: 'union-1', phoneNoShield: '138****8000' });
    expect(session.store.customerId).toBe('C200');
    expect(session.store.loginData).toEqual(response);
    expect(session.store.personal).toMatchObject({ realName: '张三', hqBean: '-', levelCode: '0', userToken: 'token-1' });
    expect(stored('official:user')).toMatchObject({ accessToken: 'token-1', openId: 'open-1', unionId: 'union-1', phoneNoShield: '138****8000' });
    expect(stored('official:openId')).toBe('open-1');
    expect(stored('official:unionId')).toBe('union-1');
    expect(stored('official:loginData')).toEqual(response);
    expect(stored('official:accountInfoFlag')).toBe('alreay');
    expect(stored('official:customerId', sessionStorage)).toBe('C200');
    expect(localStorage.getItem('official:customerId')).toBeNull();
  });

  it('keeps an account info flag the response carries', () => {
    const session = load();
    applyLogin(session, { ...response, accountInfoFlag: 'new' });
    expect(session.store.accountInfoFlag).toBe('new');
  });

  it('survives a reload', () => {
    applyLogin(load(), response);
    const session = load();
    expect(session.accessToken()).toBe('token-1');
    expect(session.store.loginData).toEqual(response);
    expect(session.store.openId).toBe('open-1');
    expect(session.store.customerId).toBe('C200');
  });
});

describe('clearSession', () => {
  it('forgets the customer but keeps the visitor and messaging-app identity', () => {
    const session = load();
    const { visitorId, remoteClientBase64 } = session.store.user;
    applyLogin(session, response);
    setPersonalInfo(session, { hqBean: '120', levelCode: '3' });
    session.store.vip.familyEquityCount = 3;
    session.store.toDo = { toDoneSize: 1, toDoneList: [{ id: 1 }] };
    session.store.isAuthenticationShow = true;
    session.clear();
    expect(session.store.loggedIn).toBe(false);
    expect(session.store.user).toEqual({ visitorId, remoteClientBase64, openId: 'open-1', unionId: 'union-1' });
    expect(session.store.loginData).toBeNull();
    expect(session.store.customerId).toBe('');
    expect(session.store.personal).toEqual({ hqBean: '-', levelCode: '0' });
    expect(session.store.vip.familyEquityCount).toBe(17);
    expect(session.store.toDo).toEqual({ toDoneSize: 0, toDoneList: [] });
    expect(session.store.isAuthenticationShow).toBe(false);
    expect(stored('official:user').accessToken).toBeUndefined();
    expect(localStorage.getItem('official:loginData')).toBeNull();
    expect(sessionStorage.getItem('official:customerId')).toBeNull();
  });
});

describe('setters', () => {
  it('fills personal info defaults where values are missing', () => {
    const session = load();
    setPersonalInfo(session, { realName: '李四', hqBean: undefined });
    expect(session.store.personal).toEqual({ realName: '李四', hqBean: '-', levelCode: '0' });
  });

  it('stores a token from the address and the visitor mode', () => {
    const session = load();
    session.setAccessToken('from-query');
    session.setVisitorMode(false);
    const reloaded = load();
    expect(reloaded.store.user.accessToken).toBe('from-query');
    expect(reloaded.store.visitorMode).toBe(false);
  });

  it('keeps elderly mode on this device across a reload and a logout until it is switched off', () => {
    const first = load();
    expect(first.store.elderlyMode).toBe(false);
    applyLogin(first, response);
    first.setElderlyMode(true);
    first.clear();
    const second = load();
    expect(second.store.elderlyMode).toBe(true);
    second.setElderlyMode(false);
    expect(localStorage.getItem('official:elderlyMode')).toBeNull();
    expect(load().store.elderlyMode).toBe(false);
  });
});

describe('drafts follow the customer', () => {
  const draft = (owner: string) => sessionStorage.getItem(`official:draft:${owner}:/me/info/edit`);
  const type = (owner: string) => sessionStorage.setItem(`official:draft:${owner}:/me/info/edit`, '{"contact":{"email":"typed@example.com"}}');

  it('keeps a customer\'s draft across their own re-login and drops it when another customer logs in', () => {
    const session = load();
    applyLogin(session, response);
    const customerA = sessionOwner(session.store.user);
    type(customerA);
    session.clear();
    applyLogin(session, response);
    expect(draft(customerA)).not.toBeNull();
    session.clear();
    applyLogin(session, { ...response, umUserId: 'U999', userToken: 'token-9', id: 'C999' });
    expect(sessionOwner(session.store.user)).not.toBe(customerA);
    expect(draft(customerA)).toBeNull();
  });

  it('drops every draft, the visitor\'s too, on logout', () => {
    const session = load();
    const visitor = sessionOwner(session.store.user);
    type(visitor);
    applyLogin(session, response);
    expect(draft(visitor)).toBeNull();
    type(sessionOwner(session.store.user));
    session.end();
    expect(session.store.loggedIn).toBe(false);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:'))).toEqual([]);
  });

  it('forgets the previous customer when another customer\'s token is handed over', () => {
    const session = load();
    applyLogin(session, response);
    type(sessionOwner(session.store.user));
    session.setAccessToken('token-of-someone-else');
    expect(session.store.user.userId).toBeUndefined();
    expect(session.store.user.phoneNoShield).toBeUndefined();
    expect(session.store.loginData).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:'))).toEqual([]);
    const owner = sessionOwner(session.store.user);
    expect(owner).not.toContain('token-of-someone-else');
    session.setAccessToken('token-of-someone-else');
    expect(sessionOwner(session.store.user)).toBe(owner);
  });
});


describe('agent-authorised mode', () => {
  it('keeps the agent across a reload and ends with exit or with the session', async () => {
    const first = load();
    applyLogin(first, response);
    first.enterAgentMode('agent-token-1', { code: 'A310086', name: '张伟' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const reloaded = load();
    expect(reloaded.store.user).toMatchObject({ agentToken: 'agent-token-1', agent: { code: 'A310086', name: '张伟' } });
    reloaded.exitAgentMode();
    expect(reloaded.store.user.agentToken).toBeUndefined();
    expect(reloaded.store.user.agent).toBeUndefined();

    reloaded.enterAgentMode('agent-token-2', { code: 'A310086' });
    reloaded.clear();
    expect(reloaded.store.user.agentToken).toBeUndefined();
    expect(reloaded.store.user.agent).toBeUndefined();
  });
});
