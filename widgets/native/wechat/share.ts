import type { WechatSdk } from './sdk';
import { setShareData, type ShareData } from './share-data';

export const SHARE_FAILED = '分享失败';

/**
 * Updates the share data once the SDK configured for the page is ready. A failure (outside WeChat,
 * a refused configuration or update) is toasted as 分享失败 and resolves false.
 */
export async function shareWechat(
  ready: Promise<WechatSdk>,
  data: ShareData,
  options: { defaultImage: string; toast(message: string): void },
): Promise<boolean> {
  try {
    await setShareData(await ready, data, options.defaultImage);
    return true;
  } catch {
    options.toast(SHARE_FAILED);
    return false;
  }
}
