import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf, messageOf, UNREACHABLE } from '../../../../../studio/console/api-client/api-error';

describe('the console\'s errors from the publishing service', () => {
  it('keeps the service\'s status, Chinese message and gate refusals', () => {
    const refusals = [{ field: '/share/desc', message: '模板留下的空白' }];
    const error = apiErrorOf(422, { error: { message: '未通过提交前检查（1 项），请修改后再提交', refusals } });
    expect([error.status, error.message, error.refusals]).toEqual([422, '未通过提交前检查（1 项），请修改后再提交', refusals]);
    expect(apiErrorOf(423, { error: { message: '账号已锁定' } }).refusals).toEqual([]);
  });

  it('says the service cannot be reached for a failed network and an answer that is not the service\'s', () => {
    for (const [status, body] of [[0, undefined], [502, '<html>Bad gateway</html>'], [503, { message: '发布服务未能启动' }], [500, null]] as const) {
      expect(apiErrorOf(status, body).message, String(status)).toBe(UNREACHABLE);
    }
    expect(apiErrorOf(500, { error: { message: '服务出错了，请稍后再试' } }).message).toBe('服务出错了，请稍后再试');
  });

  it('shows anything else thrown as unreachable', () => {
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(UNREACHABLE);
    expect(messageOf(new ApiError(409, '页面当前为“待审核”，不能保存草稿'))).toBe('页面当前为“待审核”，不能保存草稿');
  });
});
