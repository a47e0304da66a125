import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, messageOf } from '../api-client/api-error';
import { setClientHooks } from '../api-client/client';
import { studioApi } from '../api-client/studio-api';
import { SessionContext, type Session, type SessionState } from './session-context';
import { signedInHint } from './signed-in-hint';

/**
 * Who is signed in, restored on load from GET me (the cookie is HttpOnly: the page cannot read it; a
 * browser that has not signed in goes to login without asking, session/signed-in-hint.ts), with
 * the session's CSRF token for every write. A 401 from any call ends the session here, and the screens
 * send staff to login, which brings them back.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  const token = useRef<string>(undefined);

  const restore = useCallback(() => {
    if (!signedInHint.get()) return setState({ status: 'signed-out', expired: false });
    setState({ status: 'checking' });
    studioApi.me().then(
      ({ staff, csrfToken }) => setState({ status: 'signed-in', staff, csrfToken }),
      (error: unknown) => setState(error instanceof ApiError && error.status === 401 ? { status: 'signed-out', expired: false } : { status: 'unreachable', message: messageOf(error) }),
    );
  }, []);

  useEffect(() => {
    setClientHooks({
      csrfToken: () => token.current,
      onSessionEnded: () => setState((current) => (current.status === 'signed-in' ? { status: 'signed-out', expired: true } : current)),
    });
    restore();
  }, [restore]);

  useEffect(() => {
    token.current = state.status === 'signed-in' ? state.csrfToken : undefined;
    if (state.status === 'signed-in' || state.status === 'signed-out') signedInHint.set(state.status === 'signed-in');
  }, [state]);

  const session = useMemo<Session>(() => ({
    state,
    async signIn(username, password) {
      const { staff, csrfToken } = await studioApi.login(username, password);
      token.current = csrfToken;
      setState({ status: 'signed-in', staff, csrfToken });
    },
    async signOut() {
      // Signed out here whatever the answer: a session the service no longer knows is ended too.
      await studioApi.logout().catch(() => undefined);
      setState({ status: 'signed-out', expired: false, left: true });
    },
    retry: restore,
  }), [state, restore]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
