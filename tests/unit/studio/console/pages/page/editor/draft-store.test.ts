import { describe, expect, it } from 'vitest';
import { draftStore } from '../../../../../../../studio/console/pages/page/editor/draft-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => { items.set(key, value); }, removeItem: (key: string) => { items.delete(key); }, items };
}

describe('unsaved text kept per page until it is saved', () => {
  it('keeps each page\'s text, schedule and the version it started from, and forgets it once saved', () => {
    const storage = memoryStorage();
    const drafts = draftStore(storage);
    drafts.write(7, { text: '{ "route": {} }', schedule: { validFrom: '2027-03-01T00:00:00.000Z' }, base: 'abc' });
    expect(drafts.read(7)).toEqual({ text: '{ "route": {} }', schedule: { validFrom: '2027-03-01T00:00:00.000Z' }, base: 'abc' });
    expect(drafts.read(8)).toBeUndefined();
    drafts.clear(7);
    expect(drafts.read(7)).toBeUndefined();
  });

  it('reads an entry it cannot understand as none, and keeps working when storage refuses a write', () => {
    const storage = memoryStorage();
    storage.setItem('official-studio:draft:3', '{not json');
    expect(draftStore(storage).read(3)).toBeUndefined();
    const full = { ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => draftStore(full).write(3, { text: '{}', schedule: {}, base: null })).not.toThrow();
  });
});
