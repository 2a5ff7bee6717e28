/** The CMS pages with content, their paths as the site links them. */
export const CONTENT_PATHS = [
  'about',
  'terms-and-conditions',
  'terms-and-conditions/EE',
  'privacy-policy',
  'cookie-policy',
  'general-rules',
  'responsible-gaming',
  'support-faq',
  'affiliates',
] as const;
export type ContentPath = (typeof CONTENT_PATHS)[number];

/** Pages that only carry SEO meta for a route of the site (`home` is the lobby). */
export const SEO_PATHS = [
  'support',
  'home',
  'pokies',
  'pokies/all',
  'live',
  'tournaments',
  'tournaments/producers',
  'tournaments/lotteries',
  'tournaments/actions',
  'tournaments/achievements',
  'tournaments/archive',
  'leaderboard',
  'quests',
  'promotions',
  'vip',
] as const;
export type SeoPath = (typeof SEO_PATHS)[number];

/** The demo's lobby banners (ids of `banners-config`). */
export const BANNER_IDS = [
  'welcome-pack',
  'welcome-pack-next',
  'weekend-tournament',
  'crypto-boost',
  'monthly-lottery',
  'live-cashback',
  'weekly-drops',
  'mystic-jackpots',
] as const;
export type BannerId = (typeof BANNER_IDS)[number];

export interface PageText {
  /** The page's heading and its menu entry. */
  title: string;
  content: string;
  /** The `<title>` when it differs from the heading. */
  metaTitle?: string;
  description: string;
}

export interface SeoText {
  title: string;
  description: string;
  keywords: string;
}

/** A banner's words; `{{name}}` placeholders are filled per currency from the banner's variables. */
export interface BannerText {
  title: string;
  description: string;
  labels: string[];
  button: string;
  secondButton?: { name: string; title: string; secondTitle: string; desc: string };
}

/**
 * Everything the demo says in one language. The records are keyed by every path and banner, so a
 * language missing one does not compile.
 */
export interface CmsLanguage {
  pages: Record<ContentPath, PageText>;
  seo: Record<SeoPath, SeoText>;
  snippets: { license: string; ageWarning: string };
  files: { terms: string; pressKit: string };
  banners: Record<BannerId, BannerText>;
}

export const html = (...parts: string[]) => parts.join('\n');
