import ArcoCell from '@arco-design/mobile-react/esm/cell';
import '@arco-design/mobile-react/esm/cell/style';
import type { CellProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './cell.css';

export default function Cell({ props, emit, handles, disabled }: WidgetProps<CellProps>) {
  const clickable = handles('click') && !disabled;
  return (
    <ArcoCell
      label={props.label}
      desc={props.desc}
      text={props.text}
      icon={props.icon ? <img src={props.icon} alt="" className="w-cell__icon" /> : undefined}
      showArrow={props.showArrow ?? clickable}
      onClick={clickable ? () => void emit('click') : undefined}
      className={clickable ? 'w-cell w-cell--clickable' : 'w-cell'}
    />
  );
}
