export { sessionStore } from './store';
export { applyLogin, clearSession, getAccessToken, remoteClientHeader, setAccessToken, setPersonalInfo, setVisitorMode } from './actions';
export { maskPhone } from './mask-phone';
export { STORAGE_KEYS } from './storage';
export type { LoginResponse, PersonalInfo, Session, StoredUser, ToDoList, VipInfo } from './model';
