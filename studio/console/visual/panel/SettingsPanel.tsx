import { Alert } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { GateRefusal, PageKind, Schedule } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { BeijingTimePicker } from '../../components/BeijingTimePicker';
import { Field } from '../../components/Field';
import { PanelForm } from '../form/PanelForm';
import type { PanelContext } from '../form/panel-context';
import type { VisualDocument } from '../use-visual-document';
import { dataRefusals } from './data-sources';
import { DataSourcesPanel } from './DataSourcesPanel';
import { fieldErrors, refusalText } from './refusal-places';
import { SETTINGS_SCHEMA, SETTINGS_UI, settingsOf, settingsPath, settingsRefusals } from './settings-schema';
import { writeFormChange } from './use-form-changes';

interface Props {
  doc: VisualDocument;
  index: CatalogueIndex;
  kind: PageKind;
  activityCode: string | null;
  schedule: Schedule;
  onSchedule(schedule: Schedule): void;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  readOnly: boolean;
}

const scheduleErrors = (refusals: readonly GateRefusal[], field: string) => refusals.filter((refusal) => refusal.field === field).map((refusal) => refusalText(refusal.message));

/** 页面设置: the page's title and share card as a form, its schedule and its data sources, each with the refusals about it. */
export function SettingsPanel({ doc, index, kind, activityCode, schedule, onSchedule, refusals, context, readOnly }: Props) {
  const value = useMemo(() => settingsOf(doc.value), [doc.value]);
  const { errors } = fieldErrors(settingsRefusals(refusals), '');
  const activity = scheduleErrors(refusals, 'activityCode');
  return (
    <div className="visual-node">
      <header className="visual-node__header"><h3>页面设置</h3></header>
      <p className="visual-node__purpose">客户看到的页面标题、分享卡片，页面的上线和下线时间，以及页面读取的数据。</p>
      <PanelForm
        id="settings" schema={SETTINGS_SCHEMA} uiSchema={SETTINGS_UI} value={value} errors={errors} context={context} disabled={readOnly}
        onChange={(next) => writeFormChange(doc, value, next, settingsPath)}
      />
      <div className="visual-group" role="group" aria-labelledby="visual-schedule-title">
        <div className="visual-group__title" id="visual-schedule-title">排期（北京时间）</div>
        {(['validFrom', 'validTo'] as const).map((field) => (
          <Field
            key={field} id={`visual-${field}`} label={field === 'validFrom' ? '上线时间' : '下线时间'}
            extra={scheduleErrors(refusals, field).map((message) => <span key={message} className="console-text-danger">{message}</span>)}
          >
            <BeijingTimePicker id={`visual-${field}`} value={schedule[field]} disabled={readOnly} onChange={(at) => onSchedule({ ...schedule, [field]: at })} />
          </Field>
        ))}
        {kind === 'campaign' && <p className="visual-field__help">关联活动：{activityCode ?? '未关联'}；活动页的排期须在活动时间之内。</p>}
        {activity.length > 0 && <Alert type="error" content={activity.join('；')} />}
      </div>
      <DataSourcesPanel doc={doc} index={index} refusals={dataRefusals(refusals)} context={context} readOnly={readOnly} />
    </div>
  );
}
