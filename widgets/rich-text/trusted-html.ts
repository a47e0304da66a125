import type { TrustedHTML, TrustedTypesWindow } from 'trusted-types/lib';
import { loadOnce } from '../../runtime/core/registry/chunks';
import { plainMarkup } from './plain-markup';

let sanitize: ((html: string) => string) | undefined;

/** Loads the sanitiser (DOMPurify) for markup that is more than text and bare tags; once, again after a failed load. */
export const loadSanitizer = loadOnce(async () => {
  sanitize = (await import('./sanitize')).sanitizeHtml;
});

function safeHtml(html: string): string {
  const plain = plainMarkup(html);
  if (plain !== undefined) return plain;
  if (!sanitize) throw new Error('rich-text: the sanitiser is not loaded');
  return sanitize(html);
}

// The shipped CSP requires Trusted Types for HTML sinks (scripts/lib/security-headers.ts): the one app
// policy that makes TrustedHTML, and only from plain markup or through the sanitiser.
const policy = (window as Partial<TrustedTypesWindow>).trustedTypes?.createPolicy('rich-text', { createHTML: safeHtml });

/** Whether the markup shows without the sanitiser. */
export const needsSanitizer = (html: string) => plainMarkup(html) === undefined;

/** Safe HTML for an HTML sink: TrustedHTML where the browser has Trusted Types, else a string. */
export function trustedHtml(html: string): TrustedHTML | string {
  return policy ? policy.createHTML(html) : safeHtml(html);
}
