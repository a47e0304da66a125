import type wx from 'weixin-js-sdk';

export type WechatApi = wx.ApiMethod;
/** Menu items that may be hidden (the share and protected kinds). */
export type WechatMenuItem = Parameters<typeof wx.hideMenuItems>[0]['menuList'][number];

/** Share content as the JS-SDK takes it. */
export interface WechatShareParams {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  success(): void;
  fail?(error: { errMsg: string }): void;
}

/** The older share APIs also report a cancelled share. */
export type WechatLegacyShareParams = WechatShareParams & { cancel(): void };

/** The part of the WeChat JS-SDK (`weixin-js-sdk`) this module uses; tests pass a fake. */
export interface WechatSdk {
  config(config: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: WechatApi[] }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg: string }) => void): void;
  showMenuItems(params: { menuList: WechatMenuItem[] }): void;
  hideMenuItems(params: { menuList: WechatMenuItem[] }): void;
  updateAppMessageShareData(params: WechatShareParams): void;
  updateTimelineShareData(params: WechatShareParams): void;
  onMenuShareAppMessage(params: WechatLegacyShareParams): void;
  onMenuShareTimeline(params: WechatLegacyShareParams): void;
}

/** The JS-SDK in its own chunk, loaded only inside WeChat. */
export async function loadWechatSdk(): Promise<WechatSdk> {
  return (await import('weixin-js-sdk')).default;
}
