export { createSession, type Session } from './session';
export { maskPhone } from './mask-phone';
export { sessionOwner } from './owner';
export { STORAGE_KEYS } from './storage';
export { SESSION_VIEW_KEYS, sessionView, type SessionFacts, type SessionView } from './view';
export type { AccountState, AgentInfo, PersonalInfo, SessionState, StoredUser, ToDoList, VipInfo } from './model';
