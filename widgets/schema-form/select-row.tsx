import { ariaDescribedByIds } from '@rjsf/utils';
import { useControlName } from './names';

interface SelectRowProps {
  id: string;
  label: string;
  /** The choice's text, or what shows instead (a placeholder, why nothing can be chosen yet). */
  shown: string;
  /** A line under the row (where the choice sits in a tree), read as its description. */
  detail?: string;
  chosen: boolean;
  disabled: boolean;
  rawErrors?: string[];
  onOpen: () => void;
}

/**
 * A field row that opens a sheet of choices: the choice's text, or a grey placeholder, and an arrow.
 * Named by its label and its choice, as a native select is ("所在省份 上海市"). Until something is chosen
 * its row's <label for> names it, and what it shows instead describes it; a label of another kind names
 * it with what it shows, which a name must contain.
 */
export function SelectRow({ id, label, shown, detail, chosen, disabled, rawErrors, onOpen }: SelectRowProps) {
  const name = useControlName(label);
  const shownId = `${id}__shown`;
  const detailId = `${id}__detail`;
  const byLabelFor = !chosen && name.labelFor;
  const naming = byLabelFor ? {} : name.labelledBy ? { 'aria-labelledby': `${name.labelledBy} ${shownId}` } : { 'aria-label': [name.text, shown].filter(Boolean).join(' ') || undefined };
  const describedBy = [ariaDescribedByIds(id), byLabelFor && shownId, detail && detailId].filter(Boolean).join(' ');
  return (
    <>
      <button
        type="button"
        id={id}
        className={chosen ? 'rf-select' : 'rf-select rf-select--empty'}
        disabled={disabled}
        aria-haspopup="dialog"
        {...naming}
        aria-describedby={describedBy}
        aria-invalid={rawErrors?.length ? true : undefined}
        onClick={onOpen}
      >
        <span id={shownId}>{shown}</span>
      </button>
      {detail && <p className="rf-select__detail" id={detailId}>{detail}</p>}
    </>
  );
}
