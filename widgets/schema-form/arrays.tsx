import { createContext, useContext } from 'react';
import type { ArrayFieldItemButtonsTemplateProps, ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions, TranslatableString } from '@rjsf/utils';
import { ActionText, ArrayItemProvider, fullName } from './names';
import { Group, useOwnName } from './templates';

// The name of the list around an item ("常用电话"), which its items' names begin with.
const ArrayNameContext = createContext('');

/** A list: a titled group of its items, then the button that adds one ("添加一项", read "添加一项常用电话"). */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, disabled, readonly, fieldPathId, schema, uiSchema, registry, rawErrors, optionalDataControl }: ArrayFieldTemplateProps) {
  const own = useOwnName(fieldPathId.$id);
  const options = getUiOptions(uiSchema);
  const label = own?.label ?? { shown: (options.title as string | undefined) ?? title };
  const name = fullName(label);
  const error = rawErrors?.[0];
  // The form's card already shows the title and description of a list at its root.
  const drawn = own?.drawn;
  return (
    <Group id={fieldPathId.$id} label={drawn ? undefined : label} description={drawn ? undefined : ((options.description as string | undefined) ?? schema.description)}>
      {optionalDataControl}
      <ArrayNameContext.Provider value={name}>{items}</ArrayNameContext.Provider>
      {error && <p className="rf-field__error rf-group__error" id={`${fieldPathId.$id}__error`} role="alert">{error}</p>}
      {canAdd && !disabled && !readonly && (
        <button type="button" className="rf-link" id={buttonId(fieldPathId, 'add')} onClick={onAddClick}>
          <span aria-hidden="true">+</span>
          <ActionText verb={registry.translateString(TranslatableString.AddItemButton)} target={name} />
        </button>
      )}
    </Group>
  );
}

/** One item of a list: its field or group, then its buttons, each naming the item it acts on. */
export function ArrayFieldItemTemplate({ children, index, hasToolbar, buttonsProps, registry }: ArrayFieldItemTemplateProps) {
  const arrayName = useContext(ArrayNameContext);
  const position = registry.translateString(TranslatableString.ArrayItemTitle, [String(index + 1)]);
  return (
    <ArrayItemProvider id={buttonsProps.fieldPathId.$id} arrayName={arrayName} position={position}>
      <div className="rf-item">
        {children}
        {hasToolbar && <ItemButtons {...buttonsProps} itemName={`${arrayName}${position}`} />}
      </div>
    </ArrayItemProvider>
  );
}

function ItemButtons({ fieldPathId, hasMoveUp, hasMoveDown, hasCopy, hasRemove, disabled, readonly, registry, onMoveUpItem, onMoveDownItem, onCopyItem, onRemoveItem, itemName }: ArrayFieldItemButtonsTemplateProps & { itemName: string }) {
  if (disabled || readonly) return null;
  const { translateString } = registry;
  const buttons = [
    { kind: 'moveUp', shown: hasMoveUp, verb: TranslatableString.MoveUpButton, onClick: onMoveUpItem },
    { kind: 'moveDown', shown: hasMoveDown, verb: TranslatableString.MoveDownButton, onClick: onMoveDownItem },
    { kind: 'copy', shown: hasCopy, verb: TranslatableString.CopyButton, onClick: onCopyItem },
    { kind: 'remove', shown: hasRemove, verb: TranslatableString.RemoveButton, onClick: onRemoveItem },
  ] as const;
  const shown = buttons.filter((button) => button.shown);
  if (shown.length === 0) return null;
  return (
    <div className="rf-item__actions">
      {shown.map(({ kind, verb, onClick }) => (
        <button key={kind} type="button" id={buttonId(fieldPathId, kind)} className={kind === 'remove' ? 'rf-action rf-action--danger' : 'rf-action'} onClick={onClick}>
          <ActionText verb={translateString(verb)} target={itemName} />
        </button>
      ))}
    </div>
  );
}
