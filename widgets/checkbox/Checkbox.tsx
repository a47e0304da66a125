import type { KeyboardEvent } from 'react';
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
  // arco's box is focusable but ignores the keyboard: Space ticks it, as on a native checkbox.
  const key = (event: KeyboardEvent) => {
    if (event.key !== ' ' || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'checkbox') return;
    event.preventDefault();
    event.target.click();
  };
  // The links follow the box rather than sit in its label: a control inside a control cannot be reached.
  return (
    <div className="w-checkbox" onKeyDown={key}>
      <ArcoCheckbox value="checked" shape="circle" checked={binding ? Boolean(binding.value) : undefined} disabled={disabled} onChange={toggle}>
        {props.label}
      </ArcoCheckbox>
      {links.map((link, index) => (
        <button key={index} type="button" className="w-checkbox__link" onClick={() => void emit('linkClick', { link, index })}>{link.text}</button>
      ))}
    </div>
  );
}
