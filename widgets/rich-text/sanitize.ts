import DOMPurify from 'dompurify';
import { keepNumbersWhole } from '../shared/number-runs';

// Links may open elsewhere: never hand the opened page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

// Chromium checks inline event handlers against the CSP (script-src-attr) as soon as HTML is parsed, even
// into DOMPurify's inert document: every onerror= of the input would be reported, although it never runs.
// Start tags are cut into attributes (quoted values whole) and on* ones dropped before DOMPurify parses.
const START_TAG = /<[a-z][^\s/>]*(?:[\s/]+[^\s/>=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*/gi;
const ATTRIBUTE = /([\s/]+)([^\s/>=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
const withoutEventHandlers = (html: string) =>
  html.replace(START_TAG, (tag) => tag.replace(ATTRIBUTE, (attribute, separator: string, name: string) => (/^on/i.test(name) ? separator : attribute)));

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Server or config HTML made safe to insert: no scripts, handlers, forms or embedded frames; its phone
 * numbers and amounts kept whole on their lines, as every widget's are.
 */
export function sanitizeHtml(html: string): string {
  // DOMPurify returns its input untouched where it cannot run; show that HTML as text instead.
  if (!DOMPurify.isSupported) return html.replace(/[&<>"']/g, (c) => ESCAPES[c]);
  // RETURN_DOM gives the sanitised document's body.
  const body = DOMPurify.sanitize(withoutEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    RETURN_DOM: true,
  }) as HTMLElement;
  keepNumbersWhole(body);
  return body.innerHTML;
}
