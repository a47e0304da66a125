/**
 * Thrown (in the dev server only) by the loader of a page whose definition has problems, so that the
 * page's own route says what is wrong while every other route keeps working.
 */
export class InvalidPageError extends Error {
  constructor(readonly file: string, readonly problems: readonly string[]) {
    super(`${file} has problems:\n${problems.join('\n')}`);
    this.name = 'InvalidPageError';
  }
}
