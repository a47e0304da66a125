import { useRef } from 'react';
import ArcoTextarea, { type TextareaRef } from '@arco-design/mobile-react/esm/textarea';
import '@arco-design/mobile-react/esm/textarea/style';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { useNoSearchRole } from '../shared/useNoSearchRole';
import { useRefitOnWidth } from '../shared/useRefitOnWidth';
import { useControlName } from './names';
import { useHeldText, useTypedText } from './typed-text';
import { LineInput } from './line-input';
import type { FormContext } from './form-context';

// The native type and keyboard per input type; a number is typed as text on the decimal keypad, since
// native number fields drop what they cannot parse while it is typed.
const KEYBOARDS: Record<string, { type: string; inputMode?: 'tel' | 'email' | 'decimal' }> = {
  tel: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email' },
  number: { type: 'text', inputMode: 'decimal' },
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

// A field whose label is not shown is named by it all the same.
function useHiddenLabel(label: string) {
  const name = useControlName(label);
  return name.labelledBy ? undefined : name.text || undefined;
}

// An emptied field is handed to the form as the field's empty value (unset, unless the uiSchema says).
const toForm = (onChange: WidgetProps['onChange'], options: WidgetProps['options']) => (next: string) => onChange(next === '' ? options.emptyValue : next);
const heldTexts = (registry: WidgetProps['registry']) => (registry.formContext as FormContext | undefined)?.typed;

const described = (id: string, rawErrors?: string[]) => ({
  'aria-describedby': ariaDescribedByIds(id),
  'aria-invalid': rawErrors?.length ? true : undefined,
});

/** Text, email, tel and number fields (rjsf's TextWidget, EmailWidget, UpDownWidget render through it). */
export function BaseInputTemplate({ id, htmlName, label, value, type, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: BaseInputTemplateProps) {
  const field = useHeldText(id, toForm(onChange, options), heldTexts(registry));
  const hiddenLabel = useHiddenLabel(label);
  const input = getInputProps(schema, type, options);
  const keyboard = KEYBOARDS[input.type] ?? { type: input.type };
  return (
    <LineInput
      id={id}
      name={htmlName || id}
      type={keyboard.type}
      inputMode={keyboard.inputMode}
      autoComplete={input.autoComplete ?? 'off'}
      formText={text(value)}
      field={field}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      clearable={!readonly}
      aria-label={hiddenLabel}
      {...described(id, rawErrors)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** Multi-line text that grows as it is typed, with a character count when the schema sets a maximum. */
export function TextareaWidget({ id, htmlName, label, value, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const field = useRef<TextareaRef>(null);
  const [shown, typeText, settle] = useTypedText(id, text(value), toForm(onChange, options), heldTexts(registry));
  useNoSearchRole(field);
  // arco fits the box to its text only when the text changes: a new width (a tablet turned) fits it again.
  useRefitOnWidth(() => field.current?.textarea, () => field.current?.resize());
  const hiddenLabel = useHiddenLabel(label);
  return (
    <ArcoTextarea
      ref={field}
      id={id}
      name={htmlName || id}
      className="rf-textarea"
      border="none"
      rows={typeof options.rows === 'number' ? options.rows : 2}
      autosize
      value={shown}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      showStatistics={schema.maxLength !== undefined}
      statisticsMaxlength={schema.maxLength}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      nativeProps={{ 'aria-label': hiddenLabel, ...described(id, rawErrors) }}
      onChange={(_event, next) => typeText(next)}
      onBlur={(event) => {
        settle();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
