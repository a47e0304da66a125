import ArcoTag from '@arco-design/mobile-react/esm/tag';
import '@arco-design/mobile-react/esm/tag/style';
import type { TagProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './tag.css';

// The text shades (4.5:1 on their light fill, and white text 4.5:1 on them when solid).
const COLORS = {
  brand: ['var(--brand)', 'var(--brand-light)'],
  success: ['var(--success-text)', '#e8ffea'],
  warning: ['var(--warning-text)', '#fff7e8'],
  danger: ['var(--danger)', '#ffece8'],
  gray: ['var(--text-2)', '#f2f3f5'],
} as const;

// A bound colour is data and may name nothing we know.
const isColor = (value: unknown): value is keyof typeof COLORS => typeof value === 'string' && Object.hasOwn(COLORS, value);

export default function Tag({ props }: WidgetProps<TagProps>) {
  const [main, light] = COLORS[isColor(props.color) ? props.color : 'brand'];
  const type = props.type ?? 'light';
  return (
    <ArcoTag
      className="w-tag"
      type={type === 'light' ? 'primary' : type}
      color={type === 'solid' ? '#fff' : main}
      bgColor={type === 'solid' ? main : type === 'light' ? light : 'transparent'}
      borderColor={type === 'hollow' ? main : 'transparent'}
      filleted
    >
      {props.text}
    </ArcoTag>
  );
}
