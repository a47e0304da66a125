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

/** The customer's session as it is kept; pages read only its view (`session.*`, view.ts). */
export interface SessionState extends AccountState {
  user: StoredUser;
  /** Derived: an access token is held. */
  readonly loggedIn: boolean;
  visitorMode: boolean;
  /** Elderly mode: every page a quarter larger with darker secondary text, chosen by the customer on this device. */
  elderlyMode: boolean;
  /** The messaging-app identity: it outlasts a logout, for the next login. */
  openId: string;
  unionId: string;
}

/** What a login fills in and a logout or a 401 resets to the portal's blank values (runtime/app/account). */
export interface AccountState {
  /** The last login response, as it came. */
  loginData: Readonly<Record<string, unknown>> | null;
  accountInfoFlag: string;
  customerId: string;
  personal: PersonalInfo;
  vip: VipInfo;
  toDo: ToDoList;
  isAuthenticationShow: boolean;
}
