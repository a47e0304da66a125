import type { WechatApi, WechatMenuItem } from './sdk';

/** The JS APIs requested in wx.config. */
export const JS_API_LIST: WechatApi[] = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'onMenuShareQQ',
  'onMenuShareWeibo',
  'onMenuShareQZone',
  'showMenuItems',
  'hideMenuItems',
  'showAllNonBaseMenuItem',
  'hideAllNonBaseMenuItem',
];

/**
 * The share menu items (docs/product.md, Messaging app), hidden on pages that are not shareable and shown again on those that are.
 * "Open in other browsers" is WeChat's two browser items: QQ Browser (Android) and Safari (iOS).
 */
export const SHARE_MENU_ITEMS: WechatMenuItem[] = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:favorite',
  'menuItem:openWithQQBrowser',
  'menuItem:openWithSafari',
  'menuItem:copyUrl',
];
