import { randomBytes } from 'node:crypto';
import { news, publicInfo } from '../../seed/news';
import { wechatSignature } from '../../wechat-sign';
import { standInUrl } from '../../stand-ins';
import { found, pageOf, type Handlers } from '../context';
import { portalUrl } from '../../../runtime/platform/base-path';

type Article = (typeof news)[number];
const summary = ({ id, title, category, categoryName, publishDate, summary: text, cover }: Article) => ({ id, title, category, categoryName, publishDate, summary: text, cover });
const detail = ({ id, title, category, categoryName, publishDate, source, cover, content }: Article) => ({ id, title, category, categoryName, publishDate, source, cover, content });

export const contentHandlers: Handlers = {
  newsList: (ctx) => {
    const list = news.filter((a) => a.category === ctx.query.category).sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    return { total: list.length, list: pageOf(list, ctx.query).map(summary) };
  },
  newsDetail: (ctx) => detail(found(ctx, news.find((a) => a.id === ctx.query.id), '文章')),
  publicInfoList: (ctx) => {
    const list = publicInfo.filter((a) => !ctx.query.category || a.category === ctx.query.category).sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    return { total: list.length, list: pageOf(list, ctx.query).map(summary) };
  },
  publicInfoDetail: (ctx) => detail(found(ctx, publicInfo.find((a) => a.id === ctx.query.id), '文章')),
  getWeixinSign: (ctx) => wechatSignature(ctx.query.url),
  onlineServiceUrl: (ctx) => {
    const ticket = randomBytes(8).toString('hex');
    const who: Record<string, string> = ctx.user ? { customer: ctx.user.umUserId } : {};
    // The chat ends back on the page the customer asked from.
    const from = /^\/[\w\-/]*$/.test(ctx.query.source ?? '') ? ctx.query.source : '/share-home';
    return { url: standInUrl('online-service', { ticket, ...who, returnUrl: portalUrl(from) }), identified: Boolean(ctx.user), waiting: 2 };
  },
};
