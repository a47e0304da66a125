// The node's display condition (`visibleWhen`): an expression field with completions from what the page
// has at the node and its value on the canvas, the gates' refusals about it under it.
import type { GateRefusal } from '../../api-client/types';
import { ExpressionInput } from '../expression/ExpressionInput';
import type { ExpressionHelp } from '../expression/expression-help';
import { pointerOf } from '../model/json-path';
import type { OutlineNode } from '../model/outline';
import { valueAt } from '../model/structure';
import type { VisualDocument } from '../use-visual-document';
import { refusalText } from './refusal-places';

interface Props {
  node: OutlineNode;
  doc: VisualDocument;
  /** The node's refusals: those about its condition show here. */
  refusals: readonly GateRefusal[];
  help?: ExpressionHelp;
  disabled: boolean;
}

/** The condition as its text; a fixed true or false is written as a boolean (the page schema's `condition`). */
const shown = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : '');
const written = (text: string): string | boolean | undefined => (text.trim() === '' ? undefined : text === 'true' ? true : text === 'false' ? false : text);

export function ConditionField({ node, doc, refusals, help, disabled }: Props) {
  const path = [...node.path, 'visibleWhen'];
  const pointer = pointerOf(path);
  const errors = refusals.filter((refusal) => refusal.field === pointer).map((refusal) => refusalText(refusal.message));
  const id = `condition${node.pointer.replace(/\//g, '_')}`;
  return (
    <section className={`visual-condition${errors.length > 0 ? ' visual-field--error' : ''}`} aria-labelledby={`${id}__label`}>
      <h4 id={`${id}__label`}>显示条件</h4>
      <p className="visual-field__help" id={`${id}__description`}>满足条件时才显示这个组件，例如 <code>{'{{ session.loggedIn }}'}</code>；留空则一直显示。在 <code>{'{{'}</code> 之后按 Ctrl+空格 查看可用的数据。</p>
      <ExpressionInput
        id={id} value={shown(valueAt(doc.value, path))} labelledBy={`${id}__label`} label="显示条件" describedBy={`${id}__description${errors.length > 0 ? ` ${id}__error` : ''}`}
        invalid={errors.length > 0} disabled={disabled} placement="condition" help={help} placeholder="{{ 条件表达式 }}"
        onChange={(text) => doc.apply((page) => page.set(path, written(text)), pointer)}
      />
      {errors.length > 0 && <ul className="visual-field__errors" id={`${id}__error`}>{errors.map((error) => <li key={error}>{error}</li>)}</ul>}
    </section>
  );
}
