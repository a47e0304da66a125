// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTWORK_NAMES, artworkUrl } from '../../../widgets/shared/artwork/artwork';
import { ICONS } from '../../../widgets/shared/icons/icons';
import { banks } from '../../../sandbox/seed/family';
import { positions, thirdPartyServices } from '../../../sandbox/seed/platform';
import { vasItems } from '../../../sandbox/seed/services';
import { equities } from '../../../sandbox/seed/vip';
import { signedInSandbox } from './harness';

// What the sandbox serves as covers, cards and banners is one of our illustrations, never a colour block
// with words printed in it.

const live = signedInSandbox();
const get = async (path: string) => (await live.sandbox.request('GET', `/official-api/face/${path}`, { headers: live.auth })).json.data;
const illustrations = new Set(ARTWORK_NAMES.map(artworkUrl));

describe('sandbox artwork', () => {
  it('covers every news article with an illustration, never the same one twice in a row in a tab', async () => {
    for (const category of ['company', 'industry', 'notice']) {
      const { total, list } = await get(`rest/news/category?category=${category}&pageNo=1&pageSize=50`);
      const covers: string[] = list.map((article: { cover: string }) => article.cover);
      expect(covers).toHaveLength(total);
      expect(covers.every((cover) => illustrations.has(cover))).toBe(true);
      expect(covers.filter((cover, i) => cover === covers[i - 1])).toEqual([]);
    }
  });

  it('shows each VIP level on its own card, the birthday greeting and the welfare banner as illustrations', async () => {
    const { cardSlideInfo } = await get('rest/vip-equity/card');
    const cards = cardSlideInfo.map((level: { image: string }) => level.image);
    expect(cards).toEqual((['vip-silver', 'vip-gold', 'vip-platinum', 'vip-diamond'] as const).map(artworkUrl));
    expect((await get('rest/user/birthday-bless')).cardImage).toBe(artworkUrl('birthday-card'));
    expect((await get('rest/agent-welfare/home-page')).banner).toBe(artworkUrl('welfare-plan'));
  });

  it('draws entries, member rights, health services, partners and banks with our named icons, never a letter in a circle', () => {
    const glyphs = new Set(Object.values(ICONS).map((icon) => icon.path));
    const images = [
      ...positions.filter((position) => ['HOME_GRID', 'ME_SERVICE'].includes(position.positionCode)).flatMap((position) => position.items.map((item) => item.image)),
      ...equities.map((equity) => equity.icon), ...vasItems.map((item) => item.icon),
      ...thirdPartyServices.map((service) => service.logo), ...banks.map((bank) => bank.logo),
    ];
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      const svg = decodeURIComponent(image.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
      expect(svg).not.toMatch(/<text/);
      expect(glyphs.has(svg.match(/<path d="([^"]+)"/)?.[1] ?? '')).toBe(true);
    }
  });
});
