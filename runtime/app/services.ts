import type { ServiceFetcher } from '../core/data';
import { clearSession, getAccessToken, remoteClientHeader, sessionStore } from '../core/session';
import { showToast } from '../react/feedback';

type UnauthorizedHandler = (silent: boolean) => void;
let unauthorized: UnauthorizedHandler = () => undefined;

/** The router registers how a 401 sends the user to login (it owns navigation). */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorized = handler;
}

const env = import.meta.env as Record<string, string | undefined>;

// axios, the client and the catalogue load in parallel with the first page instead of before it.
const client = Promise.all([import('../http/client'), import('virtual:services')]).then(([{ createServiceClient }, { catalogue }]) => createServiceClient({
  catalogue,
  baseUrl: (family, baseEnv) => {
    const base = env[baseEnv];
    if (!base) throw new Error(`no base path for service family "${family}" (${baseEnv})`);
    return base;
  },
  credentials: () => ({ accessToken: getAccessToken(), agentToken: sessionStore.user.agentToken, remoteClient: remoteClientHeader() }),
  onFailure: (error, report) => {
    if (report.toast) showToast({ message: report.toast, kind: 'info' });
    if (report.unauthorized) {
      clearSession();
      unauthorized(error.details.silent);
    }
  },
}));

/** The portal's one service client: base paths from the build mode's env file, credentials from the session. */
export const callService: ServiceFetcher = (service, request, signal) => client.then((call) => call(service, request, signal));
