import { Alert, Form, Input, Modal, Radio, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { messageOf } from '../../api-client/api-error';
import { studioApi } from '../../api-client/studio-api';
import type { PageKind, PageRow } from '../../api-client/types';
import { useDialogForm } from '../../components/use-dialog-form';
import { useLoad } from '../../components/use-load';
import { beijingTime } from '../../format/time';
import { ActivityFields, type ActivityInput } from '../activities/ActivityFields';
import { refusalField, type NewPageField } from './refusal-field';

interface Values extends Partial<ActivityInput> { kind: PageKind; path: string; title: string; activityCode?: string }

const KIND_HINTS: Record<PageKind, string> = {
  campaign: '活动页：主视觉、权益、预约表单与活动规则，须关联一个已登记的活动',
  info: '信息页：导航、主视觉、图文说明与联系方式',
};

/**
 * A new page from the template of its kind (scripts/templates/pages), and for a campaign its activity:
 * one already registered, or registered here first. Each refusal shows under the field it is about.
 */
export function NewPageDialog({ visible, onClose, onCreated }: { visible: boolean; onClose(): void; onCreated(page: PageRow): void }) {
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<PageKind>('campaign');
  const [mode, setMode] = useState<'existing' | 'new'>('new');
  const [path, setPath] = useState('');
  const { busy, failure, refuse: show, submit } = useDialogForm(form);
  const activities = useLoad(() => studioApi.activities(), visible ? 'open' : 'closed');

  /** Under its field when the dialog shows that field now, else above the form. */
  const refuse = (error: unknown, call: 'activity' | 'page', shown: readonly NewPageField[]) => {
    const message = messageOf(error);
    const field = refusalField(message, call);
    show(message, field && shown.includes(field) ? field : undefined);
  };

  const create = () => submit(async (values) => {
    const pickedActivity = kind === 'campaign' && mode === 'existing';
    let activityCode = kind === 'campaign' ? values.activityCode : undefined;
    if (kind === 'campaign' && mode === 'new') {
      const [startsAt, endsAt] = values.window!;
      const activity = await studioApi.registerActivity({ code: values.code!, name: values.name!.trim(), startsAt, endsAt, pagePath: values.path.trim() }).catch((error) => { refuse(error, 'activity', ['code', 'name', 'window']); });
      if (!activity) return;
      // Registered now: should the page be refused, trying again uses it rather than registering it twice.
      activityCode = activity.code;
      setMode('existing');
      form.setFieldValue('activityCode', activity.code);
      activities.reload();
    }
    const page = await studioApi.createPage({ kind, path: values.path.trim(), title: values.title.trim(), activityCode }).catch((error) => { refuse(error, 'page', ['path', 'title', ...(pickedActivity ? ['activityCode' as const] : [])]); });
    if (page) onCreated(page);
  });

  const activityOptions = (activities.data ?? []).map((activity) => ({
    value: activity.code,
    label: `${activity.name}（${activity.code}）`,
    extra: `${beijingTime(activity.startsAt)} 至 ${beijingTime(activity.endsAt)}`,
    disabled: Date.parse(activity.endsAt) <= Date.now(),
  }));

  return (
    <Modal
      title="新建页面" visible={visible} onCancel={onClose} onOk={() => void create()} okText="新建" cancelText="取消" confirmLoading={busy}
      unmountOnExit style={{ width: 640 }} autoFocus={false} focusLock
    >
      {failure && <Alert type="error" content={failure} className="console-dialog-alert" />}
      <Form form={form} id="new-page" layout="vertical" initialValues={{ kind: 'campaign' }} onValuesChange={(changed) => { if ('path' in changed) setPath(changed.path ?? ''); }}>
        <Form.Item label="页面类型" field="kind" extra={KIND_HINTS[kind]}>
          <Radio.Group type="button" onChange={(value: PageKind) => setKind(value)}>
            <Radio value="campaign">活动页</Radio>
            <Radio value="info">信息页</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label="页面路径" field="path" rules={[{ required: true, message: '请填写页面路径，如 /act/winter' }]}
          extra={path.trim().startsWith('/') ? `客户访问地址：/official${path.trim()}` : '以 / 开头，字母、数字和连字符，如 /act/winter'}
        >
          <Input placeholder="/act/winter" />
        </Form.Item>
        <Form.Item label="页面标题" field="title" rules={[{ required: true, message: '请填写页面标题' }]} extra="显示在页面顶部和浏览器标题中，之后可在编辑器中修改">
          <Input placeholder="如 冬日关爱季" maxLength={40} showWordLimit />
        </Form.Item>
        {kind === 'campaign' && (
          <fieldset className="console-fieldset">
            <legend>关联活动</legend>
            <Radio.Group value={mode} onChange={setMode} className="console-fieldset__switch">
              <Radio value="new">登记新活动</Radio>
              <Radio value="existing">选择已登记的活动</Radio>
            </Radio.Group>
            {mode === 'existing'
              ? (
                <Form.Item label="活动" field="activityCode" rules={[{ required: true, message: '请选择活动' }]}>
                  <Select placeholder={activities.loading ? '正在加载活动…' : '选择一个已登记的活动'} loading={activities.loading} notFoundContent={activities.error ?? '还没有登记活动'} showSearch>
                    {activityOptions.map((option) => (
                      <Select.Option key={option.value} value={option.value} disabled={option.disabled}>
                        {option.label}<span className="console-option-extra">{option.disabled ? '已结束' : option.extra}</span>
                      </Select.Option>
                    ))}
                  </Select>
                </Form.Item>
              )
              : <ActivityFields />}
          </fieldset>
        )}
      </Form>
    </Modal>
  );
}
