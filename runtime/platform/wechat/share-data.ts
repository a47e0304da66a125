import type { WechatSdk, WechatShareParams } from './sdk';

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  /** Defaults to the site's default share image. */
  image?: string;
}

type Content = Pick<WechatShareParams, 'title' | 'desc' | 'link' | 'imgUrl'>;

function update(call: (params: WechatShareParams) => void, content: Content): Promise<void> {
  return new Promise((resolve, reject) => call({ ...content, success: () => resolve(), fail: (error) => reject(new Error(error.errMsg)) }));
}

// The older APIs report each share the user makes or cancels; nothing follows either.
const ignore = () => undefined;

/** Sets what "send to friend" and "share to timeline" send, through both the current and the older APIs. */
export async function setShareData(sdk: WechatSdk, data: ShareData, defaultImage: string): Promise<void> {
  const content: Content = { title: data.title, desc: data.desc, link: data.link, imgUrl: data.image || defaultImage };
  sdk.onMenuShareAppMessage({ ...content, success: ignore, cancel: ignore });
  sdk.onMenuShareTimeline({ ...content, success: ignore, cancel: ignore });
  await Promise.all([
    update((params) => sdk.updateAppMessageShareData(params), content),
    update((params) => sdk.updateTimelineShareData(params), content),
  ]);
}
