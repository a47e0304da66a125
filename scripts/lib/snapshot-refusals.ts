import type { SnapshotCase } from './snapshot-cases';

/** The not-found page's title (runtime/router/page-lifecycle.ts, whose module only the browser can load). */
const NOT_FOUND_TITLE = '页面不存在';

/** What a state showed when it was captured, as far as its snapshot may be refused for it. */
export interface ShownState {
  /** The title of the not-found or error page (runtime/router/StatusPage.tsx) when one was shown. */
  statusPage?: string;
  /** How many of its sources showed their error, with 重新加载 (runtime/react/SourceStatus.tsx). */
  failedSources: number;
}

/** Read in the page: what ShownState holds. */
export const READ_SHOWN_STATE = `({
  statusPage: document.querySelector('.status-page__title')?.textContent ?? undefined,
  failedSources: document.querySelectorAll('.source-state--error').length,
})`;

/**
 * Why a capture may not be the state's snapshot, or undefined: the not-found page, which no case asks for
 * (the page is missing from the build served, or its address is wrong), and an error page or a failed
 * source when the case fails no service on purpose.
 */
export function unaskedState(state: Pick<SnapshotCase, 'faults'>, shown: ShownState): string | undefined {
  if (shown.statusPage === NOT_FOUND_TITLE) return `it shows the not-found page (${NOT_FOUND_TITLE}): is the page in the build served, and its address right?`;
  if (state.faults.some((fault) => !fault.empty)) return undefined;
  if (shown.statusPage) return `it shows the error page (${shown.statusPage}), and the case fails no service`;
  if (shown.failedSources > 0) return `${shown.failedSources} of its sources failed to load (重新加载), and the case fails no service`;
  return undefined;
}
