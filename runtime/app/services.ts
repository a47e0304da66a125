import type { ServiceFetcher } from '../core/data';
import type { Session } from '../core/session';
import { showToast } from '../react/feedback';
import { appConfig } from './app-config';
import { loadOnce } from '../core/registry/chunks';

/** The portal's service caller, and how long each service's answer stays fresh (known once the catalogue has loaded). */
export interface ServiceCaller {
  call: ServiceFetcher;
  freshFor(service: string): number;
}

export interface ServiceCallerOptions {
  /** Whose credentials calls carry; a 401 clears it. */
  session: Session;
  /** The X-Remote-Client app id (pages-config/app.json `remoteClientAppId`). */
  remoteClientAppId: number;
  /** A 401 mid-session: the session is already cleared; the router sends the user to login unless `silent`. */
  onUnauthorized(silent: boolean): void;
  /** A call has answered that may have changed these services' answers (their catalogue `changes`). */
  onChanged(services: readonly string[]): void;
}

const env = import.meta.env as Record<string, string | undefined>;
/** Tells what became of a write whose answer was lost (docs/product.md, Errors). */
const OUTCOME_SERVICE = 'face.requestOutcome';

/**
 * The portal's one service client: base paths from the build mode's env file, credentials from the
 * session. axios, the client and the catalogue load with the first call: creating it fetches nothing,
 * and a failed chunk load is forgotten, so the next call tries again after a network blip.
 */
export function createServiceCaller({ session, remoteClientAppId, onUnauthorized, onChanged }: ServiceCallerOptions): ServiceCaller {
  let freshness: Readonly<Record<string, { fresh?: number }>> = {};
  async function createClient(): Promise<ServiceFetcher> {
    const [{ createServiceClient }, { catalogue }] = await Promise.all([import('../http/client'), import('virtual:services')]);
    freshness = catalogue.endpoints;
    return createServiceClient({
      catalogue,
      baseUrl: (family, baseEnv) => {
        const base = env[baseEnv];
        if (!base) throw new Error(`no base path for service family "${family}" (${baseEnv})`);
        return base;
      },
      timeoutMs: appConfig.requestTimeoutMs,
      credentials: () => ({ accessToken: session.accessToken(), agentToken: session.store.user.agentToken, remoteClient: session.remoteClientHeader(remoteClientAppId) }),
      onFailure: (error, report) => {
        if (report.toast) showToast({ message: report.toast, kind: 'info' });
        if (report.unauthorized) {
          session.clear();
          onUnauthorized(error.details.silent);
        }
      },
      onChanged,
      outcomeService: OUTCOME_SERVICE,
    });
  }

  const loadClient = loadOnce(createClient);
  return {
    call: (service, request, signal) => loadClient().then((call) => call(service, request, signal)),
    freshFor: (service) => (freshness[service]?.fresh ?? 0) * 1000,
  };
}
