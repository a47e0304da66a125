import DOMPurify from 'dompurify';

// Links may open elsewhere: never hand the opened page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Server or config HTML made safe to insert: no scripts, handlers, forms or embedded frames. */
export function sanitizeHtml(html: string): string {
  // DOMPurify returns its input untouched where it cannot run; show that HTML as text instead.
  if (!DOMPurify.isSupported) return html.replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  });
}
