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

async function createClient(): Promise<ServiceFetcher> {
  const [{ createServiceClient }, { catalogue }] = await Promise.all([import('../http/client'), import('virtual:services')]);
  return createServiceClient({
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
  });
}

let client: Promise<ServiceFetcher> | undefined;

// axios, the client and the catalogue load with the first service call: importing this module fetches
// nothing. A failed chunk load is forgotten, so the next call tries again after a network blip.
function loadClient(): Promise<ServiceFetcher> {
  client ??= createClient().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** The portal's one service client: base paths from the build mode's env file, credentials from the session. */
export const callService: ServiceFetcher = (service, request, signal) => loadClient().then((call) => call(service, request, signal));
