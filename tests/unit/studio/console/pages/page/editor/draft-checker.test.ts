import { describe, expect, it, vi } from 'vitest';
import { draftChecker } from '../../../../../../../studio/console/pages/page/editor/draft-checker';

const TEXT = '{\n  "route": { "path": "/act/winter" },\n  "share": { "desc": "【待填写】" }\n}';

describe('checking the editor\'s text', () => {
  it('asks the service once per text and schedule, and places its refusals in the text', async () => {
    const service = vi.fn(async () => ({ refusals: [{ field: '/share/desc', message: '空白' }, { field: 'validFrom', message: '请填写开始时间' }], page: { route: { path: '/act/winter' } } }));
    const check = draftChecker(service);
    const [first, second] = await Promise.all([check(TEXT, {}), check(TEXT, {})]);
    expect(second).toBe(first);
    expect(service).toHaveBeenCalledTimes(1);
    expect(first.problems).toEqual([{ field: '/share/desc', message: '空白', line: 3, column: 22 }, { field: 'validFrom', message: '请填写开始时间' }]);
    expect(first.page).toEqual({ route: { path: '/act/winter' } });
    await check(TEXT, { validFrom: '2027-03-01T00:00:00.000Z' });
    expect(service).toHaveBeenCalledTimes(2);
  });

  it('says what is wrong with text that is not a JSON object without asking the service', async () => {
    const service = vi.fn();
    const check = draftChecker(service);
    expect((await check('{ "route": ', {})).problems[0].message).toMatch(/^JSON 格式错误：/);
    expect((await check('[]', {})).problems[0]).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('JSON 对象') });
    expect(service).not.toHaveBeenCalled();
  });

  it('asks again after a failed check', async () => {
    const service = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ refusals: [], page: null });
    const check = draftChecker(service);
    await expect(check(TEXT, {})).rejects.toThrow('offline');
    expect((await check(TEXT, {})).problems).toEqual([]);
    expect(service).toHaveBeenCalledTimes(2);
  });
});
