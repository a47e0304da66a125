import { withSuggestion } from './suggest';

/** What the extension catalogue holds, as an author names it in config. */
export type ExtensionKind = 'widget type' | 'action' | 'filter' | 'guard step';

/** A name the extension catalogue does not know, with the closest one it does. */
export class ExtensionLookupError extends Error {
  constructor(readonly kind: ExtensionKind, readonly missing: string, known: Iterable<string>) {
    super(withSuggestion(`unknown ${kind} "${missing}"`, missing, known));
    this.name = 'ExtensionLookupError';
  }
}
