import type { RulesProps } from '@arco-design/web-react';

/** The service's password rule (studio/server/staff/passwords.ts), checked before sending. */
export const PASSWORD_RULES: RulesProps[] = [
  { required: true, message: '请填写密码' },
  { minLength: 10, message: '密码至少 10 位' },
];
