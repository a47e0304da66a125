// The property panel's rjsf templates in arco's desktop look: a label above each control, the gates'
// refusal under the field it names, nested objects and lists as titled groups, list items as cards with
// their moves. No submit button: every change is written to the page as it is made.
import { Button, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { getSchemaType, getUiOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';

const isContainer = (schema: FieldTemplateProps['schema']) => ['object', 'array'].includes(String(getSchemaType(schema)));

/** Errors of a field: the gates' words, tied to the control for assistive technology by id. */
function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return <ul className="visual-field__errors" id={`${id}__error`}>{errors.map((error) => <li key={error}>{error}</li>)}</ul>;
}

export function FieldTemplate({ id, label, children, rawErrors, rawDescription, required, displayLabel, hidden, schema, uiSchema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (isContainer(schema) && getUiOptions(uiSchema).widget === undefined) {
    return <>{children}<FieldErrors id={id} errors={rawErrors} /></>;
  }
  const boolean = getSchemaType(schema) === 'boolean';
  return (
    <div className={`visual-field${rawErrors?.length ? ' visual-field--error' : ''}`}>
      {displayLabel && label && !boolean && (
        <label className="visual-field__label" htmlFor={id} id={`${id}__label`}>
          {required && <span className="visual-field__required" aria-hidden>*</span>}{label}
        </label>
      )}
      {children}
      {rawDescription && <p className="visual-field__help" id={`${id}__description`}>{rawDescription}</p>}
      <FieldErrors id={id} errors={rawErrors} />
    </div>
  );
}

/** The root's fields and a list item's as they are (the item's card names it); a nested object as a titled group. */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const fields = properties.filter((property) => !property.hidden).map((property) => <div key={property.name}>{property.content}</div>);
  const { path } = fieldPathId;
  if (path.length === 0 || typeof path[path.length - 1] === 'number') return <div className="visual-form__fields">{fields}</div>;
  return <Group id={fieldPathId.$id} title={title} description={description}>{fields}</Group>;
}

function Group({ id, title, description, children }: { id: string; title?: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="visual-group" role="group" aria-labelledby={title ? `${id}__title` : undefined}>
      {title && <div className="visual-group__title" id={`${id}__title`}>{title}</div>}
      {description && <p className="visual-field__help">{description}</p>}
      {children}
    </div>
  );
}

/** A list: its items as cards, then 添加一项. */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, disabled, readonly, fieldPathId }: ArrayFieldTemplateProps) {
  return (
    <Group id={fieldPathId.$id} title={title}>
      {items.length === 0 && <p className="visual-field__help">还没有内容</p>}
      <div className="visual-list">{items}</div>
      {canAdd && !disabled && !readonly && (
        <Button long type="dashed" size="small" icon={<IconPlus />} onClick={onAddClick}>添加一项{title ? `（${title}）` : ''}</Button>
      )}
    </Group>
  );
}

/** One item of a list: 第 n 项 with its moves and removal, each naming the item it acts on, then its fields. */
export function ArrayFieldItemTemplate({ children, index, hasToolbar, buttonsProps, disabled, readonly }: ArrayFieldItemTemplateProps) {
  const name = `第 ${index + 1} 项`;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttonsProps;
  const acting = hasToolbar && !disabled && !readonly;
  return (
    <div className="visual-list__item">
      <div className="visual-list__header">
        <span>{name}</span>
        {acting && (
          <span className="visual-list__actions">
            <Tooltip content="上移"><Button size="mini" type="text" icon={<IconArrowUp />} aria-label={`上移${name}`} disabled={!hasMoveUp} onClick={onMoveUpItem} /></Tooltip>
            <Tooltip content="下移"><Button size="mini" type="text" icon={<IconArrowDown />} aria-label={`下移${name}`} disabled={!hasMoveDown} onClick={onMoveDownItem} /></Tooltip>
            <Tooltip content="删除"><Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={`删除${name}`} disabled={!hasRemove} onClick={onRemoveItem} /></Tooltip>
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

/** Refusals show under their fields; there is nothing to submit. */
export const ErrorListTemplate = () => null;
export const SubmitButton = () => null;
