import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import { messageOf } from '../../api-client/api-error';
import { studioApi } from '../../api-client/studio-api';
import { useDialogForm } from '../../components/use-dialog-form';
import type { Activity } from '../../api-client/types';
import { refusalField } from '../page-list/refusal-field';
import { ActivityFields, type ActivityInput } from './ActivityFields';

/** Registers an activity: its code, name, dates and (optionally) the page it belongs to. */
export function ActivityDialog({ visible, onClose, onRegistered }: { visible: boolean; onClose(): void; onRegistered(activity: Activity): void }) {
  const [form] = Form.useForm<ActivityInput & { pagePath?: string }>();
  const { busy, failure, refuse, submit } = useDialogForm(form);

  const register = () => submit(async (values) => {
    try {
      const [startsAt, endsAt] = values.window;
      onRegistered(await studioApi.registerActivity({ code: values.code, name: values.name.trim(), startsAt, endsAt, ...(values.pagePath?.trim() && { pagePath: values.pagePath.trim() }) }));
    } catch (error) {
      const message = messageOf(error);
      const field = refusalField(message, 'activity');
      refuse(message, field === 'code' || field === 'name' || field === 'window' ? field : field === 'path' ? 'pagePath' : undefined);
    }
  });

  return (
    <Modal title="登记活动" visible={visible} onCancel={onClose} onOk={() => void register()} okText="登记" confirmLoading={busy} unmountOnExit style={{ width: 600 }}>
      {failure && <Alert type="error" content={failure} className="console-dialog-alert" />}
      <Form form={form} id="activity" layout="vertical">
        <ActivityFields />
        <Form.Item label="活动页面（可选）" field="pagePath" extra="活动页的路径，如 /act/winter；线索表单的结果页会回到这里" rules={[{ match: /^\//, message: '活动页面须为以 / 开头的路径' }]}>
          <Input placeholder="/act/winter" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
