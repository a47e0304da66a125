import { Alert, Button, Tag, Tooltip } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import type { GateRefusal } from '../../api-client/types';
import { PanelForm } from '../form/PanelForm';
import type { PanelContext } from '../form/panel-context';
import { ServicePicker } from '../form/pickers/ServicePicker';
import type { VisualDocument } from '../use-visual-document';
import { callErrors } from './call-refusals';
import { changeService, removalRefusal, removeSource, type SourceEntry } from './data-sources';
import { refusalText } from './refusal-places';
import { asWritten, requestPlan, type CatalogueService } from './request-schema';
import { writeFormChange } from './use-form-changes';
import './data-actions.css';

const OTHER_KEYS: Record<string, string> = { when: '加载条件', lazy: '延后加载', from: '列表预显示', poll: '轮询', paging: '分页' };

interface Props {
  entry: SourceEntry;
  service?: CatalogueService;
  doc: VisualDocument;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  /** Who reads the source now, worked out when asked (a removal). */
  readers(): string[];
  disabled: boolean;
}

/** One data source: the service it loads with its request, the fields its answer offers, and its removal. */
export function SourceCard({ entry, service, doc, refusals, context, readers, disabled }: Props) {
  const { name } = entry;
  const [refused, setRefused] = useState<string>();
  const base = `/data/${name}`;
  const { errors, others } = useMemo(() => callErrors(refusals, base), [refusals, base]);
  const plan = useMemo(() => (service ? requestPlan(service, entry.request) : undefined), [service, entry.request]);
  const value = entry.request as Record<string, unknown>;
  const id = `visual-source-${name}`;

  const remove = () => {
    const reading = readers();
    if (reading.length > 0) setRefused(removalRefusal(name, reading));
    else doc.apply(removeSource(doc.value, name, reading));
  };
  const pickService = (next: string) => { if (next !== entry.service) doc.applyAll(changeService(entry, next)); };

  return (
    <div className="visual-source" role="group" aria-labelledby={`${id}__name`}>
      <div className="visual-source__header">
        <span className="visual-source__name" id={`${id}__name`}>data.{name}</span>
        {entry.service === undefined && <Tag size="small">页面写定</Tag>}
        {service && <Tag size="small" color="arcoblue">{service.family}</Tag>}
        {!disabled && (
          <Tooltip content="删除数据来源">
            <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={`删除数据来源 ${name}`} onClick={remove} />
          </Tooltip>
        )}
      </div>
      {refused && <Alert type="warning" className="visual-source__alert" closable onClose={() => setRefused(undefined)} content={refused} />}
      {others.length > 0 && <ul className="visual-field__errors visual-source__errors">{others.map((refusal, at) => <li key={at}>{refusalText(refusal.message)}</li>)}</ul>}
      {entry.service === undefined
        ? <p className="visual-field__help">数据写在页面中：显示它的组件的属性里可以直接修改，其他情况请在“JSON”中编辑。</p>
        : (
          <>
            <div className={`visual-field${errors.service ? ' visual-field--error' : ''}`}>
              <label className="visual-field__label" htmlFor={`${id}-service`} id={`${id}-service__label`}>服务</label>
              <ServicePicker id={`${id}-service`} services={context.catalogue.services} value={entry.service} disabled={disabled} onChange={pickService} />
              {service ? <p className="visual-field__help">{service.summary}（{service.method}）。更换服务会清空请求参数。</p> : <p className="visual-field__help">服务目录中没有这个服务，请重新选择。</p>}
              {errors.service?.__errors && <ul className="visual-field__errors">{errors.service.__errors.map((error) => <li key={error}>{error}</li>)}</ul>}
            </div>
            {plan && (
              <PanelForm
                id={`source_${name}`} schema={plan.schema} uiSchema={plan.uiSchema} value={value} errors={errors} context={context} disabled={disabled}
                onChange={(next) => service && writeFormChange(doc, value, asWritten(service, next), (path) => ['data', name, ...path])}
              />
            )}
            {service && service.fields.length > 0 && (
              <details className="visual-source__fields">
                <summary>可显示的字段（{service.fields.length}）</summary>
                <p className="visual-field__help">组件中写 {'{{ data.'}{name}.字段 {'}}'}；带 [] 的是列表中每一项的字段。</p>
                {/* A long answer scrolls: the list takes the focus so the keyboard scrolls it too. */}
                <ul tabIndex={0} aria-label={`${service.summary}的字段`}>{service.fields.map((field) => <li key={field.path}><code>{field.path}</code><span>{field.description ?? ''}</span></li>)}</ul>
              </details>
            )}
          </>
        )}
      {entry.others.length > 0 && <p className="visual-field__help">另有{entry.others.map((key) => OTHER_KEYS[key] ?? key).join('、')}设置，请在“JSON”中编辑。</p>}
    </div>
  );
}
