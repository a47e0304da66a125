import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import { messageOf } from '../../api-client/api-error';
import { studioApi, type NewStaff } from '../../api-client/studio-api';
import { useDialogForm } from '../../components/use-dialog-form';
import type { StaffMember } from '../../api-client/types';
import { PASSWORD_RULES } from './password-rules';
import { RoleChoices } from './RoleChoices';

const USERNAME = /^[a-z][a-z0-9._-]{1,31}$/;

/** Adds a member of staff with their first password and roles; a refusal shows under its field. */
export function StaffDialog({ visible, onClose, onAdded }: { visible: boolean; onClose(): void; onAdded(member: StaffMember): void }) {
  const [form] = Form.useForm<NewStaff>();
  const { busy, failure, refuse, submit } = useDialogForm(form);

  const add = () => submit(async (values) => {
    try {
      onAdded(await studioApi.addStaff({ ...values, displayName: values.displayName?.trim() || values.username }));
    } catch (error) {
      const message = messageOf(error);
      refuse(message, /用户名/.test(message) ? 'username' : /password|密码/.test(message) ? 'password' : /角色/.test(message) ? 'roles' : undefined);
    }
  });

  return (
    <Modal title="添加人员" visible={visible} onCancel={onClose} onOk={() => void add()} okText="添加" confirmLoading={busy} unmountOnExit style={{ width: 600 }}>
      {failure && <Alert type="error" content={failure} className="console-dialog-alert" />}
      <Form form={form} id="staff" layout="vertical" initialValues={{ roles: ['editor'] }}>
        <Form.Item
          label="用户名" field="username" extra="登录用，2–32 位小写字母、数字、点、下划线或连字符，以字母开头"
          rules={[{ required: true, message: '请填写用户名' }, { match: USERNAME, message: '用户名须为 2–32 位小写字母、数字、点、下划线或连字符，以字母开头' }]}
        >
          <Input placeholder="如 zhang.wei" autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" field="displayName" extra="显示在页面、审核与审计记录中">
          <Input placeholder="如 张伟" maxLength={30} />
        </Form.Item>
        <Form.Item label="初始密码" field="password" rules={PASSWORD_RULES} extra="请通过安全渠道告知本人，并请其登录后尽快联系管理员更换">
          <Input.Password autoComplete="new-password" placeholder="至少 10 位" />
        </Form.Item>
        <Form.Item label="角色" field="roles" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少选择一个角色' }]}>
          <RoleChoices />
        </Form.Item>
      </Form>
    </Modal>
  );
}
