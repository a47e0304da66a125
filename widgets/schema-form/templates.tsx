import type { ReactNode } from 'react';
import type { FieldTemplateProps, MultiSchemaFieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema, SubmitButtonProps, UiSchema } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, ANY_OF_KEY, canExpand, getSchemaType, getSubmitButtonOptions, getUiOptions, ONE_OF_KEY, titleId, TranslatableString } from '@rjsf/utils';
import { useHeading } from '../shared/heading';
import { RepeatedItems } from '../../runtime/react/RepeatedItems';
import { ActionText, FieldNameProvider, fullName, isArrayItem, LabelText, useFieldName, useLabelParts, type FieldName, type LabelParts } from './names';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** A schema's own title (its uiSchema's first): an array item without one is labelled by its position. */
const ownTitle = (schema: RJSFSchema, uiSchema?: UiSchema) => (getUiOptions(uiSchema).title as string | undefined) ?? schema.title;

const hasAlternatives = (schema: RJSFSchema) => ONE_OF_KEY in schema || ANY_OF_KEY in schema;

/** Whether the field is drawn by a template of its own (an object, a list, alternatives) rather than as a row. */
function isContainer({ schema, displayLabel, registry }: FieldTemplateProps) {
  const type = getSchemaType(schema);
  if (type === 'object') return true;
  // rjsf displays the label of the lists it draws with one widget: multiple choices, files.
  if (type === 'array') return !displayLabel;
  return hasAlternatives(schema) && !registry.schemaUtils.isSelect(schema);
}

/**
 * One field. A widget is a white row: required mark and label, the control, then help and the first error.
 * The form's root is a card with its title. An object or a list draws its own group; a choice between
 * alternatives (oneOf/anyOf) is a group of the "类型" row and the chosen alternative's fields, which rjsf
 * draws as a second field of the same id.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, hidden, rawErrors, rawHelp, rawDescription, schema, uiSchema, fieldPathId, children } = props;
  const outer = useFieldName();
  const parts = useLabelParts(id, label, ownTitle(schema, uiSchema));
  if (hidden) return <div hidden>{children}</div>;
  if (ADDITIONAL_PROPERTY_FLAG in schema) return <AdditionalProperty {...props} />;
  const alternative = outer?.id === id;
  const root = fieldPathId.path.length === 0 && !alternative;
  const name = (labelId: string | undefined, drawn: boolean, content: ReactNode) => (
    <FieldNameProvider id={id} label={parts} labelId={labelId} labelFor={labelId !== undefined} drawn={drawn} path={fieldPathId.path}>{content}</FieldNameProvider>
  );

  if (isContainer(props)) {
    // `"ui:label": false` at the root leaves the title to the page (a section titled per campaign).
    if (root) return <Card id={id} title={getUiOptions(uiSchema).label === false ? undefined : label} description={rawDescription} error={rawErrors?.[0]}>{name(undefined, true, children)}</Card>;
    // The chosen alternative's fields belong to the group its choice draws.
    if (alternative) return name(undefined, true, children);
    // An object or a list draws its own group; a choice between alternatives is drawn here.
    if (!hasAlternatives(schema) || getSchemaType(schema) === 'array') return name(undefined, false, children);
    return <Group id={id} label={parts}>{name(undefined, true, children)}</Group>;
  }

  const error = rawErrors?.[0];
  const help = rawHelp || rawDescription;
  const widget = getUiOptions(uiSchema).widget;
  const type = getSchemaType(schema);
  // A checkbox carries its label beside its box; a group of choices (radios, checkboxes, files) sits under it.
  const showLabel = displayLabel && label !== '' && !(type === 'boolean' && (widget === undefined || widget === 'checkbox'));
  const stacked = widget === 'radio' || type === 'array';
  const labelId = showLabel ? `${id}__label` : undefined;
  const row = (
    <div className={cx('rf-field', stacked && 'rf-field--stacked', error && 'rf-field--error')}>
      <div className="rf-field__row">
        {showLabel && required && !isArrayItem(parts) && <span className="rf-field__required" aria-hidden="true">*</span>}
        {showLabel && <label className="rf-field__label" id={labelId} htmlFor={id}><LabelText {...parts} /></label>}
        <div className="rf-field__control">{name(labelId, false, children)}</div>
      </div>
      {help && <p className="rf-field__help" id={`${id}__help`}>{help}</p>}
      {error && <p className="rf-field__error" id={`${id}__error`} role="alert">{error}</p>}
    </div>
  );
  return root ? <Card>{row}</Card> : row;
}

/** The form's card: its title and description, its rows, then an error about the form as a whole (请至少填写一项…). */
function Card({ id, title, description, error, children }: { id?: string; title?: string; description?: string; error?: string; children: ReactNode }) {
  // The card's title takes the page's next heading level (h2 at the top of a page, h3 inside a titled section).
  const Heading = useHeading();
  return (
    <section className="rf-card">
      {title && <Heading className="rf-card__title">{title}</Heading>}
      {description && <p className="rf-card__desc">{description}</p>}
      {children}
      {error && <p className="rf-field__error rf-card__error" id={`${id}__error`} role="alert">{error}</p>}
    </section>
  );
}

/**
 * A titled group of rows inside the card: a nested object, a list, alternatives. A div named by its title
 * rather than a fieldset, whose legend no separator line can be drawn above.
 */
export function Group({ id, label, description, children }: { id: string; label?: LabelParts; description?: ReactNode; children: ReactNode }) {
  const titled = Boolean(label?.shown);
  return (
    <div className="rf-group" role="group" aria-labelledby={titled ? titleId(id) : undefined}>
      {label && titled && <div className="rf-group__title" id={titleId(id)}><LabelText {...label} /></div>}
      {description && <p className="rf-group__desc">{description}</p>}
      {children}
    </div>
  );
}

/** The name of the field whose object or list template this is; none for a part rjsf draws under an id of its own. */
export function useOwnName(id: string): FieldName | undefined {
  const field = useFieldName();
  return field?.id === id ? field : undefined;
}

/**
 * A property the customer names (additionalProperties): its name in a field where the label would be,
 * its value beside it (or, an object or a list, under it), and a button that removes it.
 */
function AdditionalProperty(props: FieldTemplateProps) {
  const { id, label, disabled, readonly, registry, onKeyRenameBlur, onRemoveProperty, rawErrors, fieldPathId, children } = props;
  const { translateString } = registry;
  const error = rawErrors?.[0];
  const labelId = `${id}__label`;
  const nested = isContainer(props);
  const value = <FieldNameProvider id={id} label={{ shown: label }} labelId={labelId} labelFor drawn={nested} path={fieldPathId.path}>{children}</FieldNameProvider>;
  return (
    <div className={cx('rf-field rf-extra', error && 'rf-field--error')}>
      <div className="rf-field__row">
        <input
          key={label}
          id={`${id}-key`}
          className="rf-extra__key"
          type="text"
          defaultValue={label}
          aria-label={translateString(TranslatableString.KeyLabel, [label])}
          disabled={disabled}
          readOnly={readonly}
          onBlur={onKeyRenameBlur}
        />
        <label className="visually-hidden" id={labelId} htmlFor={id}>{label}</label>
        <div className="rf-field__control">{!nested && value}</div>
        {!disabled && !readonly && (
          <button type="button" className="rf-action rf-action--danger" onClick={onRemoveProperty}>
            <ActionText verb={translateString(TranslatableString.RemoveButton)} target={label} />
          </button>
        )}
      </div>
      {nested && <div role="group" aria-labelledby={labelId}>{value}</div>}
      {error && <p className="rf-field__error" id={`${id}__error`} role="alert">{error}</p>}
    </div>
  );
}

/** Rows drawn at once: more than a tall phone's screen of one-line fields (3.25rem each). */
const FIRST_FIELDS = 16;

/** A nested object is a titled group of rows; the form's root object is drawn by its card. */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema, uiSchema, formData, disabled, readonly, registry, onAddProperty }: ObjectFieldTemplateProps) {
  const own = useOwnName(fieldPathId.$id);
  // A long form draws its first screen of rows at once and the rest just after, as a long list does.
  const content = <RepeatedItems items={properties} render={(property) => property.content} first={FIRST_FIELDS} />;
  const target = own ? fullName(own.label) : title;
  const add = canExpand(schema, uiSchema, formData) && !disabled && !readonly && (
    <button type="button" className="rf-link" onClick={onAddProperty}>
      <span aria-hidden="true">+</span>
      <ActionText verb={registry.translateString(TranslatableString.AddItemButton)} target={target} />
    </button>
  );
  // The chosen alternative of a choice, or the part beside it, belongs to the group the choice draws.
  if (!own || own.drawn) return <>{content}{add}</>;
  return <Group id={fieldPathId.$id} label={own.label} description={description}>{content}{add}</Group>;
}

/**
 * The choice between alternatives: a "类型" row whose sheet lists them, then the chosen one's fields. The
 * row is read with its field's name, "投保人类型 个人", and the sheet is titled so.
 */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField, registry }: MultiSchemaFieldTemplateProps) {
  const field = useFieldName();
  const labelId = `${field?.id}__type`;
  const label = { hidden: field ? fullName(field.label) : undefined, shown: registry.translateString(TranslatableString.Type) };
  return (
    <>
      {selector && (
        <div className="rf-field">
          <div className="rf-field__row">
            <span className="rf-field__label" id={labelId}><LabelText {...label} /></span>
            <div className="rf-field__control">
              <FieldNameProvider id={field?.id ?? ''} label={label} labelId={labelId} drawn>{selector}</FieldNameProvider>
            </div>
          </div>
        </div>
      )}
      {optionSchemaField}
    </>
  );
}

/** rjsf's own submit button, for forms shown without one of their own (the schema-form widget passes its button). */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { norender, submitText } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return <button type="submit" className="rf-submit">{submitText === 'Submit' ? '提交' : submitText}</button>;
}

/** Errors show under their fields, never as a list at the top. */
export function ErrorListTemplate() {
  return null;
}
