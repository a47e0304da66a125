// How a news article is written down: its category's name, its cover and its paragraphs.
import { artworkUrl, type ArtworkName } from '../../../widgets/shared/artwork/artwork';
import { products } from '../products';

const categories: Record<string, string> = { company: '公司新闻', industry: '行业动态', notice: '公告' };

export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const article = (id: string, category: string, title: string, publishDate: string, summary: string, content: string, artwork: ArtworkName) => ({
  id, title, category, categoryName: categories[category], publishDate, summary, cover: artworkUrl(artwork), source: '鸿泰人寿品牌部', content,
});

/** A product's name as the product seed spells it. */
export const productName = (productId: string) => products.find((product) => product.productId === productId)!.productName;
