import { detectEnvironment } from '../environment';
import { withoutHash } from '../entry-url';
import { JS_API_LIST, SHARE_MENU_ITEMS } from './menu';
import { loadWechatSdk, type WechatSdk } from './sdk';
import { setShareData, type ShareData } from './share-data';

/** The signature service's answer (docs/product.md, Services). */
export interface WechatSignature {
  appid: string;
  timestamp: number | string;
  nonce: string;
  signature: string;
}

export interface ConfigureWechatOptions {
  /** The current address. */
  url: string;
  isShare: boolean;
  share?: ShareData;
  /** Gets the signature for an address, which it receives already URI-encoded. */
  fetchSignature(encodedUrl: string): Promise<WechatSignature>;
  defaultImage: string;
  userAgent: string;
  /** The address the app was entered at; defaults to `window.__OFFICIAL_ENTRY_URL__`. */
  entryUrl?: string;
  sdk?: WechatSdk;
}

/** iOS WeChat signs against the address the app was entered at; other systems against the current one. */
function signedUrl(options: ConfigureWechatOptions, ios: boolean): string {
  const entry = options.entryUrl ?? window.__OFFICIAL_ENTRY_URL__;
  return withoutHash(ios && entry ? entry : options.url);
}

function whenReady(sdk: WechatSdk, signature: WechatSignature): Promise<void> {
  return new Promise((resolve, reject) => {
    sdk.ready(resolve);
    sdk.error((error) => reject(new Error(error.errMsg)));
    sdk.config({
      debug: false,
      appId: signature.appid,
      timestamp: Number(signature.timestamp),
      nonceStr: signature.nonce,
      signature: signature.signature,
      jsApiList: JS_API_LIST,
    });
  });
}

/**
 * Configures the JS-SDK for the page shown: share pages get the share menu and their share data, other
 * pages lose the share menu items. Rejects outside WeChat (非微信环境) or when WeChat refuses the
 * configuration; callers only log the rejection. Resolves with the ready SDK.
 */
export async function configureWechat(options: ConfigureWechatOptions): Promise<WechatSdk> {
  const environment = detectEnvironment(options.userAgent);
  if (!environment.wechat) throw new Error('非微信环境');
  const [signature, sdk] = await Promise.all([
    options.fetchSignature(encodeURIComponent(signedUrl(options, environment.ios))),
    options.sdk ?? loadWechatSdk(),
  ]);
  await whenReady(sdk, signature);
  if (!options.isShare) {
    sdk.hideMenuItems({ menuList: SHARE_MENU_ITEMS });
    return sdk;
  }
  sdk.showMenuItems({ menuList: SHARE_MENU_ITEMS });
  if (options.share) await setShareData(sdk, options.share, options.defaultImage);
  return sdk;
}
