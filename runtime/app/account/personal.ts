import type { PersonalInfo, Session } from '../../core/session';
import { setPersonalInfo } from './account-session';

export const LOGIN_FIRST = '请先登录';

/** Loads the customer's personal info into the session; without a token it fails with 请先登录. */
export async function loadPersonalInfo(session: Session, call: (service: string, request: object) => Promise<unknown>): Promise<void> {
  if (!session.accessToken()) throw new Error(LOGIN_FIRST);
  const info = await call('face.userInfo', {});
  if (info && typeof info === 'object') setPersonalInfo(session, info as Partial<PersonalInfo>);
}
