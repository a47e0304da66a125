// Unsaved text survives a reload, a failed save and a login that ended mid-work: kept per page in this
// tab's session storage until it is saved (or staff discard it), with the version it was started from.
import type { Schedule } from '../../../api-client/types';

export interface StoredDraft {
  text: string;
  schedule: Schedule;
  /** The saved version the text was edited from: another one saved since means someone else saved. */
  base: string | null;
}

const keyOf = (pageId: number) => `official-studio:draft:${pageId}`;

export function draftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  return {
    read(pageId: number): StoredDraft | undefined {
      try {
        const stored = JSON.parse(storage.getItem(keyOf(pageId)) ?? 'null') as StoredDraft | null;
        return stored && typeof stored.text === 'string' ? { text: stored.text, schedule: stored.schedule ?? {}, base: stored.base ?? null } : undefined;
      } catch {
        // An entry this console cannot read is replaced by the next change.
        return undefined;
      }
    },
    write(pageId: number, draft: StoredDraft): void {
      try {
        storage.setItem(keyOf(pageId), JSON.stringify(draft));
      } catch {
        // Storage full or off: the text stays in the editor, only a reload would lose it.
      }
    },
    clear(pageId: number): void {
      storage.removeItem(keyOf(pageId));
    },
  };
}
