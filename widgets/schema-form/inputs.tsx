import { useMemo, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { getAtPath } from '../../runtime/core/state/path';
import { useStableHandler } from '../../runtime/react/stable-handler';
import ArcoTextarea, { type TextareaRef } from '@arco-design/mobile-react/esm/textarea';
import '@arco-design/mobile-react/esm/textarea/style';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, asNumber, getInputProps, getSchemaType } from '@rjsf/utils';
import { useNoSearchRole } from '../shared/useNoSearchRole';
import { useRefitOnWidth } from '../shared/useRefitOnWidth';
import { useControlName, useFieldName } from './names';
import { LineInput, type OwnedText } from './line-input';
import { formContextOf } from './form-context';

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

const noSubscription = () => () => undefined;

/**
 * A field's text and how what is typed is written: read from and written to the form's owner at the
 * field's path (form-context.ts); through rjsf where no field names the widget's path (a choice between
 * alternatives) or the form is the one field. An emptied field is written as the field's empty value
 * (unset, unless the uiSchema says).
 */
function useFieldText({ value, options, schema, registry, onChange }: Pick<WidgetProps, 'value' | 'options' | 'schema' | 'registry' | 'onChange'>): [OwnedText, (next: string) => void] {
  const context = formContextOf(registry);
  const path = useFieldName()?.path;
  const direct = context !== undefined && path !== undefined && path.length > 0;
  const at = direct ? path.join('.') : undefined;
  const owner = context?.owner;
  // Read from the owner, the field follows it itself: rjsf drawing it again with its value changes nothing.
  const drawnValue = at === undefined ? value : undefined;
  const owned = useMemo<OwnedText>(
    () => (owner && at !== undefined ? { read: () => text(getAtPath(owner.get(), at)), subscribe: owner.subscribe } : { read: () => text(drawnValue), subscribe: noSubscription }),
    [owner, at, drawnValue],
  );
  const numeric = ['number', 'integer'].includes(String(getSchemaType(schema)));
  const write = useStableHandler((next: string) => {
    // A number is kept as one once it reads as one ("12." is still being typed), as rjsf's number field does.
    const written = next === '' ? options.emptyValue : numeric && direct ? asNumber(next) : next;
    if (direct) context.setField(path, written);
    else onChange(written);
  });
  return [owned, write];
}

const described = (id: string, rawErrors?: string[]) => ({
  'aria-describedby': ariaDescribedByIds(id),
  'aria-invalid': rawErrors?.length ? true : undefined,
});

/** Text, email, tel and number fields (rjsf's TextWidget, EmailWidget, UpDownWidget render through it). */
export function BaseInputTemplate({ id, htmlName, label, value, type, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: BaseInputTemplateProps) {
  const [owned, write] = useFieldText({ value, options, schema, registry, onChange });
  const hiddenLabel = useHiddenLabel(label);
  const input = getInputProps(schema, type, options);
  const keyboard = KEYBOARDS[input.type] ?? { type: input.type };
  const blur = useStableHandler((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value));
  const focus = useStableHandler((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value));
  return (
    <LineInput
      id={id}
      name={htmlName || id}
      type={keyboard.type}
      inputMode={keyboard.inputMode}
      autoComplete={input.autoComplete ?? 'off'}
      text={owned}
      onText={write}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      clearable={!readonly}
      aria-label={hiddenLabel}
      {...described(id, rawErrors)}
      onBlur={blur}
      onFocus={focus}
    />
  );
}

/** Multi-line text that grows as it is typed, with a character count when the schema sets a maximum. */
export function TextareaWidget({ id, htmlName, label, value, placeholder, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const field = useRef<TextareaRef>(null);
  const [owned, write] = useFieldText({ value, options, schema, registry, onChange });
  const shown = useSyncExternalStore(owned.subscribe, owned.read);
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
      onChange={(_event, next) => write(next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
