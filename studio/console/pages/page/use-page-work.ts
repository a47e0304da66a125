import { useEffect, useMemo, useState } from 'react';
import type { PageDetail, Schedule } from '../../api-client/types';
import { draftStore, type StoredDraft } from './editor/draft-store';
import { editorText, sameContent, sameSchedule } from './editor/editor-text';

const drafts = draftStore(sessionStorage);

const scheduleOf = (page: PageDetail): Schedule => ({ ...(page.validFrom && { validFrom: page.validFrom }), ...(page.validTo && { validTo: page.validTo }) });

export interface PageWork {
  /** The text and schedule being edited, and the saved version they were started from. */
  work: StoredDraft;
  /** The saved page as the editor shows it. */
  savedText: string;
  /** The text or the schedule says something the saved version does not. */
  dirty: boolean;
  /** This tab had unsaved work for the page when it was opened (a reload, a login in between). */
  restored: boolean;
  setText(text: string): void;
  setSchedule(schedule: Schedule): void;
  /** After a save: the saved version is the new base. */
  saved(version: string | null): void;
  /** Back to the saved version, schedule included. */
  discard(): void;
}

/**
 * The page's work in this tab: the saved version, or the unsaved text and schedule this tab kept for it,
 * kept again on every change until it is saved (editor/draft-store.ts).
 */
export function usePageWork(page: PageDetail): PageWork {
  const savedText = useMemo(() => editorText(page.content ?? {}), [page.content]);
  const savedSchedule = useMemo(() => scheduleOf(page), [page]);
  const [opened] = useState(() => {
    const stored = drafts.read(page.id);
    return { work: stored ?? { text: savedText, schedule: savedSchedule, base: page.candidateVersion }, restored: !!stored };
  });
  const [current, setCurrent] = useState<StoredDraft>(opened.work);
  const dirty = !sameContent(current.text, page.content) || !sameSchedule(current.schedule, savedSchedule);

  useEffect(() => {
    if (dirty) drafts.write(page.id, current);
    else drafts.clear(page.id);
  }, [page.id, current, dirty]);

  return {
    work: current,
    savedText,
    dirty,
    restored: opened.restored,
    setText: (text) => setCurrent((previous) => ({ ...previous, text })),
    setSchedule: (schedule) => setCurrent((previous) => ({ ...previous, schedule })),
    saved: (version) => setCurrent((previous) => ({ ...previous, base: version })),
    discard: () => setCurrent({ text: savedText, schedule: savedSchedule, base: page.candidateVersion }),
  };
}
