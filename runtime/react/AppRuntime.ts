import { createContext, useContext } from 'react';
import type { DataCache } from '../core/data';
import type { ShareOutcome, SharePayload } from '../core/actions';
import type { Site } from '../core/navigation/address';
import type { ReportProblem } from '../core/page/problems';
import type { Extensions } from '../core/registry/extensions';
import type { Session, SessionFacts } from '../core/session';
import type { WidgetComponent } from './types';

/** App-wide services a page may use; provided once by the shell, replaced by fakes in tests. */
export interface AppRuntime {
  /** The extension catalogue: widgets, actions, filters and guard steps. */
  extensions: Extensions<WidgetComponent>;
  /** App constants from pages-config/app.json, read as `app.*`. */
  app: Readonly<Record<string, unknown>>;
  /** This origin and the allowlisted ones links may lead to. */
  site: Site;
  /** The customer's session, which actions reach through their host. */
  session: Session;
  /** The session as a snapshot, the same object until it changes: pages read its view (core/session/view.ts) as `session.*`. */
  useSession: () => SessionFacts;
  /** Whom a draft typed now belongs to (drafts are never restored for anyone else). */
  draftOwner: () => string;
  /** The portal's one cache of service answers, shared by every page, and the service caller behind it. */
  cache: DataCache;
  share: (payload: SharePayload) => Promise<ShareOutcome>;
  track: (event: string, params: Record<string, unknown>) => void;
  /** The one hook every widget, action and data-source failure on a page is reported through. */
  reportProblem: ReportProblem;
  dev: boolean;
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('AppRuntimeContext is not provided');
  return runtime;
}
