import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Compartment, EditorState, type Text } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';

export interface EditorHandle {
  /** Puts the cursor at a problem's place, scrolled into view, and focuses the editor. */
  reveal(line: number, column: number): void;
  /** Replaces the whole text (another page chosen); undo brings the old one back. */
  replace(text: string): void;
}

/** Something to underline at a line:column (1-based) of the text. */
export interface Mark { line: number; column: number; severity: 'error' | 'warning'; message: string }

interface Props {
  initialText: string;
  /** Checks the text (after typing pauses) and returns what to underline; the console asks its server, so it may answer later. */
  check(text: string): readonly Mark[] | Promise<readonly Mark[]>;
  onChange(text: string): void;
  /** Shown, checked and selectable, but not changed (the console's page in review, or a reader without the editor role). */
  readOnly?: boolean;
  /** What to offer where the cursor is (Ctrl+Space, or as a key or value is typed): replace `from`–`to` with a label, quoted when `quoted`. */
  complete?(text: string, offset: number): { from: number; to: number; quoted: boolean; options: Array<{ label: string; detail?: string; info?: string }> } | null;
  ref?: Ref<EditorHandle>;
}

/** Pauses this long after a keystroke before checking: the author sees problems without flicker. */
const CHECK_DELAY_MS = 300;

function position(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column, 1) - 1, at.to);
}

/** A mark underlines the token it points at: a whole string, key or word. */
function toDiagnostic(doc: Text, { line, column, severity, message }: Mark): Diagnostic {
  const from = position(doc, line, column);
  const rest = doc.sliceString(from, doc.lineAt(from).to);
  const token = /^"(?:[^"\\]|\\.)*"?|^[^\s,:{}[\]]+/.exec(rest)?.[0] ?? rest.slice(0, 1);
  return { from, to: from + token.length, severity, message };
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace", lineHeight: '1.6' },
  '.cm-gutters': { backgroundColor: '#f7f8fa', borderRight: '1px solid #e5e6eb', color: '#86909c' },
  '.cm-activeLineGutter': { backgroundColor: '#e8f3ff', color: '#165dff' },
  '.cm-activeLine': { backgroundColor: '#f2f7ff' },
  '.cm-tooltip-lint': { fontFamily: 'inherit', fontSize: '12px' },
  '.cm-tooltip.cm-tooltip-autocomplete': { border: '1px solid #e5e6eb', borderRadius: '4px', boxShadow: '0 4px 10px rgb(0 0 0 / 10%)', backgroundColor: '#fff' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'inherit', maxHeight: '16em' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '3px 10px', lineHeight: '1.6' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: '#e8f3ff', color: '#165dff' },
  '.cm-completionDetail': { fontStyle: 'normal', color: '#4e5969', marginLeft: '0.8em' },
  '.cm-tooltip.cm-completionInfo': { border: '1px solid #e5e6eb', borderRadius: '4px', padding: '6px 10px', fontSize: '12px', color: '#1d2129', maxWidth: '24em' },
});

/** The JSON editor (CodeMirror 6): syntax colours, folding, bracket matching, the page's problems as lint marks, and what the caller offers to complete. */
export function Editor({ initialText, check, onChange, readOnly = false, complete, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const callbacks = useRef({ check, onChange, complete });
  callbacks.current = { check, onChange, complete };
  const firstText = useRef(initialText);
  const editable = useRef(new Compartment());
  const firstReadOnly = useRef(readOnly);

  useEffect(() => {
    const offered = (context: CompletionContext): CompletionResult | null => {
      const found = callbacks.current.complete?.(context.state.doc.toString(), context.pos);
      if (!found || (!context.explicit && found.from === found.to && found.quoted)) return null;
      return {
        from: found.from, to: found.to, filter: true,
        options: found.options.map(({ label, detail, info }) => ({ label, detail, info, apply: found.quoted ? `"${label}"` : label })),
      };
    };
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: firstText.current,
        extensions: [
          lineNumbers(), highlightActiveLineGutter(), foldGutter(), lintGutter(), history(), drawSelection(), indentOnInput(),
          bracketMatching(), highlightActiveLine(), syntaxHighlighting(defaultHighlightStyle), json(), theme, EditorView.lineWrapping,
          EditorState.tabSize.of(2),
          keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
          // Marks are placed in the text they were checked for: CodeMirror drops them if it changed meanwhile.
          linter(async (current) => {
            const doc = current.state.doc;
            return (await callbacks.current.check(doc.toString())).map((mark) => toDiagnostic(doc, mark));
          }, { delay: CHECK_DELAY_MS }),
          autocompletion({ override: [offered], icons: false }),
          editable.current.of(EditorState.readOnly.of(firstReadOnly.current)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          // In the tab order even when read-only: its text can still be read, selected and scrolled by keyboard.
          EditorView.contentAttributes.of({ 'aria-label': '页面定义（JSON）', tabindex: '0' }),
        ],
      }),
    });
    view.current = created;
    return () => created.destroy();
    // Created once: later texts arrive through `replace`, so the undo history survives.
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  useImperativeHandle(ref, () => ({
    reveal(line, column) {
      const current = view.current!;
      const at = position(current.state.doc, line, column);
      current.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      current.focus();
    },
    replace(text) {
      const current = view.current!;
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text }, selection: { anchor: 0 }, scrollIntoView: true });
    },
  }), []);

  return <div className="playground__editor" ref={host} />;
}
