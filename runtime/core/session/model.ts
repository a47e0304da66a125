/** Stored user info (docs/product.md, Sessions), kept under `official:user`. */
export interface StoredUser {
  accessToken?: string;
  userId?: string;
  visitorId: string;
  /** Base64 of the X-Remote-Client JSON. */
  remoteClientBase64: string;
  openId?: string;
  unionId?: string;
  phoneNoShield?: string;
  /** Set in agent-authorised mode; sent as the agent authorisation header on agent calls. */
  agentToken?: string;
  /** The agent the customer is being helped by in agent-authorised mode (shown on the pages they may see). */
  agent?: AgentInfo;
}

export interface AgentInfo {
  /** The agent's staff number. */
  code: string;
  name?: string;
}

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

export interface PersonalInfo {
  hqBean: string;
  levelCode: string;
  accessKey?: string;
  sex?: string;
  realName?: string;
  birthday?: string;
  cardType?: string;
  cardTypeStr?: string;
  certificateNoShield?: string;
  nationalityCode?: string;
  phoneNoShield?: string;
  umUserId?: string;
  id?: string;
  [field: string]: unknown;
}

/** VIP rights lists and premium info. */
export interface VipInfo {
  homeVipCategories: unknown[];
  appntVipCategories: unknown[];
  familyEquityCount: number;
  equityLevelCode: number;
  [field: string]: unknown;
}

export interface ToDoList {
  toDoneSize: number;
  toDoneList: unknown[];
}

/** The customer's session as pages read it (`session.*`). */
export interface Session {
  user: StoredUser;
  /** Derived: an access token is held. */
  readonly loggedIn: boolean;
  visitorMode: boolean;
  /** Elderly mode: every page a quarter larger with darker secondary text, chosen by the customer on this device. */
  elderlyMode: boolean;
  loginData: LoginResponse | null;
  openId: string;
  unionId: string;
  accountInfoFlag: string;
  customerId: string;
  personal: PersonalInfo;
  vip: VipInfo;
  toDo: ToDoList;
  isAuthenticationShow: boolean;
}

/** Stored when the login response carries no flag (spelling as in the product). */
export const DEFAULT_ACCOUNT_INFO_FLAG = 'alreay';

/** Personal info with the display defaults where a value is missing. */
export function personalWithDefaults(info: Partial<PersonalInfo> = {}): PersonalInfo {
  return { ...info, hqBean: info.hqBean ?? '-', levelCode: info.levelCode ?? '0' };
}

export const defaultVip = (): VipInfo => ({
  homeVipCategories: [],
  appntVipCategories: [],
  familyEquityCount: 17,
  equityLevelCode: 1,
});

export const emptyToDo = (): ToDoList => ({ toDoneSize: 0, toDoneList: [] });
