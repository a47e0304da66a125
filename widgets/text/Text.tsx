import type { TextProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useHeading } from '../shared/heading';
import { unbroken } from '../shared/unbroken';
import './text.css';

export default function Text({ props }: WidgetProps<TextProps>) {
  const variant = props.variant ?? 'body';
  // Title and subtitle are headings of the level where they stand (a subtitle need not follow a
  // title, and a heading one level too deep would skip one); they differ in look only.
  const heading = useHeading();
  const Tag = variant === 'title' || variant === 'subtitle' ? heading : variant === 'code' ? 'pre' : 'p';
  return (
    <Tag className={`w-text w-text--${variant} w-text--${props.tone ?? 'default'}`} style={{ textAlign: props.align ?? 'left' }}>
      {variant === 'code' ? props.text : unbroken(String(props.text ?? ''))}
    </Tag>
  );
}
