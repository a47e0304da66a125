import { Select } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type { GateRefusal } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { PanelContext } from '../form/panel-context';
import { useLabelledSelect } from '../form/labelled-select';
import { pointerOf, within } from '../model/json-path';
import type { OutlineNode } from '../model/outline';
import type { VisualDocument } from '../use-visual-document';
import { addStep, eventKey, eventLabel, moveStep, removeStep, stepsOf } from './action-steps';
import { sourcesOf } from './data-sources';
import { refusalText } from './refusal-places';
import { STEP_KINDS, stepKind } from './step-kinds';
import { StepCard } from './StepCard';
import './data-actions.css';

interface Props {
  node: OutlineNode;
  doc: VisualDocument;
  index: CatalogueIndex;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  disabled: boolean;
}

/** A new step of a kind: the fields it needs left for the author, whom the gates tell what is missing. */
const newStep = (action: string) => ({ action });

/** A menu of the step kinds: choosing one adds it, and the menu is empty again for the next. */
function AddStep({ id, label, onAdd }: { id: string; label: string; onAdd(action: string): void }) {
  const [round, setRound] = useState(0);
  useLabelledSelect(id);
  return (
    <div className="visual-actions__add">
      <label className="visual-actions__label" htmlFor={id} id={`${id}__label`}>{label}</label>
      <Select
        key={round} id={id} placeholder="＋ 添加一步：打开页面、调用服务、显示提示…" options={STEP_KINDS.map((kind) => ({ label: kind.label, value: kind.action }))}
        onChange={(action: string) => { onAdd(action); setRound(round + 1); }}
      />
    </div>
  );
}

/** 点击动作: the steps each event of the block runs, edited step by step; a step the panel does not edit is said in words. */
export function ActionsSection({ node, doc, index, refusals, context, disabled }: Props) {
  const events = index.widget(node.name)?.events ?? [];
  const services = useMemo(() => new Map(index.catalogue.services.map((service) => [service.id, service])), [index.catalogue.services]);
  const sources = useMemo(() => sourcesOf(doc.value).map(({ name }) => name), [doc.value]);
  if (node.kind !== 'widget' || events.length === 0) return null;
  const title = events.length === 1 && events[0] === 'click' ? '点击动作' : '事件动作';
  return (
    <section className="visual-group visual-actions" aria-labelledby="visual-actions-title">
      <h4 className="visual-group__title" id="visual-actions-title">{title}</h4>
      {events.map((event) => {
        const key = eventKey(event);
        const steps = stepsOf(doc.value, node.path, key);
        const base = pointerOf([...node.path, key]);
        // About the list of steps as a whole; one step's own show on its card.
        const own = steps.kind === 'steps' && steps.list ? refusals.filter((refusal) => refusal.field === base) : [];
        const heading = eventLabel(event);
        return (
          <div key={event} className="visual-actions__event" role="group" aria-label={`${heading}执行的步骤`}>
            {events.length > 1 && <div className="visual-list__header">{heading}</div>}
            {own.length > 0 && <ul className="visual-field__errors">{own.map((refusal, at) => <li key={at}>{refusalText(refusal.message)}</li>)}</ul>}
            {steps.kind === 'named'
              ? <p className="visual-step__summary">运行页面动作“{steps.name}”<span className="console-muted">（请在 JSON 中编辑）</span></p>
              : steps.steps.length === 0 && <p className="visual-field__help">还没有设置{heading}执行的步骤。</p>}
            {steps.kind === 'steps' && steps.steps.map(({ step, path }, at) => (
              <StepCard
                key={pointerOf(path)} step={step} path={path} index={at} total={steps.steps.length} kind={stepKind(step.action, sources)} doc={doc}
                refusals={refusals.filter((refusal) => within(refusal.field, pointerOf(path)))} context={context} services={services} disabled={disabled}
                onMove={(to) => doc.applyAll(moveStep(node.path, key, at, to))} onRemove={() => doc.applyAll(removeStep(doc.value, node.path, key, at))}
              />
            ))}
            {!disabled && steps.kind === 'steps' && <AddStep id={`visual-add-step${base.replace(/\//g, '_')}`} label={`添加${heading}的步骤`} onAdd={(action) => doc.applyAll(addStep(doc.value, node.path, key, newStep(action)))} />}
          </div>
        );
      })}
    </section>
  );
}
