import { appConfig } from '../../app/app-config';
import { portalUrl } from '../../platform/base-path';
import type { PreviewPage } from './protocol';
import { samplePath } from './sample-params';
import './share-card.css';

/** What the messaging app puts on the card: the same fallbacks runtime/app/messaging-app.ts applies. */
export function shareCardOf(page: PreviewPage, origin: string) {
  const share = page.share ?? {};
  return {
    title: share.title || page.route?.title || appConfig.companyName,
    desc: share.desc ?? '',
    // The portal's address, also where the card is drawn outside the portal (the operations console).
    link: share.link ?? `${origin}${portalUrl(samplePath(page))}`,
    image: share.image ?? appConfig.defaultShareImage,
    menu: page.route?.isShare === true,
  };
}

/** The card alone, as the chat draws it; its title at the heading level of the panel it sits in. */
export function ChatCard({ card, heading: Heading = 'h2' }: { card: ReturnType<typeof shareCardOf>; heading?: 'h2' | 'h4' }) {
  return (
    <div className="playground__share-chat">
      <article className="playground__share-card" aria-label="微信聊天中的分享卡片">
        <Heading>{card.title}</Heading>
        <div className="playground__share-body">
          <p>{card.desc || card.link}</p>
          <img src={card.image} alt="分享图" width={48} height={48} />
        </div>
      </article>
    </div>
  );
}

/**
 * The page's share card as a chat shows it, with what each line falls back to when `share` leaves it
 * out, so an author sees a campaign's card before it goes out.
 */
export function ShareCard({ page }: { page?: PreviewPage }) {
  if (!page) return null;
  const card = shareCardOf(page, window.location.origin);
  return (
    <aside className="playground__share" aria-label="分享卡片">
      <ChatCard card={card} />
      <dl className="playground__share-facts">
        <dt>分享菜单</dt>
        <dd className={card.menu ? undefined : 'playground__share-off'}>{card.menu ? '已开启（route.isShare）' : '未开启：在 route 中设置 "isShare": true，客户才能从右上角菜单分享此页'}</dd>
        <dt>标题</dt>
        <dd>{page.share?.title ? 'share.title' : page.route?.title ? '未设置 share.title，使用页面标题' : '未设置 share.title，使用公司名称'}</dd>
        <dt>描述</dt>
        <dd>{card.desc ? 'share.desc' : '未设置 share.desc，聊天中显示链接'}</dd>
        <dt>图片</dt>
        <dd>{page.share?.image ? 'share.image' : '未设置 share.image，使用默认分享图'}</dd>
      </dl>
    </aside>
  );
}
