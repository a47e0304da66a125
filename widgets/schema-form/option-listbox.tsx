import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from '../shared/cx';
import './option-list.css';

/** One entry of a listbox: a leaf chosen by a tap, or a branch a tap opens. */
export interface ListEntry {
  key: string;
  text: string;
  /** Part of the text to mark: what a search matched. */
  match?: string;
  /** A second line in grey: where a leaf sits in its tree. */
  detail?: string;
  chosen?: boolean;
  branch?: boolean;
  onPick: () => void;
}

interface OptionListboxProps {
  entries: readonly ListEntry[];
  /** Its name, or the id of the heading naming it. */
  label?: string;
  labelledBy?: string;
  /** `rows` under one another (the select's look), or `chips` in a grid for a few short ones. */
  layout?: 'rows' | 'chips';
}

/**
 * Options as a listbox worked like the select's sheet: arrows, Home and End move between them, Enter or
 * Space picks one, Tab leaves the list from the chosen (or first) one. An option is named by its text
 * and described by its second line; a branch says, to screen readers too, that it opens the next level.
 */
export function OptionListbox({ entries, label, labelledBy, layout = 'rows' }: OptionListboxProps) {
  const list = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const focusable = Math.max(0, entries.findIndex((entry) => entry.chosen));
  const key = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const options = list.current?.children;
    const target = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: entries.length - 1 }[event.key];
    if (target !== undefined) (options?.[target] as HTMLElement | undefined)?.focus();
    else if (event.key === 'Enter' || event.key === ' ') entries[index].onPick();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <ul ref={list} className={cx('option-list', `option-list--${layout}`)} role="listbox" aria-label={label} aria-labelledby={labelledBy}>
        {entries.map((entry, index) => (
          <li
            key={entry.key}
            role="option"
            aria-selected={Boolean(entry.chosen)}
            aria-describedby={[entry.detail && `${hintId}-${index}-detail`, entry.branch && hintId].filter(Boolean).join(' ') || undefined}
            tabIndex={index === focusable ? 0 : -1}
            className={cx('option-list__option', entry.chosen && 'option-list__option--chosen', entry.branch && 'option-list__option--branch')}
            onClick={entry.onPick}
            onKeyDown={(event) => key(event, index)}
          >
            <span className="option-list__text"><Marked text={entry.text} match={entry.match} /></span>
            {entry.detail && <span className="option-list__detail" id={`${hintId}-${index}-detail`} aria-hidden="true">{entry.detail}</span>}
          </li>
        ))}
      </ul>
      {entries.some((entry) => entry.branch) && <span id={hintId} hidden>进入下一级</span>}
    </>
  );
}

/** The text with the first occurrence of the match (letters in any case) marked. */
function Marked({ text, match = '' }: { text: string; match?: string }) {
  const at = match ? text.toLowerCase().indexOf(match.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  const end = at + match.length;
  return <>{text.slice(0, at)}<mark className="option-list__match">{text.slice(at, end)}</mark>{text.slice(end)}</>;
}
