import { portalUrl } from '../../../runtime/platform/base-path';

/**
 * Our named illustrations: hand-drawn SVG files under public/artwork/, one per product, home banner and
 * campaign, news article, VIP level card and greeting, with no text in them (the page prints the name once). Page definitions name them
 * ("artwork": "hero-claim"), the sandbox serves their addresses as product covers and banner images,
 * and the browser fetches a file only when its picture nears the screen. What each shows is in
 * descriptions.ts. The hero props schema lists the same names (a unit test keeps them equal, and a
 * file for each).
 */
export const ARTWORK_NAMES = [
  'annuity',
  'critical-illness',
  'medical',
  'term-life',
  'accident',
  'service-festival',
  'risk-assessment',
  'bean-rewards',
  'hero-year-end',
  'hero-annuity',
  'hero-critical-illness',
  'hero-claim',
  'hero-policy-review',
  'hero-advisor',
  'hero-service-festival',
  'news-award',
  'news-elder-community',
  'news-service-festival',
  'news-regulation',
  'news-hotline',
  'news-fraud-alert',
  'vip-silver',
  'vip-gold',
  'vip-platinum',
  'vip-diamond',
  'birthday-card',
  'welfare-plan',
] as const;

export type ArtworkName = (typeof ARTWORK_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ARTWORK_NAMES);

export const isArtworkName = (name: unknown): name is ArtworkName => typeof name === 'string' && NAMES.has(name);

/** The file's address under the app's base path (public/ is served there in every build). */
export const artworkUrl = (name: ArtworkName): string => portalUrl(`/artwork/${name}.svg`);
