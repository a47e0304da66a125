import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import type { StaffMember } from '../../api-client/types';
import { PASSWORD_RULES } from './password-rules';

/** Sets a new password: the person is signed out everywhere, and a locked account is unlocked. */
export function PasswordDialog({ member, busy, onClose, onSave }: { member: StaffMember; busy: boolean; onClose(): void; onSave(password: string): void }) {
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal title={`重置密码：${member.displayName}`} visible onCancel={onClose} okText="重置密码" confirmLoading={busy} onOk={() => void form.validate().then(({ password }) => onSave(password), () => undefined)}>
      <Alert type="info" className="console-dialog-alert" content="重置后，此人员在所有设备上的登录立即退出，账号若已锁定也随之解锁。请把新密码当面或通过安全渠道告知本人。" />
      <Form form={form} id="password" layout="vertical">
        <Form.Item label="新密码" field="password" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" placeholder="至少 10 位" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
