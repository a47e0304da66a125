import { describe, expect, it, vi } from 'vitest';
import { runAction, type ActionHost } from '../../../../runtime/core/actions';
import { coreExtensions } from '../registry/core-extensions';
import { memorySession } from '../session/memory-session';

// The sandbox (and a same-origin document service) hands out e-policies on the portal's own origin: the
// allowlist names that path, and openFile opens it as it opens an allowlisted https document.

const STAND_INS = 'http://127.0.0.1:5173/official-api/stand-in/';

function fakeHost(): ActionHost {
  return {
    session: memorySession(),
    site: { origin: 'http://127.0.0.1:5173', basePath: '/official', allowlist: ['https://www.hongtai-life.example', STAND_INS] },
    navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn(), toast: vi.fn(),
    inMessagingApp: false, openDocument: vi.fn(), copyText: vi.fn(async () => true),
    alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true),
    setState: vi.fn(), reload: vi.fn(async () => undefined),
    callService: vi.fn(async () => null), share: vi.fn(async () => ({ shared: true, link: 'https://portal.example/official/' })), track: vi.fn(),
  };
}

const run = (url: string, host: ActionHost) => runAction({ action: 'openFile', url, fileName: '电子保单.pdf' }, {}, { extensions: coreExtensions(), host });

describe('openFile on the same origin', () => {
  it('opens a document below an allowlisted same-origin path, given as a path or a full address', async () => {
    const host = fakeHost();
    await run('/official-api/stand-in/e-policy-ab12.pdf', host);
    await run(`${STAND_INS}e-policy-cd34.pdf`, host);
    expect(host.openDocument).toHaveBeenNthCalledWith(1, `${STAND_INS}e-policy-ab12.pdf`, '电子保单.pdf');
    expect(host.openDocument).toHaveBeenNthCalledWith(2, `${STAND_INS}e-policy-cd34.pdf`, '电子保单.pdf');
  });

  it('refuses a same-origin address the allowlist does not name, and an insecure foreign one', async () => {
    const host = fakeHost();
    await run('http://127.0.0.1:5173/official-api/face/rest/userInfo', host);
    await run('http://www.hongtai-life.example/x.pdf', host);
    expect(host.openDocument).not.toHaveBeenCalled();
    expect(host.toast).toHaveBeenCalledTimes(2);
    expect(host.toast).toHaveBeenCalledWith({ message: '暂不支持打开该链接', kind: 'info' });
  });
});
