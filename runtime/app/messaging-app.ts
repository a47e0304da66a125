import type { ShareOutcome, SharePayload } from '../core/actions';
import type { ServiceFetcher } from '../core/data';
import type { WechatSdk, WechatSignature } from '../platform/wechat';
import type { ShownPage } from '../router/page-lifecycle';
import { detectEnvironment } from '../platform/environment';
import { MESSAGES } from '../http/messages';
import { portalUrl } from '../platform/base-path';

export interface MessagingApp {
  /** Configures the menu for the page now shown; outside WeChat the failure is only logged. */
  configure(page: ShownPage): void;
  /** The share action: updates the share card of the current page; whether it could, and the card's link (the action tells the customer). */
  share(payload: SharePayload): Promise<ShareOutcome>;
}

/**
 * The address a share card opens: the route a page's `share.link` or a share action's `link` names (a personal page shares its campaign,
 * never itself: docs/product.md, Messaging app), as an absolute address of this site; else the page itself.
 */
function shareLink(link: string | undefined): string {
  if (!link) return window.location.href;
  return /^https?:\/\//.test(link) ? link : new URL(portalUrl(link), window.location.origin).href;
}

/** The messaging app fetches the card's picture itself: a picture of this site (an uploaded one) by its full address. */
const shareImage = (image: string | undefined) => image && new URL(image, window.location.origin).href;

// The messaging-app module loads after the first page is shown: painting never waits for it.
const wechat = () => import('../platform/wechat');

/** The messaging-app (WeChat) menu and share card; `defaultImage` is the share image of a page without one. */
export function createMessagingApp(callService: ServiceFetcher, defaultImage: string): MessagingApp {
  let ready: Promise<WechatSdk> | undefined;
  const notInWechat = () => Promise.reject(new Error(MESSAGES.notWechat));

  return {
    configure({ route, share }) {
      // Outside WeChat there is nothing to configure: the module and its SDK are not even fetched.
      if (!detectEnvironment(navigator.userAgent).wechat) {
        ready = notInWechat();
        ready.catch(() => console.info(`[wechat] ${MESSAGES.notWechat}`));
        return;
      }
      ready = wechat().then(({ configureWechat }) => configureWechat({
        url: window.location.href,
        isShare: route.isShare === true,
        share: share ? { title: share.title ?? document.title, desc: share.desc ?? '', link: shareLink(share.link), image: shareImage(share.image) } : undefined,
        fetchSignature: (url) => callService('wechat.signature', { params: { url } }) as Promise<WechatSignature>,
        defaultImage,
        userAgent: navigator.userAgent,
      }));
      ready.catch((error: Error) => console.info(`[wechat] ${error.message}`));
    },
    async share(payload) {
      const link = shareLink(payload.link);
      const { shareWechat } = await wechat();
      const shared = await shareWechat(ready ?? notInWechat(), { title: payload.title ?? document.title, desc: payload.desc ?? '', link, image: shareImage(payload.image) }, { defaultImage });
      return { shared, link };
    },
  };
}
