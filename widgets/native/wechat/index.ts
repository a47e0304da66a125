// The messaging-app (WeChat) JS-SDK service: not a registered widget, used by the router and the share action.
export { configureWechat, type ConfigureWechatOptions, type WechatSignature } from './configure';
export { shareWechat } from './share';
export { setShareData, type ShareData } from './share-data';
export { JS_API_LIST, SHARE_MENU_ITEMS } from './menu';
export type { WechatSdk } from './sdk';
