// The draft's autosave on a clock the test moves: two seconds after the last change, at once when asked
// (the tab hidden, submit), one request at a time, tried again later and later after a failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../../../studio/console/api-client/api-error';
import { autosave, type AutosaveStatus } from '../../../../../../../studio/console/pages/page/editor/autosave';
import { autosaveText } from '../../../../../../../studio/console/pages/page/editor/AutosaveNote';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

const AT = new Date('2027-03-01T06:03:00Z');

function setup(save = vi.fn(async (_text: string) => undefined)) {
  const statuses: AutosaveStatus[] = [];
  const saver = autosave<string>({ save, onStatus: (status) => statuses.push(status), now: () => AT });
  return { saver, save, statuses, last: () => statuses.at(-1) };
}

describe('the draft\'s autosave', () => {
  it('saves about two seconds after the last change, once, with the latest text', async () => {
    const { saver, save, last } = setup();
    saver.want('a');
    await vi.advanceTimersByTimeAsync(1500);
    saver.want('ab');
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([['ab']]);
    expect(last()).toEqual({ kind: 'saved', at: AT });
    expect(autosaveText(last()!)).toBe('已自动保存 14:03');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves nothing once the text is unchanged again, not JSON, or not the author\'s to save', async () => {
    const { saver, save } = setup();
    saver.want('a');
    saver.want(undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(await saver.flush()).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves at once when flushed (the tab hidden, submit), and says when all is saved', async () => {
    const { saver, save, statuses } = setup();
    saver.want('a');
    const flushed = saver.flush();
    expect(await flushed).toBe(true);
    expect(save.mock.calls).toEqual([['a']]);
    expect(statuses.map((status) => status.kind)).toEqual(['saving', 'saved']);
    expect(autosaveText({ kind: 'saving' })).toBe('正在保存…');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends one request at a time: a change saved while one is under way waits for it, and so does staff\'s own request', async () => {
    const order: string[] = [];
    let finish!: () => void;
    const save = vi.fn((text: string) => {
      order.push(`save ${text}`);
      return text === 'a' ? new Promise<undefined>((resolve) => { finish = () => { order.push('saved a'); resolve(undefined); }; }) : Promise.resolve(undefined);
    });
    const { saver } = setup(save);
    saver.want('a');
    await vi.advanceTimersByTimeAsync(2000);
    saver.want('ab');
    const submitted = saver.flush().then(() => saver.exclusive(async () => { order.push('submit'); return 'done'; }));
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual(['save a']);
    finish();
    expect(await submitted).toBe('done');
    expect(order).toEqual(['save a', 'saved a', 'save ab', 'submit']);
  });

  it('tries a failed save again, later each time, and keeps the text; a refusal waits for the next change', async () => {
    const save = vi.fn(async (_text: string) => undefined)
      .mockRejectedValueOnce(new ApiError(0, '发布服务暂时无法连接，请稍后再试'))
      .mockRejectedValueOnce(new ApiError(503, '服务出错了'));
    const { saver, last } = setup(save);
    saver.want('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(last()).toEqual({ kind: 'failed', message: '发布服务暂时无法连接，请稍后再试', retrying: true });
    expect(autosaveText(last()!)).toBe('自动保存失败：发布服务暂时无法连接，请稍后再试，将自动重试');
    await vi.advanceTimersByTimeAsync(4999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([['a'], ['a'], ['a']]);
    expect(last()).toEqual({ kind: 'saved', at: AT });

    save.mockRejectedValueOnce(new ApiError(422, '页面定义的 route.path 必须是本页的路由 /act/x'));
    saver.want('b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(autosaveText(last()!)).toBe('自动保存失败：页面定义的 route.path 必须是本页的路由 /act/x（修改后将再次保存）');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(4);
    // Submit tries it once more, and is told it is not saved.
    save.mockRejectedValueOnce(new ApiError(422, '页面定义的 route.path 必须是本页的路由 /act/x'));
    expect(await saver.flush()).toBe(false);
    expect(save).toHaveBeenCalledTimes(5);
  });

  it('stops when its page\'s screen is left', async () => {
    const { saver, save } = setup();
    saver.want('a');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });
});
