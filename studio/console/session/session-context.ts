import { createContext, useContext } from 'react';
import type { Role, StaffMember } from '../api-client/types';

/** Checking: GET me has not answered yet; unreachable: it failed without saying who is signed in. */
export type SessionState =
  | { status: 'checking' }
  | { status: 'unreachable'; message: string }
  /** expired: the service ended the session; left: staff signed out (login then starts afresh, at the page list). */
  | { status: 'signed-out'; expired: boolean; left?: boolean }
  | { status: 'signed-in'; staff: StaffMember; csrfToken: string };

export interface Session {
  state: SessionState;
  /** Signs in; throws the service's refusal (ApiError) for the form to show. */
  signIn(username: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Asks GET me again after the service could not be reached. */
  retry(): void;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

/** The signed-in staff member (inside <RequireSession>, where there always is one). */
export function useStaff(): StaffMember & { can(role: Role): boolean } {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useStaff outside <RequireSession>');
  return { ...state.staff, can: (role: Role) => state.staff.roles.includes(role) };
}
