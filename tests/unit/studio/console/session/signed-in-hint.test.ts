import { describe, expect, it } from 'vitest';
import { signedInHint } from '../../../../../studio/console/session/signed-in-hint';

describe('the hint that this browser is signed in', () => {
  it('is kept while signed in and dropped on signing out', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => { items.set(key, value); }, removeItem: (key: string) => { items.delete(key); } };
    expect(signedInHint.get(storage)).toBe(false);
    signedInHint.set(true, storage);
    expect(signedInHint.get(storage)).toBe(true);
    signedInHint.set(false, storage);
    expect(signedInHint.get(storage)).toBe(false);
  });

  it('does without storage that refuses it', () => {
    const refusing = { setItem: () => { throw new DOMException('denied', 'SecurityError'); }, removeItem: () => undefined };
    expect(() => signedInHint.set(true, refusing)).not.toThrow();
  });
});
