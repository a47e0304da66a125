// 页面设置: the page's title (route.title) and its share card (share), edited in the panel as a node's
// props are. The form's fields map to the places the page writes them.
import type { GateRefusal, JsonSchema } from '../../api-client/types';
import type { Path } from '../model/json-path';
import { isObject } from '../model/structure';

export const SETTINGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: '页面标题', description: '显示在页面顶部、浏览器标题和微信的标题栏中' },
    isShare: { type: 'boolean', title: '允许客户分享此页', description: '开启后客户可从微信右上角菜单把页面分享给好友' },
    share: {
      type: 'object',
      title: '分享卡片',
      properties: {
        title: { type: 'string', title: '分享标题', description: '不超过 25 个字，不填则用页面标题' },
        desc: { type: 'string', title: '分享描述', description: '一句话说明活动的福利和期限' },
        image: { type: 'string', title: '分享图片', contentMediaType: 'image/*' },
      },
    },
  },
};

export const SETTINGS_UI = { share: { desc: { 'ui:widget': 'TextareaWidget' }, image: { 'ui:widget': 'image' } } };

/** The settings' values as the page holds them. */
export function settingsOf(page: unknown): Record<string, unknown> {
  const value = isObject(page) ? page : {};
  const route = isObject(value.route) ? value.route : {};
  return { title: route.title, isShare: route.isShare, share: value.share };
}

/** Where a settings field is written in the page. */
export function settingsPath(path: Path): Path {
  const [first, ...rest] = path;
  return first === 'share' ? path : ['route', first, ...rest];
}

/** The refusals about the route and share card, named by the settings' fields (`/route/title` is `/title`). */
export function settingsRefusals(refusals: readonly GateRefusal[]): GateRefusal[] {
  return refusals.map((refusal) => (refusal.field.startsWith('/route/') ? { ...refusal, field: refusal.field.slice('/route'.length) } : refusal));
}
