// The messaging-app (WeChat) JS-SDK: platform code the app configures on every page and the share action uses.
export { configureWechat, type ConfigureWechatOptions, type WechatSignature } from './configure';
export { shareWechat, SHARE_TIMEOUT_MS } from './share';
export { setShareData, type ShareData } from './share-data';
export { JS_API_LIST, SHARE_MENU_ITEMS } from './menu';
export type { WechatSdk } from './sdk';
