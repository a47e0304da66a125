import { useMemo } from 'react';
import type { RichTextProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { trustedHtml } from './sanitize';
import '../shared/block.css';
import './rich-text.css';

export default function RichText({ props }: WidgetProps<RichTextProps>) {
  const html = useMemo(() => trustedHtml(props.html ?? ''), [props.html]);
  return <div className={`w-rich-text${props.card ? ' w-block' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
