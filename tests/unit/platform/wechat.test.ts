import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureWechat, SHARE_MENU_ITEMS, SHARE_TIMEOUT_MS, shareWechat, type ConfigureWechatOptions, type WechatSdk } from '../../../runtime/platform/wechat';

const IOS_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI';
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/111 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const SIGNATURE = { appid: 'wx-app', timestamp: '1700000000', nonce: 'n0nce', signature: 'sig' };

/** A stand-in for the JS-SDK: becomes ready on config (or reports `configError`), update calls fail on `updateError`. */
function fakeSdk(options: { configError?: string; updateError?: string } = {}) {
  const calls: Array<[string, unknown]> = [];
  let onReady = () => undefined as void;
  let onError = (_error: { errMsg: string }) => undefined as void;
  const record = (name: string) => (params: unknown) => { calls.push([name, params]); };
  const update = (name: string) => (params: { success(): void; fail?(error: { errMsg: string }): void }) => {
    calls.push([name, params]);
    if (options.updateError) params.fail?.({ errMsg: options.updateError });
    else params.success();
  };
  const sdk: WechatSdk = {
    config: (config) => {
      calls.push(['config', config]);
      if (options.configError) onError({ errMsg: options.configError });
      else onReady();
    },
    ready: (callback) => { onReady = callback; },
    error: (callback) => { onError = callback; },
    showMenuItems: record('showMenuItems'),
    hideMenuItems: record('hideMenuItems'),
    updateAppMessageShareData: update('updateAppMessageShareData'),
    updateTimelineShareData: update('updateTimelineShareData'),
    onMenuShareAppMessage: record('onMenuShareAppMessage'),
    onMenuShareTimeline: record('onMenuShareTimeline'),
  };
  const called = (name: string) => calls.filter(([call]) => call === name).map(([, params]) => params);
  return { sdk, calls, called };
}

function options(sdk: WechatSdk, overrides: Partial<ConfigureWechatOptions> = {}): ConfigureWechatOptions {
  return {
    url: 'https://portal.example/official/me/info?a=1#section',
    isShare: false,
    fetchSignature: vi.fn().mockResolvedValue(SIGNATURE),
    defaultImage: '/official/share-default.png',
    userAgent: ANDROID_WECHAT,
    entryUrl: 'https://portal.example/official/share-home?from=menu',
    sdk,
    ...overrides,
  };
}

const share = { title: '家庭风险评估', desc: '测一测您的家庭保障', link: 'https://portal.example/official/family-risk-assessment' };

afterEach(() => {
  delete window.__OFFICIAL_ENTRY_URL__;
});

describe('configureWechat', () => {
  it('rejects outside WeChat without fetching a signature', async () => {
    const { sdk, calls } = fakeSdk();
    const opts = options(sdk, { userAgent: SAFARI });
    await expect(configureWechat(opts)).rejects.toThrow('非微信环境');
    expect(opts.fetchSignature).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('configures with debug off, the signature and the API list', async () => {
    const { sdk, called } = fakeSdk();
    await configureWechat(options(sdk));
    expect(called('config')).toEqual([{
      debug: false,
      appId: 'wx-app',
      timestamp: 1700000000,
      nonceStr: 'n0nce',
      signature: 'sig',
      jsApiList: [
        'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
        'onMenuShareQQ', 'onMenuShareWeibo', 'onMenuShareQZone', 'showMenuItems', 'hideMenuItems',
        'showAllNonBaseMenuItem', 'hideAllNonBaseMenuItem',
      ],
    }]);
  });

  it('signs the current address without its fragment, encoded, outside iOS', async () => {
    const { sdk } = fakeSdk();
    const opts = options(sdk);
    await configureWechat(opts);
    expect(opts.fetchSignature).toHaveBeenCalledWith(encodeURIComponent('https://portal.example/official/me/info?a=1'));
  });

  it('signs the entry address on iOS, read from the window by default', async () => {
    const { sdk } = fakeSdk();
    window.__OFFICIAL_ENTRY_URL__ = 'https://portal.example/official/login?redirect=%2Fme';
    const opts = options(sdk, { userAgent: IOS_WECHAT, entryUrl: undefined });
    await configureWechat(opts);
    expect(opts.fetchSignature).toHaveBeenCalledWith(encodeURIComponent('https://portal.example/official/login?redirect=%2Fme'));
  });

  it('hides the share menu items on pages that are not shareable', async () => {
    const { sdk, called } = fakeSdk();
    await configureWechat(options(sdk, { share }));
    expect(called('hideMenuItems')).toEqual([{ menuList: SHARE_MENU_ITEMS }]);
    expect(SHARE_MENU_ITEMS).toEqual([
      'menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:share:qq', 'menuItem:share:weiboApp',
      'menuItem:share:QZone', 'menuItem:favorite', 'menuItem:openWithQQBrowser', 'menuItem:openWithSafari', 'menuItem:copyUrl',
    ]);
    expect(called('showMenuItems')).toEqual([]);
    expect(called('updateAppMessageShareData')).toEqual([]);
  });

  it('shows the menu items on share pages and sets friend and timeline data with the default image', async () => {
    const { sdk, called } = fakeSdk();
    await expect(configureWechat(options(sdk, { isShare: true, share }))).resolves.toBe(sdk);
    expect(called('showMenuItems')).toEqual([{ menuList: SHARE_MENU_ITEMS }]);
    expect(called('hideMenuItems')).toEqual([]);
    const content = { ...share, imgUrl: '/official/share-default.png' };
    for (const api of ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline']) {
      expect(called(api)).toEqual([expect.objectContaining(content)]);
    }
  });

  it('keeps a share image the page gives', async () => {
    const { sdk, called } = fakeSdk();
    await configureWechat(options(sdk, { isShare: true, share: { ...share, image: 'https://cdn.example/a.png' } }));
    expect(called('updateAppMessageShareData')).toEqual([expect.objectContaining({ imgUrl: 'https://cdn.example/a.png' })]);
  });

  it('rejects when WeChat refuses the configuration', async () => {
    const { sdk, called } = fakeSdk({ configError: 'config:invalid signature' });
    await expect(configureWechat(options(sdk))).rejects.toThrow('config:invalid signature');
    expect(called('hideMenuItems')).toEqual([]);
  });

  it('rejects when the signature cannot be fetched', async () => {
    const { sdk } = fakeSdk();
    await expect(configureWechat(options(sdk, { fetchSignature: () => Promise.reject(new Error('签名失败')) }))).rejects.toThrow('签名失败');
  });
});

describe('shareWechat', () => {
  const deps = { defaultImage: '/official/share-default.png' };

  it('updates the share data once the SDK is ready', async () => {
    const { sdk, called } = fakeSdk();
    await expect(shareWechat(Promise.resolve(sdk), { ...share, title: '新标题' }, deps)).resolves.toBe(true);
    expect(called('updateTimelineShareData')).toEqual([expect.objectContaining({ title: '新标题', imgUrl: deps.defaultImage })]);
  });

  it('resolves false when the update fails, for the share action to say so', async () => {
    const { sdk } = fakeSdk({ updateError: 'updateAppMessageShareData:fail' });
    await expect(shareWechat(Promise.resolve(sdk), share, deps)).resolves.toBe(false);
  });

  it('resolves false outside WeChat', async () => {
    await expect(shareWechat(Promise.reject(new Error('非微信环境')), share, deps)).resolves.toBe(false);
  });

  it('resolves false once the bridge has not answered for SHARE_TIMEOUT_MS, never configured or never updating', async () => {
    vi.useFakeTimers();
    try {
      const { sdk } = fakeSdk();
      const silent: WechatSdk = { ...sdk, updateAppMessageShareData: () => undefined };
      for (const ready of [new Promise<WechatSdk>(() => undefined), Promise.resolve(silent)]) {
        let answer: boolean | undefined;
        void shareWechat(ready, share, deps).then((shared) => { answer = shared; });
        await vi.advanceTimersByTimeAsync(SHARE_TIMEOUT_MS - 1);
        expect(answer).toBeUndefined();
        await vi.advanceTimersByTimeAsync(1);
        expect(answer).toBe(false);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
