import { useRef } from 'react';
import ArcoInput, { type InputRef } from '@arco-design/mobile-react/esm/input';
import '@arco-design/mobile-react/esm/input/style';
import ArcoTextarea, { type TextareaRef } from '@arco-design/mobile-react/esm/textarea';
import '@arco-design/mobile-react/esm/textarea/style';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { useNoSearchRole } from '../shared/useNoSearchRole';
import { useRefitOnWidth } from '../shared/useRefitOnWidth';
import { useControlName } from './names';
import { useTypedText } from './typed-text';
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

/** The field's text as shown while typing (typed-text.ts), and the handler arco calls with each edit. */
function useFieldText({ id, value, options, registry, onChange }: Pick<WidgetProps, 'id' | 'value' | 'options' | 'registry' | 'onChange'>) {
  const held = (registry.formContext as FormContext | undefined)?.typed;
  return useTypedText(id, text(value), (next) => onChange(next === '' ? options.emptyValue : next), held);
}

const described = (id: string, rawErrors?: string[]) => ({
  'aria-describedby': ariaDescribedByIds(id),
  'aria-invalid': rawErrors?.length ? true : undefined,
});

/** Text, email, tel and number fields (rjsf's TextWidget, EmailWidget, UpDownWidget render through it). */
export function BaseInputTemplate({ id, htmlName, label, value, type, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: BaseInputTemplateProps) {
  const field = useRef<InputRef>(null);
  const [shown, typeText, settle] = useFieldText({ id, value, options, registry, onChange });
  useNoSearchRole(field);
  const hiddenLabel = useHiddenLabel(label);
  const input = getInputProps(schema, type, options);
  const keyboard = KEYBOARDS[input.type] ?? { type: input.type };
  return (
    <ArcoInput
      ref={field}
      id={id}
      name={htmlName || id}
      className="rf-input"
      border="none"
      type={keyboard.type}
      value={shown}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      clearable={!readonly}
      ariaLabel={hiddenLabel}
      nativeProps={{ inputMode: keyboard.inputMode, autoComplete: input.autoComplete ?? 'off', ...described(id, rawErrors) }}
      onChange={(_event, next) => typeText(next)}
      onBlur={(event) => {
        settle();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** Multi-line text that grows as it is typed, with a character count when the schema sets a maximum. */
export function TextareaWidget({ id, htmlName, label, value, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const field = useRef<TextareaRef>(null);
  const [shown, typeText, settle] = useFieldText({ id, value, options, registry, onChange });
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
