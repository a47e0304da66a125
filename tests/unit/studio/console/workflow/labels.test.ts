import { describe, expect, it } from 'vitest';
import { auditActionLabel, STATE_COLOURS, STATES } from '../../../../../studio/console/workflow/labels';

describe('the console\'s labels', () => {
  it('names every audited action in Chinese, a scheduled publish as such', () => {
    expect(['create', 'save', 'submit', 'return', 'approve', 'publish', 'take-down', 'roll-back', 'go-live', 'expire', 'create-staff', 'update-staff', 'register-activity'].map((action) => auditActionLabel(action)))
      .toEqual(['新建页面', '保存草稿', '提交审核', '退回', '审核通过', '发布', '下线', '回滚', '定时上线', '到期下线', '添加人员', '修改人员', '登记活动']);
    expect(auditActionLabel('publish', { from: 'approved', to: 'approved', publishAt: '2027-03-01T00:00:00Z' })).toBe('定时发布');
    expect(auditActionLabel('publish', { from: 'approved', to: 'live' })).toBe('发布');
  });

  it('gives every state a colour', () => {
    expect(Object.keys(STATE_COLOURS).sort()).toEqual([...STATES].sort());
  });
});
