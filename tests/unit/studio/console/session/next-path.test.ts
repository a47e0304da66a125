import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginPathFor, safeNext } from '../../../../../studio/console/session/next-path';

describe('returning to the screen after login', () => {
  it('carries the screen, with its query, in the login address', () => {
    expect(loginPathFor('/pages/12?tab=preview')).toBe('/login?next=%2Fpages%2F12%3Ftab%3Dpreview');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?next=%2Fpages')).toBe('/login');
  });

  it('goes back only to a path of the console', () => {
    expect(safeNext('/pages/12?tab=preview')).toBe('/pages/12?tab=preview');
    for (const next of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/login']) expect(safeNext(next), String(next)).toBe(HOME_PATH);
  });
});
