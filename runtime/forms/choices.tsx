import { useState } from 'react';
import ArcoCheckbox from '@arco-design/mobile-react/esm/checkbox';
import '@arco-design/mobile-react/esm/checkbox/style';
import ArcoRadio from '@arco-design/mobile-react/esm/radio';
import '@arco-design/mobile-react/esm/radio/style';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { OptionSheet } from '../../widgets/shared/OptionSheet';

/**
 * A select as a field row: the chosen option's text; tapping opens a bottom sheet of the options. With no
 * options yet (a city before its province) it shows `ui:emptyText` and cannot open.
 */
export function SelectWidget({ id, label, value, placeholder, disabled, readonly, options, rawErrors, onChange, onBlur }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const choices = options.enumOptions ?? [];
  const chosen = choices.find((option) => option.value === value);
  const empty = choices.length === 0;
  const close = () => {
    setOpen(false);
    onBlur(id, value);
  };
  const choose = (next: unknown) => {
    setOpen(false);
    onChange(next);
  };
  const shown = chosen?.label ?? (empty ? (options.emptyText as string | undefined) ?? '暂无可选项' : placeholder || '请选择');
  return (
    <>
      <button
        type="button"
        id={id}
        className={chosen ? 'rf-select' : 'rf-select rf-select--empty'}
        disabled={disabled || readonly || empty}
        aria-haspopup="dialog"
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors?.length ? true : undefined}
        onClick={() => setOpen(true)}
      >
        {shown}
      </button>
      <OptionSheet
        open={open}
        title={label}
        options={choices.map((option) => option.label)}
        chosen={chosen ? choices.indexOf(chosen) : -1}
        onChoose={(index) => choose(choices[index].value)}
        onClose={close}
      />
    </>
  );
}

/** A boolean as a round checkbox carrying the field's label. */
export function CheckboxWidget({ label, value, required, disabled, readonly, onChange }: WidgetProps) {
  return (
    <ArcoCheckbox className="rf-checkbox" value="checked" shape="circle" checked={Boolean(value)} disabled={disabled || readonly} onChange={(checked) => onChange(checked)}>
      {required && <span className="rf-field__required" aria-hidden="true">*</span>}
      {label}
    </ArcoCheckbox>
  );
}

/** One choice of a few, side by side. Options are told apart by position: their values may be booleans. */
export function RadioWidget({ value, disabled, readonly, options, onChange }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((option) => option.value === value);
  return (
    <ArcoRadio.Group
      className="rf-radio"
      layout="inline"
      shape="circle"
      value={index < 0 ? null : index}
      disabled={disabled || readonly}
      options={choices.map((option, position) => ({ label: option.label, value: position }))}
      onChange={(position) => onChange(choices[Number(position)].value)}
    />
  );
}
