// A one-line expression editor (CodeMirror, as the JSON tab): completes from what the page has at the
// node (Ctrl+Space, or as a name or a dot is typed; arrows and Enter pick), and shows under it what the
// expression gives on the canvas now, in a polite live region.
import { autocompletion, completionStatus, startCompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { Placement } from '../../../../runtime/config/node-path';
import type { ExpressionHelp } from './expression-help';
import { useLiveValue, type LiveValue } from './use-live-value';
import './expression.css';

interface Props {
  id: string;
  value: string;
  onChange(text: string): void;
  /** The element naming the field (its label), and its name where there is none (a list's item). */
  labelledBy: string;
  label: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  placement: Placement;
  help?: ExpressionHelp;
  placeholder?: string;
  /** Takes the focus when it appears (a text field became an expression as `{{` was typed). */
  autoFocus?: boolean;
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: 'var(--color-fill-2, #f2f3f5)', borderRadius: '2px', border: '1px solid transparent' },
  '&:hover': { backgroundColor: 'var(--color-fill-3, #e5e6eb)' },
  '&.cm-focused': { outline: 'none', backgroundColor: '#fff', borderColor: 'rgb(var(--primary-6, 22, 93, 255))', boxShadow: '0 0 0 2px rgb(var(--primary-1, 232, 243, 255))' },
  '.cm-content': { padding: '4px 0', minHeight: '22px', fontFamily: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace" },
  '.cm-line': { padding: '0 12px' },
  '.cm-scroller': { overflowX: 'auto' },
  '.cm-placeholder': { color: 'var(--color-text-4, #c9cdd4)' },
  '.cm-tooltip.cm-tooltip-autocomplete': { border: '1px solid #e5e6eb', borderRadius: '4px', boxShadow: '0 4px 10px rgb(0 0 0 / 10%)', backgroundColor: '#fff' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'inherit', maxHeight: '14em' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '3px 10px', lineHeight: '1.6' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: '#e8f3ff', color: '#165dff' },
  '.cm-completionDetail': { fontStyle: 'normal', color: '#86909c', marginLeft: '0.8em', fontFamily: 'inherit' },
});

/** Marks the text put in from the page (an undo, another node chosen): not a change to write back. */
const fromPage = Annotation.define<boolean>();

/** A field is one line: a line break typed or pasted is not taken. */
const oneLine = EditorState.transactionFilter.of((transaction) => (transaction.newDoc.lines > 1 ? [] : transaction));

function LiveLine({ id, live }: { id: string; live?: LiveValue }) {
  const text = !live ? '' : live.kind === 'waiting' ? '画布加载后显示当前值' : live.kind === 'value' ? `当前值：${live.text}` : live.text;
  return (
    <p id={id} className={`visual-expression__value${live?.kind === 'error' ? ' visual-expression__value--error' : ''}`} aria-live="polite">{text}</p>
  );
}

export function ExpressionInput({ id, value, onChange, labelledBy, label, describedBy, invalid, disabled = false, placement, help, placeholder, autoFocus }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef({ onChange, help, placement });
  const editable = useRef(new Compartment());
  const attributes = useRef(new Compartment());
  const first = useRef({ value, disabled, autoFocus, placeholder });
  /** The texts written to the page and not yet seen coming back, oldest first. */
  const sent = useRef<string[]>([]);
  useEffect(() => {
    latest.current = { onChange, help, placement };
  });
  const live = useLiveValue(help, placement, value);
  const valueId = `${id}__value`;
  const contentAttributes = { id, 'aria-multiline': 'false', 'aria-labelledby': labelledBy, 'aria-label': label, 'aria-describedby': [valueId, describedBy].filter(Boolean).join(' '), ...(invalid && { 'aria-invalid': 'true' }) };

  useEffect(() => {
    const offered = (context: CompletionContext): CompletionResult | null => {
      const { help: current, placement: at } = latest.current;
      const found = current?.complete(context.state.doc.toString(), context.pos, at);
      if (!found) return null;
      return { from: found.from, options: found.options, validFor: /^[\w$]*$/ };
    };
    const { value: text, disabled: off, autoFocus: focus, placeholder: hint } = first.current;
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          oneLine, theme, EditorView.lineWrapping,
          // The keys act on the list at once (CodeMirror waits 75 ms by default): in one line, ↑ ↓ and Enter mean nothing else.
          autocompletion({ override: [offered], icons: false, activateOnTyping: true, interactionDelay: 0 }),
          // Enter picks an offered completion (the completion keymap above); otherwise a one-line field has nothing to do with it.
          keymap.of([{ key: 'Enter', run: (target) => completionStatus(target.state) === null }]),
          editable.current.of([EditorView.editable.of(!off), EditorState.readOnly.of(off)]),
          attributes.current.of(EditorView.contentAttributes.of({})),
          ...(hint ? [placeholderText(hint)] : []),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromPage))) return;
            const typed = update.state.doc.toString();
            sent.current.push(typed);
            latest.current.onChange(typed);
          }),
        ],
      }),
    });
    view.current = created;
    if (focus) {
      created.focus();
      created.dispatch({ selection: { anchor: created.state.doc.length } });
      // The author is in the middle of writing it (`{{` and whatever a slow machine let through before the
      // switch): what may follow is offered at once, as typing there would have offered it.
      startCompletion(created);
    }
    return () => created.destroy();
  }, []);

  // What the page holds now replaces what is shown when it is not the echo of the author's own typing
  // (which may come back a keystroke late): an undo, a change made elsewhere.
  useEffect(() => {
    const echoed = sent.current.indexOf(value);
    if (echoed >= 0) {
      sent.current.splice(0, echoed + 1);
      return;
    }
    sent.current = [];
    const current = view.current;
    if (current && current.state.doc.toString() !== value) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value }, annotations: fromPage.of(true) });
  }, [value]);
  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure([EditorView.editable.of(!disabled), EditorState.readOnly.of(disabled)]) });
  }, [disabled]);
  const attributeKey = JSON.stringify(contentAttributes);
  useEffect(() => {
    view.current?.dispatch({ effects: attributes.current.reconfigure(EditorView.contentAttributes.of(JSON.parse(attributeKey) as Record<string, string>)) });
  }, [attributeKey]);

  return (
    <div className="visual-expression">
      <div ref={host} className={`visual-expression__editor${invalid ? ' visual-expression__editor--error' : ''}`} />
      <LiveLine id={valueId} live={live} />
    </div>
  );
}
