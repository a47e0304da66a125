import { Checkbox } from '@arco-design/web-react';
import type { Role } from '../../api-client/types';
import { ROLE_LABELS, ROLES } from '../../workflow/labels';

const ROLE_HINTS: Record<Role, string> = {
  editor: '新建页面、保存草稿、登记活动、提交审核',
  reviewer: '审核通过或退回（不能审核自己编写的版本）',
  publisher: '发布、定时发布、下线、回滚、登记活动',
  admin: '添加人员、修改角色、重置密码、停用账号',
};

/** The roles to give, each with what it allows (an arco Form control: value and onChange). */
export function RoleChoices({ value, onChange }: { value?: Role[]; onChange?(roles: Role[]): void }) {
  return (
    <Checkbox.Group value={value} onChange={onChange} direction="vertical" className="console-roles">
      {ROLES.map((role) => (
        <Checkbox key={role} value={role}>
          <strong>{ROLE_LABELS[role]}</strong><span className="console-muted">{ROLE_HINTS[role]}</span>
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}
