// The account part of the session as the product defines it (docs/product.md, Login and Sessions): its
// blank values and how a login response, and personal info, map onto the session.
import type { AccountState, PersonalInfo, Session, ToDoList, VipInfo } from '../../core/session';

/** The login response (docs/product.md, Login); other fields are kept as they come. */
export interface LoginResponse {
  umUserId?: string;
  /** The messaging-app openId. */
  bindingNo1?: string;
  /** The messaging-app unionId. */
  bindingNo?: string;
  userToken: string;
  phoneNoShield?: string;
  /** The customer id. */
  id?: string;
  accountInfoFlag?: string;
  [field: string]: unknown;
}

/** Stored when the login response carries no flag (spelling as in the product). */
const DEFAULT_ACCOUNT_INFO_FLAG = 'alreay';

/** Personal info with the display defaults where a value is missing. */
function personalWithDefaults(info: Partial<PersonalInfo> = {}): PersonalInfo {
  return { ...info, hqBean: info.hqBean ?? '-', levelCode: info.levelCode ?? '0' };
}

const defaultVip = (): VipInfo => ({
  homeVipCategories: [],
  appntVipCategories: [],
  familyEquityCount: 17,
  equityLevelCode: 1,
});

const emptyToDo = (): ToDoList => ({ toDoneSize: 0, toDoneList: [] });

/** The account part before a login and after a logout or a 401. */
export function blankAccount(): AccountState {
  return {
    loginData: null,
    accountInfoFlag: DEFAULT_ACCOUNT_INFO_FLAG,
    customerId: '',
    personal: personalWithDefaults(),
    vip: defaultVip(),
    toDo: emptyToDo(),
    isAuthenticationShow: false,
  };
}

/** Records a successful login (the mapping of docs/product.md, Login); the whole response is kept as loginData and personal info. */
export function applyLogin(session: Session, response: LoginResponse): void {
  const { store } = session;
  const { user } = store;
  user.accessToken = response.userToken;
  user.userId = response.umUserId;
  user.openId = response.bindingNo1;
  user.unionId = response.bindingNo;
  user.phoneNoShield = response.phoneNoShield;
  store.openId = response.bindingNo1 ?? '';
  store.unionId = response.bindingNo ?? '';
  store.accountInfoFlag = response.accountInfoFlag || DEFAULT_ACCOUNT_INFO_FLAG;
  store.loginData = response;
  store.customerId = response.id ?? '';
  store.personal = personalWithDefaults(response);
  session.dropOthersDrafts();
}

/**
 * The customer behind a handed-over token, once the server names them: from now on what they type is
 * theirs, so it outlives the token (a re-login as the same customer finds it; anyone else's does not).
 */
export function identifyCustomer(session: Session, info: Partial<PersonalInfo>): void {
  if (!info.umUserId || session.store.user.userId) return;
  session.store.user.userId = info.umUserId;
  session.store.personal = personalWithDefaults(info);
}

/** Replaces the personal info; absent hqBean and levelCode take their defaults. */
export function setPersonalInfo(session: Session, info: Partial<PersonalInfo>): void {
  session.store.personal = personalWithDefaults(info);
}
