import ArcoCell from '@arco-design/mobile-react/esm/cell';
import '@arco-design/mobile-react/esm/cell/style';
import type { CellGroupProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './cell-group.css';

// arco's group tells its cells they are grouped (inner hairlines, no outer borders), so cells must sit in it.
export default function CellGroup({ props, children }: WidgetProps<CellGroupProps>) {
  return (
    <ArcoCell.Group className="w-cell-group" header={props.header} footer={props.footer} bordered={false}>
      {children}
    </ArcoCell.Group>
  );
}
