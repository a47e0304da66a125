import { classifyAddress } from '../navigation/address';
import type { ActionHost, ActionSpec, NavigateOptions, SharePayload } from './types';

function asStringMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
}

const LINK_REFUSED = '暂不支持打开该链接';
const COPY_FAILED = '复制失败，请长按后手动复制';
const LINK_COPIED = '已复制链接，可粘贴发送给好友';
const SHARE_FAILED = '分享失败';

async function copy(text: string, message: string, host: ActionHost, failure = COPY_FAILED): Promise<boolean> {
  const copied = await host.copyText(text);
  host.toast(copied ? { message, kind: 'success' } : { message: failure, kind: 'error' });
  return copied;
}

/**
 * A document (an e-policy PDF) opens in a new tab. The WeChat browser cannot download files, so there the
 * customer is told how to open it in the system browser and may copy the link.
 */
async function openFile(url: string, fileName: string | undefined, host: ActionHost): Promise<boolean> {
  const address = classifyAddress(url, host.site);
  // https only, or this site's own origin (a same-origin document service the allowlist names).
  const secure = address.kind === 'external' && (address.url.startsWith('https://') || address.url.startsWith(`${host.site.origin}/`));
  if (address.kind !== 'external' || !secure) {
    host.toast({ message: LINK_REFUSED, kind: 'info' });
    return false;
  }
  if (!host.inMessagingApp) {
    host.openDocument(address.url, fileName);
    return true;
  }
  const wantsLink = await host.confirm({
    title: '请在浏览器中打开',
    message: `微信内无法直接下载文件。请点击右上角「…」选择「在浏览器打开」，或复制链接后粘贴到手机浏览器中打开${fileName ? `《${fileName}》` : ''}。`,
    confirmText: '复制链接',
    cancelText: '暂不下载',
  });
  return wantsLink && copy(address.url, '链接已复制，请在浏览器中粘贴打开', host);
}
/**
 * Follows a link from config or from the server (a banner's, a notice's): in-app paths navigate, an
 * allowlisted site or a tel:/mailto: link opens, anything else is refused with a word, never swallowed.
 */
function follow(to: string, host: ActionHost, options: NavigateOptions): boolean {
  const address = classifyAddress(to, host.site);
  if (address.kind === 'in-app') host.navigate(address.to, options);
  else if (address.kind === 'external') host.openUrl(address.url, { replace: options.replace });
  else host.toast({ message: LINK_REFUSED, kind: 'info' });
  return address.kind !== 'refused';
}

/**
 * Sets the share card. Where it cannot (outside WeChat, refused, or a bridge that never answers) the step's `else`
 * offers another way, or the card's link is copied instead, said once; 分享失败 only when copying fails too.
 */
async function share(payload: SharePayload, host: ActionHost, handlesFailure: boolean): Promise<boolean> {
  const { shared, link } = await host.share(payload);
  if (!shared && !handlesFailure) await copy(link, LINK_COPIED, host, SHARE_FAILED);
  return shared;
}

/** The actions every page may use (what each does and takes: action-docs.ts). */
export const builtinActions: readonly ActionSpec[] = [
  {
    name: 'navigate',
    run: (args, host) => follow(String(args.to ?? ''), host, { replace: args.replace === true, query: asStringMap(args.query), carry: asStringMap(args.carry) }),
  },
  {
    name: 'replace',
    run: (args, host) => follow(String(args.to ?? ''), host, { replace: true, query: asStringMap(args.query), carry: asStringMap(args.carry) }),
  },
  {
    name: 'back',
    run: (args, host) => host.back(typeof args.delta === 'number' ? args.delta : 1),
  },
  {
    name: 'openUrl',
    run: (args, host) => follow(String(args.url ?? ''), host, { replace: false }),
  },
  {
    name: 'openFile',
    run: (args, host) => openFile(String(args.url ?? ''), typeof args.fileName === 'string' && args.fileName ? args.fileName : undefined, host),
  },
  {
    name: 'copyText',
    run: (args, host) => copy(String(args.text ?? ''), typeof args.message === 'string' && args.message ? args.message : '已复制', host),
  },
  {
    name: 'toast',
    run: (args, host) => host.toast({ message: String(args.message), kind: (args.kind as 'info') ?? 'info' }),
  },
  {
    name: 'dialog',
    run: (args, host) => host.alert(args as never),
  },
  {
    name: 'confirm',
    keepsResult: true,
    run: (args, host) => host.confirm(args as never),
  },
  {
    name: 'setState',
    run: (args, host) => host.setState(args.values as Record<string, unknown>),
  },
  {
    name: 'reload',
    run: (args, host) => host.reload(String(args.source)),
  },
  {
    name: 'callService',
    run: (args, host) => host.callService(String(args.service), { params: (args.params as Record<string, unknown>) ?? {}, body: args.body, feedback: args.feedback === 'inline' ? 'inline' : 'toast' }),
  },
  {
    name: 'share',
    run: (args, host, { handlesFailure }) => share(args, host, handlesFailure),
  },
  {
    name: 'track',
    run: (args, host) => host.track(String(args.event), (args.params as Record<string, unknown>) ?? {}),
  },
];
