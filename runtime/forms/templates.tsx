import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** One field as a white form row: required mark and label, the control, then help and the first error. */
export function FieldTemplate({ id, label, required, displayLabel, hidden, rawErrors, rawHelp, rawDescription, schema, uiSchema, children }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // Objects and arrays are groups of rows: their own templates draw them.
  if (schema.type === 'object' || schema.type === 'array') return children;
  const error = rawErrors?.[0];
  const help = rawHelp || rawDescription;
  const ownLabel = schema.type === 'boolean' && getUiOptions(uiSchema).widget !== 'radio';
  return (
    <div className={cx('rf-field', error && 'rf-field--error')}>
      <div className="rf-field__row">
        {displayLabel && !ownLabel && required && <span className="rf-field__required" aria-hidden="true">*</span>}
        {displayLabel && !ownLabel && <label className="rf-field__label" htmlFor={id}>{label}</label>}
        <div className="rf-field__control">{children}</div>
      </div>
      {help && <p className="rf-field__help" id={`${id}__help`}>{help}</p>}
      {error && <p className="rf-field__error" id={`${id}__error`} role="alert">{error}</p>}
    </div>
  );
}

/** The form's root object is a card with its title; a nested object is a titled group inside it. */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const content = properties.map((property) => property.content);
  if (fieldPathId.path.length > 0) {
    return (
      <fieldset className="rf-group">
        {title && <legend className="rf-group__title">{title}</legend>}
        {content}
      </fieldset>
    );
  }
  return (
    <section className="rf-card">
      {title && <h3 className="rf-card__title">{title}</h3>}
      {description && <p className="rf-card__desc">{description}</p>}
      {content}
    </section>
  );
}

export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, disabled, readonly }: ArrayFieldTemplateProps) {
  return (
    <fieldset className="rf-group">
      {title && <legend className="rf-group__title">{title}</legend>}
      {items}
      {canAdd && !disabled && !readonly && <button type="button" className="rf-link" onClick={onAddClick}>+ 添加一项</button>}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps }: ArrayFieldItemTemplateProps) {
  const { hasRemove, onRemoveItem, disabled, readonly } = buttonsProps;
  return (
    <div className="rf-item">
      {children}
      {hasRemove && !disabled && !readonly && <button type="button" className="rf-link rf-link--danger" onClick={onRemoveItem}>删除</button>}
    </div>
  );
}

/** Errors show under their fields, never as a list at the top. */
export function ErrorListTemplate() {
  return null;
}
