import { afterNavigation } from '../core/guard';
import { hideOverlay } from '../core/ui/overlay';
import type { WechatSdk, WechatSignature } from '../../widgets/native/wechat';
import type { SharePayload } from '../core/actions';
import type { RouteHandle } from '../router/routes';
import { showToast } from '../react/feedback';
import { appConfig } from './app-config';
import { callService } from './services';

function sendEvent(body: Record<string, unknown>): void {
  const { platformType, platformName } = appConfig.analytics;
  void callService('analytics.track', { body: { platform_type: platformType, platform_name: platformName, title: document.title, ...body } }).catch(() => undefined);
}

/** Page tracking (SPEC §4 step 8) with the SPEC §9 analytics constants. */
export function trackPage(pageCode: string, path: string): void {
  sendEvent({ pageCode, path, event: 'pageview' });
}

/** The track action: a custom event on the current page. */
export function trackEvent(event: string, params: Record<string, unknown>): void {
  sendEvent({ pageCode: String(params.pageCode ?? event), path: window.location.pathname, event: 'custom', element: event });
}

let wechatReady: Promise<WechatSdk> = Promise.reject(new Error('非微信环境'));
wechatReady.catch(() => undefined);

// The messaging-app module loads after the first page is shown: painting never waits for it.
const wechat = () => import('../../widgets/native/wechat');

/** Configures the messaging-app menu for the page now shown; outside WeChat the failure is only logged. */
function configureMessagingApp(handle: RouteHandle): void {
  wechatReady = wechat().then(({ configureWechat }) => configureWechat({
    url: window.location.href,
    isShare: handle.meta.isShare === true,
    share: handle.share ? { title: handle.share.title ?? document.title, desc: handle.share.desc ?? '', link: handle.share.link ?? window.location.href, image: handle.share.image } : undefined,
    fetchSignature: (url) => callService('wechat.signature', { params: { url } }) as Promise<WechatSignature>,
    defaultImage: new URL(appConfig.defaultShareImage, window.location.origin).href,
    userAgent: navigator.userAgent,
  }));
  wechatReady.catch((error: Error) => console.info(`[wechat] ${error.message}`));
}

/** The share action: updates the share card of the current page; a failure toasts 分享失败. */
export async function sharePage(payload: SharePayload): Promise<void> {
  const { shareWechat } = await wechat();
  const shared = await shareWechat(wechatReady, {
    title: payload.title ?? document.title, desc: payload.desc ?? '', link: payload.link ?? window.location.href, image: payload.image,
  }, { defaultImage: new URL(appConfig.defaultShareImage, window.location.origin).href, toast: (message) => showToast({ message, kind: 'info' }) });
  if (!shared) throw new Error('分享失败');
}

/** Everything that follows a finished navigation. */
export function onPageShown(handle: RouteHandle | undefined, location: { pathname: string; search: string }): void {
  if (!handle) {
    hideOverlay();
    return;
  }
  afterNavigation({ route: handle.meta, location }, { hideOverlay, track: trackPage });
  configureMessagingApp(handle);
}
