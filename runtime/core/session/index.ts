export { sessionStore } from './store';
export { applyLogin, clearSession, endSession, enterAgentMode, exitAgentMode, getAccessToken, identifyCustomer, remoteClientHeader, setAccessToken, setElderlyMode, setPersonalInfo, setVisitorMode } from './actions';
export { maskPhone } from './mask-phone';
export { sessionOwner } from './owner';
export { STORAGE_KEYS } from './storage';
export type { AgentInfo, LoginResponse, PersonalInfo, Session, StoredUser, ToDoList, VipInfo } from './model';
