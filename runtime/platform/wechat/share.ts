import type { WechatSdk } from './sdk';
import { setShareData, type ShareData } from './share-data';

/** How long a share waits for WeChat's bridge: one that has not answered by then is not going to. */
export const SHARE_TIMEOUT_MS = 3000;

/**
 * Updates the share data once the SDK configured for the page is ready. A failure (outside WeChat, a refused
 * configuration or update, a bridge that does not answer within SHARE_TIMEOUT_MS) resolves false: the share
 * action then offers another way.
 */
export async function shareWechat(
  ready: Promise<WechatSdk>,
  data: ShareData,
  options: { defaultImage: string },
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), SHARE_TIMEOUT_MS); });
  const shared = ready.then((sdk) => setShareData(sdk, data, options.defaultImage)).then(() => true, () => false);
  try {
    return await Promise.race([shared, unanswered]);
  } finally {
    clearTimeout(timer);
  }
}
