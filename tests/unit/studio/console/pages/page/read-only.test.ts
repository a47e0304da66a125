import { describe, expect, it } from 'vitest';
import { readOnlyReason } from '../../../../../../studio/console/pages/page/read-only';

describe('when the editor is read-only, and why', () => {
  it('lets an editor change a page in the states a draft may be saved in', () => {
    for (const state of ['draft', 'live', 'taken-down', 'expired'] as const) expect(readOnlyReason(state, true), state).toBeUndefined();
  });

  it('says why a page in review or approved cannot be changed, and that only editors change pages', () => {
    expect(readOnlyReason('in-review', true)).toBe('页面待审核，此时不能修改；如需修改，请由审核人员退回。');
    expect(readOnlyReason('approved', true)).toBe('页面已通过，此时不能修改；发布后可继续编辑新的版本。');
    expect(readOnlyReason('draft', false)).toMatch(/没有“编辑”角色/);
  });
});
