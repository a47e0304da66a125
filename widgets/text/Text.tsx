import type { TextProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './text.css';

const TAGS = { title: 'h2', subtitle: 'h3', body: 'p', caption: 'p', note: 'p' } as const;

export default function Text({ props }: WidgetProps<TextProps>) {
  const variant = props.variant ?? 'body';
  const Tag = TAGS[variant];
  return (
    <Tag className={`w-text w-text--${variant} w-text--${props.tone ?? 'default'}`} style={{ textAlign: props.align ?? 'left' }}>
      {props.text}
    </Tag>
  );
}
