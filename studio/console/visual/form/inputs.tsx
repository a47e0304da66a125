// The panel's controls: arco's inputs in place of rjsf's plain ones. An emptied field is unset (rjsf's
// empty value), so clearing a prop takes it out of the page rather than writing "". A text holding `{{`
// is an expression, edited as one.
import { Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, getSchemaType } from '@rjsf/utils';
import { ExpressionInput } from '../expression/ExpressionInput';
import { useLabelledSelect } from './labelled-select';
import { panelContext } from './panel-context';

const described = (id: string, rawErrors?: string[]) => ({ 'aria-describedby': ariaDescribedByIds(id), 'aria-invalid': rawErrors?.length ? true : undefined });

/** Text and numbers (rjsf's TextWidget and UpDownWidget draw through it). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, placeholder, disabled, readonly, schema, options, rawErrors, onChange, onBlur, onFocus } = props;
  if (expressionText(value)) return <ExpressionWidget {...props} />;
  if (['number', 'integer'].includes(String(getSchemaType(schema)))) {
    return (
      <InputNumber
        id={id} value={value ?? undefined} placeholder={placeholder} disabled={disabled || readonly} min={schema.minimum} max={schema.maximum}
        precision={getSchemaType(schema) === 'integer' ? 0 : undefined} style={{ width: '100%' }} {...described(id, rawErrors)}
        onChange={(next) => onChange(next === undefined || next === null || Number.isNaN(next) ? options.emptyValue : next)}
        onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
      />
    );
  }
  return (
    <Input
      id={id} value={value ?? ''} placeholder={placeholder} disabled={disabled} readOnly={readonly} maxLength={schema.maxLength} autoFocus={hadFocus(id)} {...described(id, rawErrors)}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    />
  );
}

/** A sentence: one line while it is short, growing with what is written. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, schema, options, rawErrors, onChange, onBlur, onFocus } = props;
  if (expressionText(value)) return <ExpressionWidget {...props} />;
  return (
    <Input.TextArea
      id={id} value={value ?? ''} placeholder={placeholder} disabled={disabled} readOnly={readonly} maxLength={schema.maxLength} autoSize={{ minRows: 1, maxRows: 8 }} autoFocus={hadFocus(id)}
      {...described(id, rawErrors)}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    />
  );
}

/** One choice of a list; a field that is not required can be cleared back to its default. */
export function SelectWidget({ id, value, placeholder, disabled, readonly, required, options, rawErrors, onChange }: WidgetProps) {
  useLabelledSelect(id);
  const choices = options.enumOptions ?? [];
  return (
    <Select
      id={id} value={value ?? undefined} placeholder={placeholder || '请选择'} disabled={disabled || readonly} allowClear={!required} showSearch={choices.length > 8}
      options={choices.map((choice) => ({ label: String(choice.label), value: choice.value }))} {...described(id, rawErrors)}
      onChange={(next) => onChange(next === undefined ? options.emptyValue : next)}
    />
  );
}

/** Yes or no, showing the default while the page leaves it unset. */
export function CheckboxWidget({ id, label, value, disabled, readonly, options, rawErrors, onChange }: WidgetProps) {
  const fallback = (options as { default?: unknown }).default === true;
  return (
    <label className="visual-switch" htmlFor={id}>
      <Switch id={id} size="small" checked={typeof value === 'boolean' ? value : fallback} disabled={disabled || readonly} onChange={onChange} {...described(id, rawErrors)} />
      <span>{label}</span>
      {typeof value !== 'boolean' && <span className="console-muted">（默认）</span>}
    </label>
  );
}

/**
 * A value the page works out with a `{{ }}` expression, shown and changed as its text, with completions
 * and its value on the canvas. It keeps the focus when a text field becomes one (or stops being one).
 */
export function ExpressionWidget({ id, label, value, disabled, readonly, options, rawErrors, registry, onChange }: WidgetProps) {
  return (
    <ExpressionInput
      id={id} value={typeof value === 'string' ? value : ''} labelledBy={`${id}__label`} label={label || '表达式'} describedBy={ariaDescribedByIds(id)} invalid={!!rawErrors?.length}
      disabled={disabled || readonly} placement="node" help={panelContext({ registry }).expressions} autoFocus={document.activeElement?.id === id}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  );
}

/** What the author typed is an expression (or is becoming one): `{{` written. */
const expressionText = (value: unknown) => typeof value === 'string' && value.includes('{{');
/** The plain field takes the focus back when an expression stops being one under the author's keys. */
const hadFocus = (id: string) => document.activeElement?.id === id;
