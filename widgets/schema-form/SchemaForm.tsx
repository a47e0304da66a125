import { flushSync } from 'react-dom';
import { memo, Suspense, use, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import { mergeObjects, type ErrorSchema } from '@rjsf/utils';
import type { SchemaFormProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useStableHandler } from '../../runtime/react/stable-handler';
import { ArcoForm } from './theme';
import { labelWidth } from './label-width';
import { loadForm } from './load';
import { useWatchedFormData, type FormContext } from './form-context';
import { createHeldTexts } from './typed-text';
import { validatePageOptions, withPageOptions } from './page-options';
import { refusedFields, type Refusal } from './server-errors';
import { fillFromIdCard, typedErrors } from './typed-checks';
import { asFlag } from '../shared/bindable';
import Button from '../button/Button';

type FormData = Record<string, unknown>;

// Page state often starts fields as "" or null: the form treats those as not filled in.
function formDataOf(value: unknown): FormData {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== '' && field !== null));
}

// The data objects the form handed to the page, and whether rjsf already holds each (it does not hold
// one it reported and the form then filled further: fields read from an ID card number).
const reported = new WeakMap<object, boolean>();

/**
 * The form, drawn again only when something other than its own echo changed. Each keystroke comes back
 * from the page as the data the form just reported, and rjsf, handed it, would derive its whole state
 * again (defaults, schema, a deep comparison of every prop) to find nothing new.
 */
const EchoSkippingForm = memo(ArcoForm, (previous: FormProps, next: FormProps) => {
  const keys = Object.keys(next) as Array<keyof FormProps>;
  return keys.length === Object.keys(previous).length && keys.every((key) => Object.is(previous[key], next[key])
    || (key === 'formData' && typeof next.formData === 'object' && next.formData !== null && reported.get(next.formData) === true));
});

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
  const { schema, uiSchema: ownUiSchema, validator, transformErrors } = use(loadForm(props.form));
  // The page's choices reach the widgets of their fields through the uiSchema (page-options.ts).
  const uiSchema = useMemo(() => withPageOptions(ownUiSchema, props.options), [ownUiSchema, props.options]);
  const customValidate = useMemo(() => validatePageOptions(schema), [schema]);
  const labels = useMemo(() => labelWidth(schema, ownUiSchema), [schema, ownUiSchema]);
  const [own, setOwn] = useState<FormData>({});
  const bound = binding !== undefined;
  const value = binding?.value;
  // The form's own edits come back through the binding as they were handed over: an equal but new
  // object would make rjsf derive its whole state again on every keystroke.
  const formData = useMemo(() => {
    if (!bound) return own;
    return typeof value === 'object' && value !== null && reported.has(value) ? value as FormData : formDataOf(value);
  }, [bound, value, own]);
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

  const change = useStableHandler(({ formData: edited }: IChangeEvent<FormData>) => {
    const next = fillFromIdCard(uiSchema, formData, edited ?? {});
    reported.set(next, next === edited);
    if (!binding) return setOwn(next);
    binding.set(next);
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
  // The submit button is the `button` widget's component (its look, spinner and disabled state); a tap
  // submits through rjsf, which validates first.
  const send = async () => {
    root.current?.querySelector('form')?.requestSubmit();
    return true;
  };
  const onSubmit = useStableHandler((event: IChangeEvent<FormData>) => void submit(event));
  const submitDisabled = disabled || asFlag(props.disabled);
  const submitButton = useMemo(
    () => <Button props={{ text: props.submitText ?? '提交', loading: pending }} disabled={submitDisabled} emit={send} slot={() => null} handles={() => true} />,
    [props.submitText, pending, submitDisabled],
  );
  // What is typed is checked as it is typed (typed-checks.ts); what the server refused stays marked until corrected.
  // Refused fields are brought into view once they are marked.
  useEffect(() => {
    if (refusal) reveal();
  }, [refusal, reveal]);
  const extraErrors = useMemo(() => {
    const typed = typedErrors(schema, uiSchema, formData);
    return typed && serverErrors ? mergeObjects(typed, serverErrors, true) as ErrorSchema : typed ?? serverErrors;
  }, [schema, uiSchema, formData, serverErrors]);
  const watched = useWatchedFormData(formData);
  const [typed] = useState(createHeldTexts);
  // Ahead of what reads the form's data at a tap (rjsf's submit, the code's send): what was typed up to it.
  const takeTypedText = useStableHandler(() => flushSync(() => typed.handOverAll()));
  // A page left or hidden (a reload, the app switched away) keeps the last keys in the draft too.
  useEffect(() => {
    const leaving = () => {
      if (document.visibilityState === 'hidden') takeTypedText();
    };
    addEventListener('pagehide', takeTypedText);
    document.addEventListener('visibilitychange', leaving);
    return () => {
      removeEventListener('pagehide', takeTypedText);
      document.removeEventListener('visibilitychange', leaving);
    };
  }, [takeTypedText]);
  const context: FormContext = useMemo(() => ({
    typed,
    formData: watched,
    sent: props.smsSent,
    send: (field) => {
      takeTypedText();
      return emit('send', { field, formData: watched.get() });
    },
    captchaImage: props.captchaImage,
    refreshCaptcha: (field) => void emit('captchaRefresh', { field }),
    openLink: (link, field) => void emit('linkClick', { link, field }),
  }), [typed, takeTypedText, watched, props.smsSent, props.captchaImage, emit]);

  return (
    <div ref={root} className="w-schema-form" onSubmitCapture={takeTypedText} style={labels ? ({ '--rf-label-width': labels } as CSSProperties) : undefined}>
      <EchoSkippingForm
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
      </EchoSkippingForm>
    </div>
  );
}
