import { Alert, Form, Modal, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { BeijingTimePicker } from '../../../components/BeijingTimePicker';
import { scheduleText } from '../../../format/time';

interface Props {
  visible: boolean;
  busy: boolean;
  schedule: { validFrom: string | null; validTo: string | null };
  onCancel(): void;
  /** `at`: when it goes live (定时发布); none: now. */
  onPublish(at?: string): void;
}

/** 发布 now, or 定时发布 at a chosen time; the page's own window still bounds when customers see it. */
export function PublishDialog({ visible, busy, schedule, onCancel, onPublish }: Props) {
  const [form] = Form.useForm<{ at?: string }>();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const submit = () => {
    if (when === 'now') return onPublish();
    void form.validate().then(({ at }) => onPublish(at), () => undefined);
  };
  return (
    <Modal title="发布页面" visible={visible} onCancel={onCancel} okText={when === 'now' ? '立即发布' : '定时发布'} confirmLoading={busy} onOk={submit} unmountOnExit>
      <Radio.Group type="button" value={when} onChange={setWhen} className="console-dialog-switch" aria-label="发布方式">
        <Radio value="now">立即发布</Radio>
        <Radio value="later">定时发布</Radio>
      </Radio.Group>
      {when === 'later' && (
        <Form form={form} id="publish" layout="vertical">
          <Form.Item
            label="上线时间（北京时间）" field="at"
            rules={[{ required: true, message: '请选择上线时间' }, { validator: (value: string | undefined, callback) => callback(value && Date.parse(value) <= Date.now() ? '上线时间须晚于现在' : undefined) }]}
          >
            <BeijingTimePicker />
          </Form.Item>
        </Form>
      )}
      <Alert type="info" content={`页面排期：${scheduleText(schedule.validFrom, schedule.validTo)}。发布后，客户只在排期之内看到此页面，到期自动下线。`} />
    </Modal>
  );
}
