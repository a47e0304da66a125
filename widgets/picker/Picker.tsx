import { useState } from 'react';
import type { PickerProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { cx } from '../shared/cx';
import { OptionSheet } from '../shared/OptionSheet';
import '../shared/block.css';
import '../input/input.css';
import './picker.css';

export default function Picker({ props, binding, emit, disabled }: WidgetProps<PickerProps>) {
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState<string>();
  // Options may share a value (+1 is both 美国 and 加拿大): the one tapped stays the one shown.
  const [picked, setPicked] = useState<number>();
  const labelKey = props.labelKey ?? 'label';
  const valueKey = props.valueKey ?? 'value';
  const options = asList(props.options as readonly Record<string, unknown>[] | string).map((option) => ({
    option, label: String(option[labelKey] ?? ''), value: String(option[valueKey] ?? ''),
  }));
  const value = binding ? String(binding.value ?? '') : own;
  const chosen = picked !== undefined && options[picked]?.value === value ? options[picked] : options.find((entry) => entry.value === value);
  const text = (entry: { label: string; value: string }) => (props.valuePrefix === undefined ? entry.label : `${entry.label} ${props.valuePrefix}${entry.value}`);

  const choose = (index: number) => {
    const entry = options[index];
    setOpen(false);
    setPicked(index);
    if (binding) binding.set(entry.value);
    else setOwn(entry.value);
    void emit('change', { value: entry.value, option: entry.option });
  };

  return (
    <div className={cx('w-input w-block w-picker', disabled && 'w-input--disabled')}>
      <button type="button" className="w-input__row w-picker__field" disabled={disabled} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.label && <span className="w-input__label">{props.label}</span>}
        <span className={cx('w-picker__value', !chosen && 'w-picker__value--empty')}>{chosen ? text(chosen) : props.placeholder ?? '请选择'}</span>
      </button>
      <OptionSheet
        open={open}
        title={props.title ?? props.label}
        options={options.map(text)}
        chosen={chosen ? options.indexOf(chosen) : -1}
        onChoose={choose}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
