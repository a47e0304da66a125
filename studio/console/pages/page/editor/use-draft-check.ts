import { useEffect, useState } from 'react';
import { messageOf } from '../../../api-client/api-error';
import type { Schedule } from '../../../api-client/types';
import type { CheckOutcome, DraftChecker } from './draft-checker';

/** How long typing pauses before the text is checked (the editor's underlines wait as long). */
const PAUSE_MS = 400;

export interface DraftCheckState {
  /** The newest check's outcome (it may be of an earlier text while a newer one is checked). */
  outcome?: CheckOutcome;
  /** The newest page that could be previewed: kept while the text has errors that stop one. */
  page?: Record<string, unknown>;
  checking: boolean;
  error?: string;
}

/** The text and schedule checked after each pause (for the problem list and the preview), whichever tab is open. */
export function useDraftCheck(checker: DraftChecker, text: string, schedule: Schedule): DraftCheckState {
  const [state, setState] = useState<DraftCheckState>({ checking: true });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, checking: true }));
    const timer = setTimeout(() => {
      checker(text, schedule).then(
        (outcome) => { if (current) setState((previous) => ({ outcome, page: outcome.page ?? previous.page, checking: false })); },
        (error: unknown) => { if (current) setState((previous) => ({ ...previous, checking: false, error: messageOf(error) })); },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [checker, text, schedule]);
  return state;
}
