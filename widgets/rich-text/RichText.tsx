import { Suspense, use, useMemo } from 'react';
import type { RichTextProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { loadSanitizer, needsSanitizer, trustedHtml } from './trusted-html';
import '../shared/block.css';
import './rich-text.css';

function Markup({ html, card }: { html: string; card: boolean }) {
  const safe = useMemo(() => trustedHtml(html), [html]);
  return <div className={`w-rich-text${card ? ' w-block' : ''}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function Sanitized({ html, card }: { html: string; card: boolean }) {
  use(loadSanitizer());
  return <Markup html={html} card={card} />;
}

/** Text and bare tags show at once; other markup (a server's article) once the sanitiser has loaded. */
export default function RichText({ props }: WidgetProps<RichTextProps>) {
  const html = props.html ?? '';
  const card = props.card === true;
  if (!needsSanitizer(html)) return <Markup html={html} card={card} />;
  return (
    <Suspense fallback={<div className={`w-rich-text${card ? ' w-block' : ''}`} aria-busy="true" />}>
      <Sanitized html={html} card={card} />
    </Suspense>
  );
}
