import { useEffect, useRef, useState } from 'react';
import { studioApi } from '../../../api-client/studio-api';
import type { PageDetail, PageRow, Schedule } from '../../../api-client/types';
import type { PageWork } from '../use-page-work';
import { autosave, type Autosave, type AutosaveStatus } from './autosave';

interface Snapshot { text: string; schedule: Schedule }

export interface PageAutosave {
  status: AutosaveStatus;
  /** The draft saves itself now: its text is a JSON object the author may save, over the version it was started from. */
  active: boolean;
  /** Why the changes are not saved by themselves although they could be saved by hand, if that is so. */
  paused?: string;
  /** Saves what is pending now; true once all of it is saved (submit waits for this). */
  flush(): Promise<boolean>;
  /** A request of the author's own, never at once with a save. */
  exclusive<R>(job: () => Promise<R>): Promise<R>;
}

const asObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page's draft saved by itself as the author edits it, in either tab (editor/autosave.ts): never when
 * the page is read-only, nor over a version someone else saved after this text was started from.
 */
export function useAutosave(page: PageDetail, work: PageWork, readOnly: boolean, onSaved: (saved: PageRow) => void): PageAutosave {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const saved = useRef(onSaved);
  useEffect(() => { saved.current = onSaved; });
  // Made with the page's screen; leaving the screen saves what is pending, and ends it.
  const [saver, setSaver] = useState<Autosave<Snapshot>>();
  useEffect(() => {
    const made = autosave<Snapshot>({
      onStatus: setStatus,
      save: async ({ text, schedule }) => saved.current(await studioApi.saveDraft(page.id, asObject(text), schedule)),
    });
    setSaver(made);
    // A hidden tab may be closed or frozen next.
    const onHidden = () => { if (document.visibilityState === 'hidden') void made.flush(); };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      void made.flush().finally(() => made.dispose());
    };
  }, [page.id]);

  const { text, schedule, base } = work.work;
  const parses = asObject(text) !== undefined;
  const stale = base !== page.candidateVersion;
  const active = !readOnly && work.dirty && parses && !stale;
  useEffect(() => saver?.want(active ? { text, schedule } : undefined), [saver, active, text, schedule]);

  const paused = readOnly || !work.dirty ? undefined
    : !parses ? '内容有格式错误，改正后自动保存'
      : stale && work.restored ? '此页已有人保存了新的版本，自动保存已暂停：核对后请手动保存' : undefined;
  return {
    status, active, paused,
    flush: () => saver?.flush() ?? Promise.resolve(!active),
    exclusive: (job) => (saver ? saver.exclusive(job) : job()),
  };
}
