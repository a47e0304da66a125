import { Button, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import type { GateRefusal } from '../../api-client/types';
import { PanelForm } from '../form/PanelForm';
import type { PanelContext } from '../form/panel-context';
import { ServicePicker } from '../form/pickers/ServicePicker';
import { pointerOf, type Path } from '../model/json-path';
import type { PageDocument } from '../model/operations';
import type { VisualDocument } from '../use-visual-document';
import { callErrors } from './call-refusals';
import { refusalText } from './refusal-places';
import { asWritten, requestPlan, type CatalogueService } from './request-schema';
import { extraKeys, stepSummary, type StepKind } from './step-kinds';
import { writeFormChange } from './use-form-changes';

interface Props {
  step: Record<string, unknown>;
  path: Path;
  index: number;
  total: number;
  /** The panel's form of the step, when it edits its kind. */
  kind?: StepKind;
  doc: VisualDocument;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  services: ReadonlyMap<string, CatalogueService>;
  disabled: boolean;
  onMove(to: number): void;
  onRemove(): void;
}

const pick = (step: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => step[key] !== undefined).map((key) => [key, step[key]]));

/** One step of a block's action: its form (a service call's request drawn from the service), or what it does in words. */
export function StepCard({ step, path, index, total, kind, doc, refusals, context, services, disabled, onMove, onRemove }: Props) {
  const pointer = pointerOf(path);
  const id = `visual-step${pointer.replace(/\//g, '_')}`;
  const name = `第 ${index + 1} 步`;
  const { errors, others } = useMemo(() => callErrors(refusals, pointer), [refusals, pointer]);
  const service = kind?.action === 'callService' && typeof step.service === 'string' ? services.get(step.service) : undefined;
  const keys = useMemo(() => (kind?.action === 'callService' ? ['params', 'body'] : Object.keys(kind?.schema.properties ?? {})), [kind]);
  const value = useMemo(() => pick(step, keys), [step, keys]);
  const plan = kind?.action === 'callService' ? (service ? requestPlan(service, value) : undefined) : kind && { schema: kind.schema, uiSchema: kind.uiSchema };
  const extras = extraKeys(step, kind);
  const write = (next: Record<string, unknown>) => writeFormChange(doc, value, service ? asWritten(service, next) : next, (at) => [...path, ...at]);
  const pickService = (next: string) => {
    if (next === step.service) return;
    doc.applyAll([(page) => page.set([...path, 'service'], next), ...['params', 'body'].filter((part) => step[part] !== undefined).map((part) => (page: PageDocument) => page.set([...path, part], undefined))]);
  };

  return (
    <div className="visual-source" role="group" aria-labelledby={`${id}__title`}>
      <div className="visual-source__header">
        <span className="visual-source__title" id={`${id}__title`}>{name} · {kind?.label ?? stepSummary(step)}</span>
        {!disabled && (
          <span className="visual-source__moves">
            <Tooltip content="上移"><Button size="mini" type="text" icon={<IconArrowUp />} aria-label={`上移${name}`} disabled={index === 0} onClick={() => onMove(index - 1)} /></Tooltip>
            <Tooltip content="下移"><Button size="mini" type="text" icon={<IconArrowDown />} aria-label={`下移${name}`} disabled={index === total - 1} onClick={() => onMove(index + 1)} /></Tooltip>
            <Tooltip content="删除"><Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={`删除${name}`} onClick={onRemove} /></Tooltip>
          </span>
        )}
      </div>
      {others.length > 0 && <ul className="visual-field__errors visual-source__errors">{others.map((refusal, at) => <li key={at}>{refusalText(refusal.message)}</li>)}</ul>}
      {!kind && <p className="visual-step__summary">{stepSummary(step)}<span className="console-muted">（这一步请在 JSON 中编辑）</span></p>}
      {kind?.action === 'callService' && (
        <div className={`visual-field${errors.service ? ' visual-field--error' : ''}`}>
          <label className="visual-field__label" htmlFor={`${id}-service`} id={`${id}-service__label`}><span className="visual-field__required" aria-hidden>*</span>服务</label>
          <ServicePicker id={`${id}-service`} services={context.catalogue.services} value={typeof step.service === 'string' ? step.service : undefined} disabled={disabled} onChange={pickService} />
          {service && <p className="visual-field__help">{service.summary}（{service.method}）</p>}
          {errors.service?.__errors && <ul className="visual-field__errors">{errors.service.__errors.map((error) => <li key={error}>{error}</li>)}</ul>}
        </div>
      )}
      {plan && Object.keys(plan.schema.properties ?? {}).length > 0 && (
        <PanelForm id={id} schema={plan.schema} uiSchema={plan.uiSchema} value={value} errors={errors} context={context} disabled={disabled} onChange={write} />
      )}
      {kind && extras.length > 0 && <p className="visual-field__help">另有{extras.join('、')}，请在 JSON 中编辑。</p>}
    </div>
  );
}
