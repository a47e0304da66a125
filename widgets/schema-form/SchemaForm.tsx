import { memo, Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, mergeObjects, type ErrorSchema } from '@rjsf/utils';
import type { SchemaFormProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useStableHandler } from '../../runtime/react/stable-handler';
import { withValueAt } from '../../runtime/core/state/path';
import { ArcoForm } from './theme';
import { labelWidth } from './label-width';
import { loadedForm, loadForm } from './load';
import { useFormOwner, type FieldPath, type FormContext, type FormData } from './form-context';
import { validatePageOptions, withPageOptions } from './page-options';
import { checkingAlso } from './custom-checks';
import { useFollowedAfterPaint } from './after-paint';
import { refusedFields, type Refusal } from './server-errors';
import { fillFromIdCard, typedErrors } from './typed-checks';
import { asFlag } from '../shared/bindable';
import Button from '../button/Button';

const objectOf = (value: unknown): FormData => (value && typeof value === 'object' && !Array.isArray(value) ? (value as FormData) : {});

// Page state often starts fields as "" or null: the form treats those as not filled in.
const formDataOf = (value: unknown): FormData => Object.fromEntries(Object.entries(objectOf(value)).filter(([, field]) => field !== '' && field !== null));

export { loadForm };

/** rjsf's form, drawn again only when one of its props changed (a key typed changes none until it has been painted). */
const Form = memo(ArcoForm);

// While the form's schema and validator load: an empty card (the runtime's loading row lives in the
// entry chunk, and importing it from here makes the bundler split the entry).
export default function SchemaForm(widget: WidgetProps<SchemaFormProps>) {
  return (
    <Suspense fallback={<div className="rf-card rf-card--loading" aria-busy="true" />}>
      <LoadedForm {...widget} />
    </Suspense>
  );
}

function LoadedForm({ props, binding, emit, disabled }: WidgetProps<SchemaFormProps>) {
  const { schema, uiSchema: ownUiSchema, validator, transformErrors } = loadedForm(props.form) ?? use(loadForm(props.form));
  // The page's choices reach the widgets of their fields through the uiSchema (page-options.ts).
  const uiSchema = useMemo(() => withPageOptions(ownUiSchema, props.options), [ownUiSchema, props.options]);
  const labels = useMemo(() => labelWidth(schema, ownUiSchema), [schema, ownUiSchema]);
  // The form's data has one owner, the page state at `bind` (or the form's own store): each field reads
  // and writes its value there, and a one-line field's box shows the key itself. rjsf derives its whole state again from
  // each new data: it draws the owner's data once the frame showing the key is painted, and a submit
  // waits until it has (rjsf checks and sends what it drew).
  const owner = useFormOwner(binding);
  const followed = useFollowedAfterPaint(owner);
  const formData = useMemo(() => formDataOf(followed), [followed]);
  // Whether rjsf has yet to draw what the owner holds (read when a submit is asked for).
  const drawn = useRef(followed);
  useLayoutEffect(() => {
    drawn.current = followed;
  });
  const behind = useStableHandler(() => drawn.current !== owner.get());
  // After the first submit attempt errors follow every edit; before it the customer is left to type.
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref, not state: two taps in the same frame must not both see "not sending".
  const sending = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // The fields the server refused on the last submit, marked until each is corrected.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const shown = useMemo(() => new Set(Object.keys(schema.properties ?? {})), [schema]);
  const serverErrors = useMemo(() => refusedFields(refusal, formData, shown), [refusal, formData, shown]);

  const setField = useStableHandler((path: FieldPath, value: unknown) => {
    const before = objectOf(owner.get());
    owner.set(fillFromIdCard(uiSchema, before, withValueAt(before, path.map(String), value)));
  });
  // A change rjsf made (a choice, a list's row, the defaults it fills in) is made to the data it drew: only
  // what it changed is written, over what has been typed since.
  const change = useStableHandler(({ formData: edited }: IChangeEvent<FormData>) => {
    const reported = edited ?? {};
    const before = objectOf(owner.get());
    let next = before;
    for (const key of new Set([...Object.keys(reported), ...Object.keys(formData)])) {
      if (!deepEquals(reported[key], formData[key])) next = { ...next, [key]: reported[key] };
    }
    if (next !== before) owner.set(fillFromIdCard(uiSchema, before, next));
  });
  // Only the fields the form shows are sent (omitExtraData): the detail of a question since answered 否 is not.
  const submit = async ({ formData: valid }: IChangeEvent<FormData>) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setRefusal(null);
    try {
      const sent = valid ?? {};
      await emit('submit', { formData: sent }, ({ fields }) => {
        if (fields) setRefusal({ fields, sent });
      });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };
  // Called once the errors are on screen: bring the first one (in page order) into view and focus it
  // (an error about the whole form, under its fields, is read out).
  const reveal = useStableHandler(() => {
    setAttempted(true);
    const field = root.current?.querySelector<HTMLElement>('.rf-field--error, .rf-card__error');
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
  });
  // A submit (the button, or Enter in a field) reaches rjsf once it has drawn what was typed.
  const [waiting, setWaiting] = useState(false);
  const requestSubmit = () => root.current?.querySelector('form')?.requestSubmit();
  useEffect(() => {
    if (!waiting || behind()) return;
    setWaiting(false);
    requestSubmit();
  }, [waiting, followed, behind]);
  const holdSubmit = useStableHandler((event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!behind()) return;
    event.preventDefault();
    event.stopPropagation();
    setWaiting(true);
  });
  // The submit button is the `button` widget's component (its look, spinner and disabled state); a tap
  // submits through rjsf, which validates first.
  const send = useStableHandler(async () => {
    if (behind()) setWaiting(true);
    else requestSubmit();
    return true;
  });
  const onSubmit = useStableHandler((event: IChangeEvent<FormData>) => void submit(event));
  const submitDisabled = disabled || asFlag(props.disabled);
  const submitButton = useMemo(
    () => <Button props={{ text: props.submitText ?? '提交', loading: pending }} disabled={submitDisabled} emit={send} slot={() => null} handles={() => true} />,
    [props.submitText, pending, submitDisabled, send],
  );
  // What is typed is checked as it is typed (typed-checks.ts); what the server refused stays marked until corrected.
  // Refused fields are brought into view once they are marked.
  useEffect(() => {
    if (refusal) reveal();
  }, [refusal, reveal]);
  // They are `extraErrors` (shown at once, blocking a submit), and rjsf's own check finds them too: once
  // errors follow every edit, it checks the data handed to it without its `extraErrors`.
  const customValidate = useMemo(() => checkingAlso(validatePageOptions(schema), (data) => [typedErrors(schema, uiSchema, data), refusedFields(refusal, data, shown)]), [schema, uiSchema, refusal, shown]);
  const extraErrors = useMemo(() => {
    const typed = attempted ? undefined : typedErrors(schema, uiSchema, formData);
    return typed && serverErrors ? mergeObjects(typed, serverErrors, true) as ErrorSchema : typed ?? serverErrors;
  }, [attempted, schema, uiSchema, formData, serverErrors]);
  const context: FormContext = useMemo(() => ({
    owner,
    setField,
    sent: props.smsSent,
    send: (field) => emit('send', { field, formData: formDataOf(owner.get()) }),
    captchaImage: props.captchaImage,
    refreshCaptcha: (field) => void emit('captchaRefresh', { field }),
    openLink: (link, field) => void emit('linkClick', { link, field }),
  }), [owner, setField, props.smsSent, props.captchaImage, emit]);

  return (
    <div ref={root} className="w-schema-form" onSubmitCapture={holdSubmit} style={labels ? ({ '--rf-label-width': labels } as CSSProperties) : undefined}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        extraErrorsBlockSubmit
        formData={formData}
        formContext={context}
        idPrefix={`form-${props.form}`}
        noHtml5Validate
        omitExtraData
        showErrorList={false}
        liveValidate={attempted ? 'onChange' : undefined}
        disabled={disabled}
        onChange={change}
        onSubmit={onSubmit}
        onError={reveal}
      >
        {submitButton}
      </Form>
    </div>
  );
}
