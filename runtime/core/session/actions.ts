import { DEFAULT_ACCOUNT_INFO_FLAG, defaultVip, emptyToDo, personalWithDefaults, type AgentInfo, type LoginResponse, type PersonalInfo } from './model';
import { dropDrafts } from '../state/drafts';
import { browserStorage } from '../state/storage';
import { sessionOwner } from './owner';
import { encodeRemoteClient } from './remote-client';
import { sessionStore } from './store';

export function getAccessToken(): string | undefined {
  return sessionStore.user.accessToken || undefined;
}

/**
 * Stores an access token received outside the login call (the `?t=` query). A different token may be
 * another customer's: what was kept of the previous one (account data, drafts) goes first.
 */
export function setAccessToken(token: string): void {
  if (token === sessionStore.user.accessToken) return;
  clearSession();
  sessionStore.user.accessToken = token;
  dropDrafts(browserStorage, sessionOwner(sessionStore.user));
}

/** Records a successful login (the mapping of docs/product.md, Login); the whole response is kept as loginData and personal info. */
export function applyLogin(response: LoginResponse): void {
  const { user } = sessionStore;
  user.accessToken = response.userToken;
  user.userId = response.umUserId;
  user.openId = response.bindingNo1;
  user.unionId = response.bindingNo;
  user.phoneNoShield = response.phoneNoShield;
  sessionStore.openId = response.bindingNo1 ?? '';
  sessionStore.unionId = response.bindingNo ?? '';
  sessionStore.accountInfoFlag = response.accountInfoFlag || DEFAULT_ACCOUNT_INFO_FLAG;
  sessionStore.loginData = response;
  sessionStore.customerId = response.id ?? '';
  sessionStore.personal = personalWithDefaults(response);
  // The same customer back from a 401 keeps their drafts; anyone else's are gone.
  dropDrafts(browserStorage, sessionOwner(user));
}

/**
 * Forgets the customer (what a 401 does): token, account data, personal, VIP and to-do state.
 * The browser's visitor id and the messaging-app identity (openId, unionId) stay for the next login.
 */
export function clearSession(): void {
  const { visitorId, remoteClientBase64, openId, unionId } = sessionStore.user;
  sessionStore.user = { visitorId, remoteClientBase64, openId, unionId };
  sessionStore.loginData = null;
  sessionStore.accountInfoFlag = DEFAULT_ACCOUNT_INFO_FLAG;
  sessionStore.customerId = '';
  sessionStore.personal = personalWithDefaults();
  sessionStore.vip = defaultVip();
  sessionStore.toDo = emptyToDo();
  sessionStore.isAuthenticationShow = false;
}

/** Logging out (or switching account): the session and every draft typed on this tab are forgotten. */
export function endSession(): void {
  clearSession();
  dropDrafts(browserStorage);
}

/**
 * The customer behind a handed-over token, once the server names them: from now on what they type is
 * theirs, so it outlives the token (a re-login as the same customer finds it; anyone else's does not).
 */
export function identifyCustomer(info: Partial<PersonalInfo>): void {
  if (!info.umUserId || sessionStore.user.userId) return;
  sessionStore.user.userId = info.umUserId;
  sessionStore.personal = personalWithDefaults(info);
}

/** Replaces the personal info; absent hqBean and levelCode take their defaults. */
export function setPersonalInfo(info: Partial<PersonalInfo>): void {
  sessionStore.personal = personalWithDefaults(info);
}

/** Agent-authorised mode (docs/product.md, Roles): agent calls carry the token; it ends with the session or on exit. */
export function enterAgentMode(token: string, agent: AgentInfo): void {
  sessionStore.user.agentToken = token;
  sessionStore.user.agent = agent;
}

export function exitAgentMode(): void {
  delete sessionStore.user.agentToken;
  delete sessionStore.user.agent;
}

export function setVisitorMode(on: boolean): void {
  sessionStore.visitorMode = on;
}

/** A preference of the device, not of the account: it outlasts logout. */
export function setElderlyMode(on: boolean): void {
  sessionStore.elderlyMode = on;
}

/** The X-Remote-Client header value for the app id, kept with the stored user once made. */
export function remoteClientHeader(appId: number): string {
  const { user } = sessionStore;
  user.remoteClientBase64 ||= encodeRemoteClient(appId, user.visitorId);
  return user.remoteClientBase64;
}
