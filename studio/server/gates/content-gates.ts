// The gates on a version's content that need no browser: its size, the share card's documented rules
// (docs/campaigns.md §5) and every absolute address it names within the app's allowlist (a picture staff
// uploaded is named by a path of the portal's own site, /official-pages/assets/…).
import { canonicalJson } from '../../../runtime/core/publishing/canonical';
import { eachString } from '../../../runtime/config/page-checks';
import appConfig from '../../../pages-config/app.json';
import { ASSET_ADDRESS } from '../assets/image-rules';
import type { Gate, GateRefusal } from './gate';

/** The largest page definition the portal fetches (as canonical JSON): a few times today's largest page. */
export const SIZE_BUDGET_BYTES = 48 * 1024;
/** A share card's title as the messaging app shows it whole (docs/campaigns.md §5). */
export const SHARE_TITLE_MAX = 25;
export const SHARE_DESC_MAX = 60;

const allowed = (url: URL) => appConfig.redirectAllowlist.some((entry) => {
  const allowedUrl = new URL(entry);
  return allowedUrl.origin === url.origin && url.pathname.startsWith(allowedUrl.pathname);
});

export const sizeGate: Gate = ({ content }) => {
  const bytes = new TextEncoder().encode(canonicalJson(content)).length;
  return bytes > SIZE_BUDGET_BYTES
    ? [{ field: '/', message: `页面定义共 ${(bytes / 1024).toFixed(1)} KB，超过 ${SIZE_BUDGET_BYTES / 1024} KB 的上限：请精简内容或拆成几个页面` }]
    : [];
};

export const shareCardGate: Gate = ({ content }) => {
  const share = content.share as { title?: unknown; desc?: unknown; image?: unknown } | undefined;
  const refusals: GateRefusal[] = [];
  if (!share) return content.route?.isShare ? [{ field: '/share', message: '页面开启了分享（route.isShare），请填写分享卡片 share 的标题和描述' }] : [];
  for (const key of ['title', 'desc', 'image'] as const) {
    const text = share[key];
    if (typeof text === 'string' && text.includes('{{')) refusals.push({ field: `/share/${key}`, message: `分享卡片的 ${key} 是固定文字，不能使用 {{ }} 表达式` });
  }
  const title = typeof share.title === 'string' ? share.title : '';
  if (!title.trim()) refusals.push({ field: '/share/title', message: '请填写分享卡片标题（share.title）' });
  else if ([...title].length > SHARE_TITLE_MAX) refusals.push({ field: '/share/title', message: `分享卡片标题（share.title）有 ${[...title].length} 个字，超过 ${SHARE_TITLE_MAX} 个字会被微信截断显示为“…”` });
  if (typeof share.desc === 'string' && [...share.desc].length > SHARE_DESC_MAX) refusals.push({ field: '/share/desc', message: `分享描述（share.desc）超过 ${SHARE_DESC_MAX} 个字：请用一句话说明` });
  // A picture staff uploaded is the portal's own: the portal gives it to the messaging app as an absolute address.
  if (share.image !== undefined && !(typeof share.image === 'string' && ASSET_ADDRESS.test(share.image))) {
    const image = typeof share.image === 'string' ? URL.parse(share.image) : null;
    if (!image || image.protocol !== 'https:') refusals.push({ field: '/share/image', message: '分享图片（share.image）必须是 https 地址' });
    else if (!allowed(image)) refusals.push({ field: '/share/image', message: `分享图片（share.image）的地址 ${image.origin} 不在允许名单（app.json redirectAllowlist）中` });
  }
  return refusals;
};

/** Every string that is an absolute web address (a link, an image) must be https and on the allowlist. */
export const addressGate: Gate = ({ content }) => {
  const refusals: GateRefusal[] = [];
  eachString(content, '', (text, pointer) => {
    if (pointer === '/$schema' || pointer === '/share/image' || !/^\s*https?:\/\//i.test(text) || text.includes('{{')) return;
    const url = URL.parse(text.trim());
    if (!url || url.protocol !== 'https:') refusals.push({ field: pointer, message: `地址“${text}”必须使用 https` });
    else if (!allowed(url)) refusals.push({ field: pointer, message: `地址“${text}”的站点 ${url.origin} 不在允许名单（app.json redirectAllowlist）中` });
  });
  return refusals;
};
