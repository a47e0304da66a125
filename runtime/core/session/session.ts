import { proxy, subscribe } from 'valtio/vanilla';
import type { AccountState, AgentInfo, SessionState, StoredUser } from './model';
import { sessionOwner } from './owner';
import { encodeRemoteClient, newVisitorId } from './remote-client';
import { STORAGE_KEYS } from './storage';
import { dropDrafts } from '../state/drafts';
import type { JsonStorage } from '../state/storage';

/** The customer's session: its store (pages read only its view, view.ts) and what may be done to it. */
export interface Session {
  /** A valtio proxy: read it with a snapshot; every change is written back to storage. */
  readonly store: SessionState;
  accessToken(): string | undefined;
  /**
   * Stores an access token received outside the login call (the `?t=` query). A different token may be
   * another customer's: what was kept of the previous one (account data, drafts) goes first.
   */
  setAccessToken(token: string): void;
  /**
   * Forgets the customer (what a 401 does): token, account data, personal, VIP and to-do state.
   * The browser's visitor id and the messaging-app identity (openId, unionId) stay for the next login.
   */
  clear(): void;
  /** Logging out (or switching account): the session and every draft typed on this tab are forgotten. */
  end(): void;
  /** After a login: the same customer back from a 401 keeps their drafts; anyone else's are gone. */
  dropOthersDrafts(): void;
  /** Agent-authorised mode (docs/product.md, Roles): agent calls carry the token; it ends with the session or on exit. */
  enterAgentMode(token: string, agent: AgentInfo): void;
  exitAgentMode(): void;
  setVisitorMode(on: boolean): void;
  /** A preference of the device, not of the account: it outlasts logout. */
  setElderlyMode(on: boolean): void;
  /** The X-Remote-Client header value for the app id, kept with the stored user once made. */
  remoteClientHeader(appId: number): string;
}

/** The stored user, given a visitor id when it has none yet (its X-Remote-Client value comes with the first request). */
function loadUser(storage: JsonStorage): StoredUser {
  const stored = storage.readJson<Partial<StoredUser>>(STORAGE_KEYS.user) ?? {};
  return { ...stored, visitorId: stored.visitorId || newVisitorId(), remoteClientBase64: stored.remoteClientBase64 ?? '' };
}

function loadState(storage: JsonStorage, blank: AccountState): SessionState {
  return {
    user: loadUser(storage),
    get loggedIn() {
      return Boolean(this.user.accessToken);
    },
    // Visitors may browse the visitor routes (the home tabs) unless visitor mode was switched off.
    visitorMode: storage.readJson<boolean>(STORAGE_KEYS.visitorMode) !== false,
    elderlyMode: storage.readJson<boolean>(STORAGE_KEYS.elderlyMode) === true,
    loginData: storage.readJson<AccountState['loginData']>(STORAGE_KEYS.loginData) ?? blank.loginData,
    openId: storage.readJson<string>(STORAGE_KEYS.openId) ?? '',
    unionId: storage.readJson<string>(STORAGE_KEYS.unionId) ?? '',
    accountInfoFlag: storage.readJson<string>(STORAGE_KEYS.accountInfoFlag) ?? blank.accountInfoFlag,
    customerId: storage.readJson<string>(STORAGE_KEYS.customerId, 'sessionStorage') ?? blank.customerId,
    personal: blank.personal,
    vip: blank.vip,
    toDo: blank.toDo,
    isAuthenticationShow: blank.isAuthenticationShow,
  };
}

function persist(storage: JsonStorage, state: SessionState): void {
  storage.writeJson(STORAGE_KEYS.user, state.user);
  storage.writeJson(STORAGE_KEYS.visitorMode, state.visitorMode);
  storage.writeJson(STORAGE_KEYS.elderlyMode, state.elderlyMode || undefined);
  storage.writeJson(STORAGE_KEYS.loginData, state.loginData);
  storage.writeJson(STORAGE_KEYS.openId, state.openId);
  storage.writeJson(STORAGE_KEYS.unionId, state.unionId);
  storage.writeJson(STORAGE_KEYS.accountInfoFlag, state.accountInfoFlag);
  storage.writeJson(STORAGE_KEYS.customerId, state.customerId, 'sessionStorage');
}

/**
 * The session, loaded from `storage` now and written back to it on every change. `blankAccount` gives the
 * account part's values before a login and after a logout: they are the product's (runtime/app/account).
 */
export function createSession(storage: JsonStorage, blankAccount: () => AccountState): Session {
  const store = proxy<SessionState>(loadState(storage, blankAccount()));
  persist(storage, store);
  subscribe(store, () => persist(storage, store), true);

  const owner = () => sessionOwner(store.user);

  function clear(): void {
    const { visitorId, remoteClientBase64, openId, unionId } = store.user;
    store.user = { visitorId, remoteClientBase64, openId, unionId };
    const blank = blankAccount();
    store.loginData = blank.loginData;
    store.accountInfoFlag = blank.accountInfoFlag;
    store.customerId = blank.customerId;
    store.personal = blank.personal;
    store.vip = blank.vip;
    store.toDo = blank.toDo;
    store.isAuthenticationShow = blank.isAuthenticationShow;
  }

  return {
    store,
    accessToken: () => store.user.accessToken || undefined,
    setAccessToken(token) {
      if (token === store.user.accessToken) return;
      clear();
      store.user.accessToken = token;
      dropDrafts(storage, owner());
    },
    clear,
    end() {
      clear();
      dropDrafts(storage);
    },
    dropOthersDrafts: () => dropDrafts(storage, owner()),
    enterAgentMode(token, agent) {
      store.user.agentToken = token;
      store.user.agent = agent;
    },
    exitAgentMode() {
      delete store.user.agentToken;
      delete store.user.agent;
    },
    setVisitorMode(on) {
      store.visitorMode = on;
    },
    setElderlyMode(on) {
      store.elderlyMode = on;
    },
    remoteClientHeader(appId) {
      const { user } = store;
      user.remoteClientBase64 ||= encodeRemoteClient(appId, user.visitorId);
      return user.remoteClientBase64;
    },
  };
}
