import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FieldPath } from './form-context';

/**
 * How the theme names every control for assistive technology. A field's name is its label; an array
 * item's label shows its position ("第1项") or its own title, and adds, for screen readers only, the
 * array it belongs to ("常用电话第1项"), which its buttons repeat ("删除常用电话第1项").
 */
export interface LabelParts {
  /** Words read but not shown: the array and position of an item whose label does not say them. */
  hidden?: string;
  shown: string;
}

/** The field around a template or widget, as its FieldTemplate names it. */
export interface FieldName {
  /** The field's id: an object or array template compares it with its own to know the name is its own. */
  id: string;
  label: LabelParts;
  /** The visible label element's id, for controls a `<label for>` cannot name (radio groups, sheets). */
  labelId?: string;
  /** Whether that label is a `<label for>` of the field's control, naming a native field or a button. */
  labelFor?: boolean;
  /** Whether the name is already drawn around the field (the form's card, an alternatives group). */
  drawn: boolean;
  /** Where the field's value sits in the form's data, for a widget that reads and writes it there itself (inputs.tsx). */
  path?: FieldPath;
}

const FieldNameContext = createContext<FieldName | null>(null);
export const useFieldName = () => useContext(FieldNameContext);

/**
 * Names the field for the templates and widgets inside it. The value keeps its identity while the name is
 * the same: a new object on every render of the form would re-render every field below on each keystroke,
 * past rjsf's own skipping of unchanged fields.
 */
export function FieldNameProvider({ id, label, labelId, labelFor = false, drawn, path, children }: FieldName & { children: ReactNode }) {
  const { hidden, shown } = label;
  const at = path?.join('.');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the path counts by what it says (`at`), not by which array rjsf drew it in
  const value = useMemo(() => ({ id, label: { hidden, shown }, labelId, labelFor, drawn, path }), [id, hidden, shown, labelId, labelFor, drawn, at]);
  return <FieldNameContext.Provider value={value}>{children}</FieldNameContext.Provider>;
}

/** The item an ArrayFieldItemTemplate wraps: its field's id, its array's name and its position. */
interface ArrayItem {
  id: string;
  arrayName: string;
  position: string;
}

const ArrayItemContext = createContext<ArrayItem | null>(null);

/** Marks the item an ArrayFieldItemTemplate wraps; the value keeps its identity, as FieldNameProvider's does. */
export function ArrayItemProvider({ id, arrayName, position, children }: ArrayItem & { children: ReactNode }) {
  const value = useMemo(() => ({ id, arrayName, position }), [id, arrayName, position]);
  return <ArrayItemContext.Provider value={value}>{children}</ArrayItemContext.Provider>;
}

/** The label of field `id`: `label` itself, unless the field is an array item (see LabelParts). */
export function useLabelParts(id: string, label: string, ownTitle: string | undefined): LabelParts {
  const item = useContext(ArrayItemContext);
  if (item?.id !== id) return { shown: label };
  return ownTitle ? { hidden: `${item.arrayName}${item.position} `, shown: ownTitle } : { hidden: item.arrayName, shown: item.position };
}

/** An array item's label (it names its array for screen readers); rjsf marks every item required, which its row does not repeat. */
export const isArrayItem = (parts: LabelParts) => parts.hidden !== undefined;

export const fullName = ({ hidden = '', shown }: LabelParts) => `${hidden}${shown}`;

/**
 * How a widget is named: by the visible label of its field (`labelledBy`, for controls a `<label for>`
 * cannot name: groups of choices, a button showing the choice), else by its field's full name (`text`,
 * for a field whose label is hidden: `ui:options.label: false`).
 */
export function useControlName(label: string) {
  const field = useFieldName();
  return { text: field ? fullName(field.label) : label, labelledBy: field?.labelId, labelFor: Boolean(field?.labelFor) };
}

export function LabelText({ hidden, shown }: LabelParts) {
  return (
    <>
      {hidden && <span className="visually-hidden">{hidden}</span>}
      {shown}
    </>
  );
}

/** A verb shown on a button and the thing it acts on, read by screen readers only: "删除" + "常用电话第1项". */
export function ActionText({ verb, target }: { verb: string; target: string }) {
  return (
    <>
      {verb}
      {target && <span className="visually-hidden">{target}</span>}
    </>
  );
}
