import type { MouseEvent } from 'react';
import ArcoCheckbox from '@arco-design/mobile-react/esm/checkbox';
import '@arco-design/mobile-react/esm/checkbox/style';
import type { CheckboxProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import './checkbox.css';

export default function Checkbox({ props, binding, emit, disabled }: WidgetProps<CheckboxProps>) {
  const links = asList(props.links);
  const toggle = (next: boolean) => {
    binding?.set(next);
    void emit('change', { checked: next });
  };
  // A link sits inside the box's tap area: opening it must not tick the box.
  const open = (event: MouseEvent, index: number) => {
    event.stopPropagation();
    void emit('linkClick', { link: links[index], index });
  };
  return (
    <div className="w-checkbox">
      <ArcoCheckbox value="checked" shape="circle" checked={binding ? Boolean(binding.value) : undefined} disabled={disabled} onChange={toggle}>
        {props.label}
        {links.map((link, index) => (
          <button key={index} type="button" className="w-checkbox__link" onClick={(event) => open(event, index)}>{link.text}</button>
        ))}
      </ArcoCheckbox>
    </div>
  );
}
