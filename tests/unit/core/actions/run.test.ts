import { describe, expect, it, vi } from 'vitest';
import { runAction as runWith, type ActionHost, type NamedActions } from '../../../../runtime/core/actions';
import type { ActionRef } from '../../../../schemas/generated/page';
import type { Scope } from '../../../../runtime/core/expression';
import { coreExtensions } from '../registry/core-extensions';
import { memorySession } from '../session/memory-session';

function fakeHost(overrides: Partial<ActionHost> = {}): ActionHost {
  return {
    session: memorySession(),
    site: { origin: 'https://portal.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] },
    navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn(), toast: vi.fn(),
    inMessagingApp: false, openDocument: vi.fn(), copyText: vi.fn(async () => true),
    alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true),
    setState: vi.fn(), reload: vi.fn(async () => undefined),
    callService: vi.fn(async () => ({ ok: true })), share: vi.fn(async () => ({ shared: true, link: 'https://portal.example/official/' })), track: vi.fn(),
    ...overrides,
  };
}

const extensions = coreExtensions();
const runAction = (config: ActionRef, scope: Scope, host: ActionHost, named?: NamedActions) => runWith(config, scope, { extensions, host, named });

describe('actions', () => {
  it('resolves expressions in arguments before running', async () => {
    const host = fakeHost();
    await runAction({ action: 'navigate', to: '/me/bank-card/detail/{{ item.id }}', query: { from: '{{ state.tab }}' } }, { item: { id: 'C1' }, state: { tab: 'cards' } }, host);
    expect(host.navigate).toHaveBeenCalledWith('/me/bank-card/detail/C1', { replace: false, query: { from: 'cards' } });
  });

  it('follows links by what they are: in the app, an allowlisted site, or refused with a word', async () => {
    const host = fakeHost();
    await runAction({ action: 'navigate', to: 'https://portal.example/official/about-us' }, {}, host);
    expect(host.navigate).toHaveBeenCalledWith('/about-us', { replace: false, query: undefined });
    await runAction({ action: 'navigate', to: '{{ item.link }}' }, { item: { link: 'https://www.hongtai-life.example/news' } }, host);
    expect(host.openUrl).toHaveBeenCalledWith('https://www.hongtai-life.example/news', { replace: false });
    await runAction({ action: 'navigate', to: '{{ item.link }}', else: { action: 'setState', values: { refused: true } } }, { item: { link: 'https://evil.example/' } }, host);
    expect(host.toast).toHaveBeenCalledWith({ message: '暂不支持打开该链接', kind: 'info' });
    expect(host.setState).toHaveBeenCalledWith({ refused: true });
    expect(host.openUrl).toHaveBeenCalledTimes(1);
  });

  it('asks for one toast on a failed call, or none when the page shows the failure itself', async () => {
    const host = fakeHost();
    await runAction({ action: 'callService', service: 'face.occupationChangeConfirm', body: { verifyCode: '123456' } }, {}, host);
    expect(host.callService).toHaveBeenLastCalledWith('face.occupationChangeConfirm', { params: {}, body: { verifyCode: '123456' }, feedback: 'toast' });
    await runAction({ action: 'callService', service: 'face.leadSubmit', feedback: 'inline', else: { action: 'setState', values: { failed: '{{ error.message }}' } } }, {}, host);
    expect(host.callService).toHaveBeenLastCalledWith('face.leadSubmit', { params: {}, body: undefined, feedback: 'inline' });
  });

  it('copies the card\'s link when the card cannot be set, said once, unless an else offers another way', async () => {
    const unshared = { shared: false, link: 'https://portal.example/official/family-risk-assessment' };
    const host = fakeHost({ share: vi.fn(async () => unshared) });
    await expect(runAction([{ action: 'share', then: { action: 'toast', message: '请点击右上角分享' } }, { action: 'toast', message: '请点击右上角分享' }], {}, host)).resolves.toBe(false);
    expect(host.copyText).toHaveBeenCalledWith(unshared.link);
    expect(host.toast).toHaveBeenCalledTimes(1);
    expect(host.toast).toHaveBeenCalledWith({ message: '已复制链接，可粘贴发送给好友', kind: 'success' });

    const refused = fakeHost({ share: vi.fn(async () => unshared), copyText: vi.fn(async () => false) });
    await runAction({ action: 'share' }, {}, refused);
    expect(refused.toast).toHaveBeenCalledTimes(1);
    expect(refused.toast).toHaveBeenCalledWith({ message: '分享失败', kind: 'error' });

    const fallback = fakeHost({ share: vi.fn(async () => unshared) });
    await runAction({ action: 'share', else: { action: 'copyText', text: 'https://portal.example/official/act', message: '活动链接已复制' } }, {}, fallback);
    expect(fallback.copyText).toHaveBeenCalledTimes(1);
    expect(fallback.toast).toHaveBeenCalledTimes(1);
    expect(fallback.toast).toHaveBeenCalledWith({ message: '活动链接已复制', kind: 'success' });
  });

  it('runs then with the result of a service call', async () => {
    const host = fakeHost({ callService: vi.fn(async () => ({ businessNo: 'B100' })) });
    await runAction({ action: 'callService', service: 'face.apply', then: { action: 'toast', message: '受理号 {{ result.businessNo }}', kind: 'success' } }, {}, host);
    expect(host.toast).toHaveBeenCalledWith({ message: '受理号 B100', kind: 'success' });
  });

  it('runs else when a step fails, with the error message in scope', async () => {
    const host = fakeHost({ callService: vi.fn(async () => { throw new Error('请求超时，请刷新重试'); }) });
    await runAction({ action: 'callService', service: 'x.y', else: { action: 'setState', values: { error: '{{ error.message }}' } } }, {}, host);
    expect(host.setState).toHaveBeenCalledWith({ error: '请求超时，请刷新重试' });
  });

  it('runs a step only when its condition holds, otherwise its else, and a sequence goes on past a skipped step', async () => {
    const host = fakeHost();
    const remind = { action: 'setState', when: '{{ result.needRemind }}', values: { open: true }, else: 'submit' } as const;
    await runAction(remind, { result: { needRemind: true } }, host, { submit: { action: 'toast', message: '已提交' } });
    expect(host.setState).toHaveBeenCalledWith({ open: true });
    await runAction(remind, { result: { needRemind: false } }, host, { submit: { action: 'toast', message: '已提交' } });
    expect(host.toast).toHaveBeenCalledWith({ message: '已提交', kind: 'info' });
    await runAction([{ action: 'toast', when: false, message: '不显示' }, { action: 'toast', message: '继续' }], {}, host);
    expect(host.toast).toHaveBeenLastCalledWith({ message: '继续', kind: 'info' });
    expect(host.toast).toHaveBeenCalledTimes(2);
  });

  it('stops a sequence when the user cancels a confirm', async () => {
    const host = fakeHost({ confirm: vi.fn(async () => false) });
    await runAction([{ action: 'confirm', message: '确定删除该银行卡吗？' }, { action: 'callService', service: 'customer.deleteBankCard' }], {}, host);
    expect(host.callService).not.toHaveBeenCalled();
  });

  it('lets a confirm asked after a call use the call\'s answer once confirmed', async () => {
    const host = fakeHost({ callService: vi.fn(async (service: string) => (service === 'customerCenter.familyMemberExists' ? { exists: true, memberId: 'M002' } : null)) });
    await runAction({
      action: 'callService', service: 'customerCenter.familyMemberExists',
      then: {
        action: 'confirm', message: '该证件号码已属于家庭成员，是否替换？',
        then: { action: 'callService', service: 'customerCenter.familyMemberDeleteConflict', params: { memberId: '{{ result.memberId }}' } },
      },
    }, {}, host);
    expect(host.callService).toHaveBeenLastCalledWith('customerCenter.familyMemberDeleteConflict', { params: { memberId: 'M002' }, body: undefined, feedback: 'toast' });
  });

  it('lets a later step read an earlier step\'s result by its name, past a confirm and in nested steps', async () => {
    const host = fakeHost({ callService: vi.fn(async (service: string) => (service === 'customerCenter.familyMemberExists' ? { exists: true, memberId: 'M002' } : { deleted: true })) });
    await runAction([
      { action: 'callService', service: 'customerCenter.familyMemberExists', as: 'existing' },
      { action: 'confirm', message: '替换成员 {{ steps.existing.memberId }}？' },
      { action: 'callService', service: 'customerCenter.familyMemberDeleteConflict', params: { memberId: '{{ steps.existing.memberId }}' }, as: 'deletion',
        then: { action: 'toast', message: '{{ steps.deletion.deleted ? steps.existing.memberId : \'\' }} 已替换' } },
    ], {}, host);
    expect(host.confirm).toHaveBeenCalledWith({ message: '替换成员 M002？' });
    expect(host.callService).toHaveBeenLastCalledWith('customerCenter.familyMemberDeleteConflict', { params: { memberId: 'M002' }, body: undefined, feedback: 'toast' });
    expect(host.toast).toHaveBeenCalledWith({ message: 'M002 已替换', kind: 'info' });
  });

  it('keeps each run\'s named results to itself', async () => {
    let answer = 0;
    const host = fakeHost({ callService: vi.fn(async () => ({ n: ++answer })) });
    const tap = [{ action: 'toast', message: '{{ steps.call ? \'又一次\' : \'第一次\' }}' }, { action: 'callService', service: 'face.surveySave', as: 'call' }] as ActionRef;
    await runAction(tap, {}, host);
    await runAction(tap, {}, host);
    expect(host.toast).toHaveBeenNthCalledWith(1, { message: '第一次', kind: 'info' });
    expect(host.toast).toHaveBeenNthCalledWith(2, { message: '第一次', kind: 'info' });
  });

  it('names an unknown action and the closest one the catalogue has', async () => {
    await expect(runAction({ action: 'launchRocket' }, {}, fakeHost())).rejects.toThrow('unknown action "launchRocket"');
    await expect(runAction({ action: 'navigat', to: '/' }, {}, fakeHost())).rejects.toThrow('unknown action "navigat" — did you mean "navigate"?');
  });

  it('runs named page actions where config names them, including in then and else', async () => {
    const host = fakeHost();
    const named = { done: { action: 'toast', message: '提交成功', kind: 'success' as const } };
    await runAction({ action: 'callService', service: 'face.surveySave', then: 'done' }, {}, host, named);
    expect(host.toast).toHaveBeenCalledWith({ message: '提交成功', kind: 'success' });
    await expect(runAction('missing', {}, host, named)).rejects.toThrow('unknown page action "missing"');
  });

  describe('documents', () => {
    const ePolicy = 'https://www.hongtai-life.example/download/8620210310000123.pdf';

    it('opens an allowlisted document in a new tab, and refuses any other', async () => {
      const host = fakeHost();
      await runAction({ action: 'openFile', url: '{{ data.file.url }}', fileName: '电子保单.pdf' }, { data: { file: { url: ePolicy } } }, host);
      expect(host.openDocument).toHaveBeenCalledWith(ePolicy, '电子保单.pdf');
      await runAction({ action: 'openFile', url: 'https://evil.example/x.pdf', else: { action: 'setState', values: { refused: true } } }, {}, host);
      expect(host.toast).toHaveBeenCalledWith({ message: '暂不支持打开该链接', kind: 'info' });
      expect(host.setState).toHaveBeenCalledWith({ refused: true });
      expect(host.openDocument).toHaveBeenCalledTimes(1);
    });

    it('inside WeChat explains how to open it in a browser and copies the link when asked', async () => {
      const host = fakeHost({ inMessagingApp: true });
      await runAction({ action: 'openFile', url: ePolicy, fileName: '电子保单.pdf' }, {}, host);
      expect(host.openDocument).not.toHaveBeenCalled();
      expect(host.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '请在浏览器中打开', confirmText: '复制链接' }));
      expect(host.copyText).toHaveBeenCalledWith(ePolicy);
      expect(host.toast).toHaveBeenCalledWith({ message: '链接已复制，请在浏览器中粘贴打开', kind: 'success' });
    });

    it('says how to copy by hand when the clipboard is refused', async () => {
      const host = fakeHost({ copyText: vi.fn(async () => false) });
      await runAction({ action: 'copyText', text: '8620210310000123', else: { action: 'setState', values: { copied: false } } }, {}, host);
      expect(host.toast).toHaveBeenCalledWith({ message: '复制失败，请长按后手动复制', kind: 'error' });
      expect(host.setState).toHaveBeenCalledWith({ copied: false });
    });
  });
});
