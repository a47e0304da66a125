import type { WechatSdk } from './sdk';
import { setShareData, type ShareData } from './share-data';

/**
 * Updates the share data once the SDK configured for the page is ready. A failure (outside WeChat,
 * a refused configuration or update) resolves false: the share action says so, or its `else` offers another way.
 */
export async function shareWechat(
  ready: Promise<WechatSdk>,
  data: ShareData,
  options: { defaultImage: string },
): Promise<boolean> {
  try {
    await setShareData(await ready, data, options.defaultImage);
    return true;
  } catch {
    return false;
  }
}
