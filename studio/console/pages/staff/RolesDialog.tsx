import { Form, Modal } from '@arco-design/web-react';
import type { Role, StaffMember } from '../../api-client/types';
import { RoleChoices } from './RoleChoices';

/** Changes a staff member's roles (at least one). */
export function RolesDialog({ member, busy, onClose, onSave }: { member: StaffMember; busy: boolean; onClose(): void; onSave(roles: Role[]): void }) {
  const [form] = Form.useForm<{ roles: Role[] }>();
  return (
    <Modal title={`修改角色：${member.displayName}`} visible onCancel={onClose} okText="保存" confirmLoading={busy} onOk={() => void form.validate().then(({ roles }) => onSave(roles), () => undefined)}>
      <Form form={form} id="roles" layout="vertical" initialValues={{ roles: member.roles }}>
        <Form.Item label="角色" field="roles" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少选择一个角色' }]}>
          <RoleChoices />
        </Form.Item>
      </Form>
    </Modal>
  );
}
