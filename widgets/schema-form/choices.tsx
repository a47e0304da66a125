import { useState, type ChangeEvent, type ReactNode } from 'react';
import IconCircleChecked from '@arco-design/mobile-react/esm/icon/IconCircleChecked';
import IconCircleUnchecked from '@arco-design/mobile-react/esm/icon/IconCircleUnchecked';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, deepEquals, enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue } from '@rjsf/utils';
import { OptionSheet } from '../shared/OptionSheet';
import { isArrayItem, LabelText, useControlName, useFieldName } from './names';
import { enumOptionsOf, pageOptionsOf } from './page-options';
import { SelectRow } from './select-row';
import type { FormContext, FormLink } from './form-context';

const described = (id: string, rawErrors?: string[]) => ({
  'aria-describedby': ariaDescribedByIds(id),
  'aria-invalid': rawErrors?.length ? true : undefined,
});

// Options may be objects (an enum of objects): they are compared by content.
const disabledIn = (options: WidgetProps['options']) => (value: unknown) => ((options.enumDisabled ?? []) as unknown[]).some((disabled) => deepEquals(disabled, value));

// A field's options: its schema's enum, else the choices the page gave it (docs/forms.md, "Choices from the page").
const optionsOf = (options: WidgetProps['options']) => options.enumOptions ?? enumOptionsOf(pageOptionsOf(options)) ?? [];

const groupNaming = ({ text, labelledBy }: ReturnType<typeof useControlName>) => (labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': text || undefined });

/**
 * A select as a field row: the chosen option's text; tapping opens a bottom sheet of the options (the
 * schema's `enum`, else the choices the page gave the field). With no options yet (a city before its
 * province) it shows `ui:emptyText` and cannot open. Several choices (an array of unique enum values)
 * are a list of checkboxes instead.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, label, value, placeholder, disabled, readonly, multiple, options, rawErrors, onChange, onBlur } = props;
  const [open, setOpen] = useState(false);
  const name = useControlName(label);
  if (multiple) return <CheckboxesWidget {...props} />;
  // The sheet lists the options that may be chosen (and the chosen one, even if it may not be any more).
  const isDisabled = disabledIn(options);
  const choices = optionsOf(options).filter((option) => !isDisabled(option.value) || deepEquals(option.value, value));
  const chosen = choices.find((option) => deepEquals(option.value, value));
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
      <SelectRow id={id} label={label} shown={shown} chosen={Boolean(chosen)} disabled={Boolean(disabled || readonly || empty)} rawErrors={rawErrors} onOpen={() => setOpen(true)} />
      <OptionSheet
        open={open}
        title={name.text}
        options={choices.map((option) => option.label)}
        chosen={chosen ? choices.indexOf(chosen) : -1}
        onChoose={(index) => choose(choices[index].value)}
        onClose={close}
      />
    </>
  );
}

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  disabled?: boolean;
  children: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputProps?: Record<string, unknown>;
}

/** A native checkbox or radio (its role, keyboard and label come with it) drawn as arco's round box. */
function Choice({ type, name, checked, disabled, children, onChange, inputProps }: ChoiceProps) {
  const Icon = checked ? IconCircleChecked : IconCircleUnchecked;
  return (
    <label className={checked ? 'rf-choice rf-choice--checked' : 'rf-choice'}>
      <input className="rf-choice__input" type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} {...inputProps} />
      <Icon className="rf-choice__icon" aria-hidden="true" />
      <span className="rf-choice__text">{children}</span>
    </label>
  );
}

/**
 * A boolean as a round checkbox carrying the field's label (an array item's says which item it is).
 * `ui:options.links` follow the label (a consent's 《个人信息保护政策》): a tap emits schema-form's
 * linkClick. They sit after the box rather than in its label, where a control inside a control cannot be reached.
 */
export function CheckboxWidget({ id, name, htmlName, label, value, required, disabled, readonly, options, rawErrors, registry, onChange }: WidgetProps) {
  const field = useFieldName();
  const context = registry.formContext as FormContext | undefined;
  const links = Array.isArray(options.links) ? (options.links as FormLink[]) : [];
  return (
    <div className={links.length > 0 ? 'rf-checkbox rf-checkbox--links' : 'rf-checkbox'}>
      <Choice type="checkbox" name={htmlName || id} checked={Boolean(value)} disabled={disabled || readonly} onChange={(event) => onChange(event.target.checked)} inputProps={{ id, ...described(id, rawErrors) }}>
        {required && links.length === 0 && !(field && isArrayItem(field.label)) && <span className="rf-field__required" aria-hidden="true">*</span>}
        {field ? <LabelText {...field.label} /> : label}
      </Choice>
      {links.map((link) => (
        <button key={link.text} type="button" className="rf-checkbox__link" onClick={() => context?.openLink(link, name)}>{link.text}</button>
      ))}
    </div>
  );
}

/** One choice of a few, side by side, as a named radio group. Options are told apart by position: their values may be booleans or objects. */
export function RadioWidget({ id, htmlName, label, value, disabled, readonly, options, rawErrors, onChange }: WidgetProps) {
  const name = useControlName(label);
  const isDisabled = disabledIn(options);
  return (
    <div className="rf-radio" role="radiogroup" id={id} {...groupNaming(name)} {...described(id, rawErrors)}>
      {optionsOf(options).map((option, index) => (
        <Choice key={index} type="radio" name={htmlName || id} checked={enumOptionsIsSelected(option.value, value)} disabled={disabled || readonly || isDisabled(option.value)} onChange={() => onChange(option.value)}>
          {option.label}
        </Choice>
      ))}
    </div>
  );
}

/** Several choices (an array of unique enum values, or the page's choices) as a named group of round checkboxes; none yet shows `ui:emptyText`. */
export function CheckboxesWidget({ id, htmlName, label, value, disabled, readonly, options, rawErrors, onChange }: WidgetProps) {
  const name = useControlName(label);
  const all = optionsOf(options);
  const chosen = Array.isArray(value) ? value : [];
  const isDisabled = disabledIn(options);
  if (all.length === 0 && options.emptyText) return <p className="rf-empty" id={id}>{String(options.emptyText)}</p>;
  return (
    <div className="rf-radio" role="group" id={id} {...groupNaming(name)} {...described(id, rawErrors)}>
      {all.map((option, index) => {
        const checked = enumOptionsIsSelected(option.value, chosen);
        const toggle = () => onChange(checked ? enumOptionsDeselectValue(index, chosen, all) : enumOptionsSelectValue(index, chosen, all));
        return (
          <Choice key={index} type="checkbox" name={htmlName || id} checked={checked} disabled={disabled || readonly || isDisabled(option.value)} onChange={toggle}>
            {option.label}
          </Choice>
        );
      })}
    </div>
  );
}
