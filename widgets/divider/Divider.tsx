import ArcoDivider from '@arco-design/mobile-react/esm/divider';
import '@arco-design/mobile-react/esm/divider/style';
import type { DividerProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './divider.css';

export default function Divider({ props }: WidgetProps<DividerProps>) {
  return <ArcoDivider className="w-divider" content={props.text} align={props.align ?? 'center'} />;
}
