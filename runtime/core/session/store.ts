import { proxy, subscribe } from 'valtio/vanilla';
import { DEFAULT_ACCOUNT_INFO_FLAG, defaultVip, emptyToDo, personalWithDefaults, type LoginResponse, type Session, type StoredUser } from './model';
import { newVisitorId } from './remote-client';
import { STORAGE_KEYS } from './storage';
import { browserStorage } from '../state/storage';

/** The stored user, given a visitor id when it has none yet (its X-Remote-Client value comes with the first request). */
function loadUser(): StoredUser {
  const stored = browserStorage.readJson<Partial<StoredUser>>(STORAGE_KEYS.user) ?? {};
  return { ...stored, visitorId: stored.visitorId || newVisitorId(), remoteClientBase64: stored.remoteClientBase64 ?? '' };
}

function loadSession(): Session {
  return {
    user: loadUser(),
    get loggedIn() {
      return Boolean(this.user.accessToken);
    },
    // Visitors may browse the visitor routes (the home tabs) unless visitor mode was switched off.
    visitorMode: browserStorage.readJson<boolean>(STORAGE_KEYS.visitorMode) !== false,
    elderlyMode: browserStorage.readJson<boolean>(STORAGE_KEYS.elderlyMode) === true,
    loginData: browserStorage.readJson<LoginResponse>(STORAGE_KEYS.loginData) ?? null,
    openId: browserStorage.readJson<string>(STORAGE_KEYS.openId) ?? '',
    unionId: browserStorage.readJson<string>(STORAGE_KEYS.unionId) ?? '',
    accountInfoFlag: browserStorage.readJson<string>(STORAGE_KEYS.accountInfoFlag) ?? DEFAULT_ACCOUNT_INFO_FLAG,
    customerId: browserStorage.readJson<string>(STORAGE_KEYS.customerId, 'sessionStorage') ?? '',
    personal: personalWithDefaults(),
    vip: defaultVip(),
    toDo: emptyToDo(),
    isAuthenticationShow: false,
  };
}

/** The session store, loaded from storage at start and written back on every change. */
export const sessionStore = proxy<Session>(loadSession());

function persist(session: Session): void {
  browserStorage.writeJson(STORAGE_KEYS.user, session.user);
  browserStorage.writeJson(STORAGE_KEYS.visitorMode, session.visitorMode);
  browserStorage.writeJson(STORAGE_KEYS.elderlyMode, session.elderlyMode || undefined);
  browserStorage.writeJson(STORAGE_KEYS.loginData, session.loginData);
  browserStorage.writeJson(STORAGE_KEYS.openId, session.openId);
  browserStorage.writeJson(STORAGE_KEYS.unionId, session.unionId);
  browserStorage.writeJson(STORAGE_KEYS.accountInfoFlag, session.accountInfoFlag);
  browserStorage.writeJson(STORAGE_KEYS.customerId, session.customerId, 'sessionStorage');
}

persist(sessionStore);
subscribe(sessionStore, () => persist(sessionStore), true);
