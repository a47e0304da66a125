import { useId } from 'react';
import ArcoCollapse from '@arco-design/mobile-react/esm/collapse';
import '@arco-design/mobile-react/esm/collapse/style';
import type { CollapseProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import '../shared/block.css';
import './collapse.css';

export default function Collapse({ props, children, disabled }: WidgetProps<CollapseProps>) {
  const value = useId();
  return (
    <ArcoCollapse
      className="w-collapse w-block w-flatten"
      value={value}
      header={props.title}
      defaultActive={props.defaultOpen ?? false}
      disabled={disabled}
      content={<div className="w-collapse__content">{children}</div>}
    />
  );
}
