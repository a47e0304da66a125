import { useId, useState } from 'react';
import ArcoCollapse from '@arco-design/mobile-react/esm/collapse';
import '@arco-design/mobile-react/esm/collapse/style';
import type { CollapseProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import '../shared/block.css';
import './collapse.css';

// arco's header is a bare div: the title is a button telling whether the panel is open, and a closed
// panel's content is inert (arco only squeezes it to no height, where it could still be read or focused).
export default function Collapse({ props, children, disabled }: WidgetProps<CollapseProps>) {
  const value = useId();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <ArcoCollapse
      className="w-collapse w-block w-flatten"
      value={value}
      header={<button type="button" className="w-collapse__toggle" aria-expanded={open} aria-controls={`${value}-content`} disabled={disabled}>{props.title}</button>}
      active={open}
      onCollapse={() => setOpen(!open)}
      disabled={disabled}
      content={<div id={`${value}-content`} className="w-collapse__content" inert={!open}>{children}</div>}
    />
  );
}
