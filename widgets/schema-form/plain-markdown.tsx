import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which rjsf imports to render markdown in titles and descriptions.
 * Our form schemas write plain Chinese text, so it is shown as text (and a ~25 KB gz parser stays out).
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
