import type { cmsPages } from '../schema/index.ts';
import { DE } from './cms/de.ts';
import { EN } from './cms/en.ts';
import { ET } from './cms/et.ts';
import { FR_CA } from './cms/fr-ca.ts';
import { IT } from './cms/it.ts';
import { NO } from './cms/no.ts';
import { type CmsLanguage, CONTENT_PATHS, type ContentPath, SEO_PATHS, type SeoPath } from './cms/types.ts';

type PageRow = typeof cmsPages.$inferInsert;

/**
 * The languages with their own rows. English is the default row (locale ''), which en-AU, en-CA,
 * en-KW and en-NZ share; fr-CA has its own row as Orbit serves no other French.
 */
export const CMS_LANGUAGES: Record<string, CmsLanguage> = { de: DE, et: ET, 'fr-CA': FR_CA, it: IT, no: NO };

/** Where each content page is listed (spec: bottom-menu, bottom-menu-help, …) and in which order. */
const LAYOUT: Record<ContentPath, { categories: string[]; position: number }> = {
  about: { categories: ['top-menu', 'page'], position: 1 },
  'terms-and-conditions': { categories: ['bottom-menu', 'terms-page'], position: 10 },
  'terms-and-conditions/EE': { categories: ['bottom-menu', 'terms-page'], position: 10 },
  'privacy-policy': { categories: ['bottom-menu'], position: 11 },
  'cookie-policy': { categories: ['bottom-menu'], position: 12 },
  'general-rules': { categories: ['bottom-menu-help'], position: 20 },
  'responsible-gaming': { categories: ['bottom-menu-help'], position: 21 },
  'support-faq': { categories: ['faq'], position: 30 },
  // The footer links the page itself (PATHS.affiliates), so no menu category lists it twice.
  affiliates: { categories: ['page'], position: 40 },
};

const SEO_POSITION: Record<SeoPath, number> = {
  support: 99,
  home: 100,
  pokies: 101,
  'pokies/all': 102,
  live: 103,
  tournaments: 104,
  promotions: 105,
  vip: 106,
  'tournaments/producers': 107,
  'tournaments/lotteries': 108,
  'tournaments/actions': 109,
  'tournaments/achievements': 110,
  'tournaments/archive': 111,
  leaderboard: 112,
  quests: 113,
};

/** The lobby's structured data, shared by every language. */
const HOME_JSON = JSON.stringify({ headline: 'Orbit Casino', faq: [] });

function pageRows(locale: string, language: Omit<CmsLanguage, 'banners'>): PageRow[] {
  const content = CONTENT_PATHS.map((path): PageRow => {
    const text = language.pages[path];
    return {
      path,
      locale,
      title: text.title,
      content: text.content,
      ...LAYOUT[path],
      blocks: { title: text.metaTitle ?? text.title, description: text.description },
    };
  });
  const seo = SEO_PATHS.map((path): PageRow => {
    const { title, description, keywords } = language.seo[path];
    return {
      path,
      locale,
      title,
      content: '',
      categories: ['seo-page'],
      blocks: { title, description, keywords, ...(path === 'home' ? { json: HOME_JSON } : {}) },
      position: SEO_POSITION[path],
    };
  });
  return [...content, ...seo];
}

const LANGUAGES = Object.entries(CMS_LANGUAGES);

/** Every static page and SEO page in English (locale '') and in each other language. */
export const CMS_PAGES: PageRow[] = [
  ...pageRows('', EN),
  ...LANGUAGES.flatMap(([locale, language]) => pageRows(locale, language)),
];

/**
 * Footer texts per language. Ids are fixed so the seed can tell what it already inserted: 1–3
 * are the first demo's rows, the others follow per language.
 */
export const CMS_SNIPPETS = [
  { id: 1, locale: '', categories: ['footer-license'], content: EN.snippets.license },
  { id: 2, locale: 'de', categories: ['footer-license'], content: DE.snippets.license },
  { id: 3, locale: '', categories: ['footer-age-warning'], content: EN.snippets.ageWarning },
  { id: 4, locale: 'de', categories: ['footer-age-warning'], content: DE.snippets.ageWarning },
  ...LANGUAGES.filter(([locale]) => locale !== 'de').flatMap(([locale, language], i) => [
    { id: 5 + 2 * i, locale, categories: ['footer-license'], content: language.snippets.license },
    { id: 6 + 2 * i, locale, categories: ['footer-age-warning'], content: language.snippets.ageWarning },
  ]),
];

/** The terms download in the locale's language (the licence's variant is chosen when it is served). */
export const termsDownloadUrl = (locale: string) =>
  `/api/cms/files/terms-and-conditions${locale ? `?l=${encodeURIComponent(locale)}` : ''}`;

const fileRows = (id: number, locale: string, language: Omit<CmsLanguage, 'banners'>) => [
  {
    id,
    locale,
    url: termsDownloadUrl(locale),
    categories: ['terms-download'],
    description: language.files.terms,
  },
  {
    id: id + 1,
    locale,
    url: '/brand/orbit-logo.svg',
    categories: ['press-kit'],
    description: language.files.pressKit,
  },
];

export const CMS_FILES = [
  ...fileRows(1, '', EN),
  ...LANGUAGES.flatMap(([locale, language], i) => fileRows(3 + 2 * i, locale, language)),
];
