import { z } from 'zod';
import { CmsBlocks } from './cms.ts';
import { Licence } from './common.ts';
import { LOCALES } from './locales.ts';
import { OperatorPageNumber, OperatorPageSize } from './operator-paging.ts';

/**
 * The back office's Content screens (permissions content.read / content.write): CMS pages and
 * snippets per locale and licence, the front-end configs, and the hosts (mirrors).
 */

/**
 * The locale a content row is written for: `''` is the default row every locale falls back to
 * (English), a language (`de`) serves its regional locales, a locale (`en-AU`) only itself.
 */
export const CONTENT_LOCALES = [
  '',
  ...new Set([...LOCALES, ...LOCALES.map((locale) => locale.split('-')[0] as string)]),
] as readonly string[];
export const ContentLocale = z
  .string('validation.required')
  .refine((value) => CONTENT_LOCALES.includes(value), 'validation.invalid_value');

/** The licences that have their own variant of a page (`path/EE`); null: the plain page. */
export const CMS_VARIANT_LICENCES = ['CW', 'EE'] as const;
export const CmsVariantLicence = z.enum(CMS_VARIANT_LICENCES, 'validation.invalid_value');

/** `terms-and-conditions`, `pokies/all`: lower-case words with hyphens, sub-paths with slashes. */
export const CMS_PATH = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const CmsPath = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.too_long')
  .regex(CMS_PATH, 'validation.invalid_format');
const Category = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(50, 'validation.too_long')
  .regex(/^[a-z0-9-]+$/, 'validation.invalid_format');
const Categories = z.array(Category, 'validation.invalid_type').max(20, 'validation.too_long');
/** HTML as the operator wrote it; the server stores it sanitised (cms/sanitise.ts). */
const Html = z.string('validation.required').max(200_000, 'validation.too_long');

/** A CMS page as the back office edits it: the licence apart from the path it is stored in. */
export const OperatorCmsPage = z.object({
  id: z.number().int(),
  path: z.string(),
  licence: CmsVariantLicence.nullable(),
  locale: z.string(),
  title: z.string(),
  content: z.string(),
  layout: z.string(),
  categories: z.array(z.string()),
  blocks: CmsBlocks,
  position: z.number().int(),
});
export type OperatorCmsPage = z.infer<typeof OperatorCmsPage>;

const BlockText = z.string('validation.invalid_type').max(5_000, 'validation.too_long').optional();

/** `POST /api/operator/cms/pages`, `PUT /api/operator/cms/pages/{id}`: the whole page. */
export const OperatorCmsPageBody = z.strictObject({
  path: CmsPath,
  licence: CmsVariantLicence.nullable().default(null),
  locale: ContentLocale,
  title: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  content: Html.default(''),
  layout: z
    .string('validation.invalid_type')
    .max(50, 'validation.too_long')
    .regex(/^[a-z0-9-]+$/, 'validation.invalid_format')
    .default('default'),
  categories: Categories.default([]),
  blocks: z
    .strictObject({
      title: BlockText,
      description: BlockText,
      keywords: BlockText,
      'content-main': Html.optional(),
      json: z.string('validation.invalid_type').max(20_000, 'validation.too_long').optional(),
    })
    .default({}),
  position: z
    .number('validation.integer')
    .int('validation.integer')
    .min(0, 'validation.min_value')
    .max(100_000, 'validation.max_value')
    .default(0),
});
export type OperatorCmsPageBody = z.input<typeof OperatorCmsPageBody>;

export const OperatorCmsPagesQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  /** Part of the path or the title. */
  q: z.string().max(200, 'validation.too_long').optional(),
  locale: ContentLocale.optional(),
});

export const OperatorCmsPagesPage = z.object({
  pages: z.array(OperatorCmsPage),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorCmsPagesPage = z.infer<typeof OperatorCmsPagesPage>;

/** A snippet: a piece of HTML the site places by its categories (a footer text …). */
export const OperatorCmsSnippet = z.object({
  id: z.number().int(),
  locale: z.string(),
  categories: z.array(z.string()),
  content: z.string(),
});
export type OperatorCmsSnippet = z.infer<typeof OperatorCmsSnippet>;

export const OperatorCmsSnippetBody = z.strictObject({
  locale: ContentLocale,
  categories: Categories.min(1, 'validation.required'),
  content: Html,
});
export type OperatorCmsSnippetBody = z.input<typeof OperatorCmsSnippetBody>;

export const OperatorCmsSnippetsQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  locale: ContentLocale.optional(),
  category: z.string().max(50, 'validation.too_long').optional(),
});

export const OperatorCmsSnippetsPage = z.object({
  snippets: z.array(OperatorCmsSnippet),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorCmsSnippetsPage = z.infer<typeof OperatorCmsSnippetsPage>;

// ------------------------------------------------------------------------------- front-end configs

/** `GET /api/operator/config`: every front-end config, whether the operator has set it. */
export const OperatorConfigSummary = z.object({
  name: z.string(),
  set: z.boolean(),
  updated_at: z.string().nullable(),
});
export type OperatorConfigSummary = z.infer<typeof OperatorConfigSummary>;

/** `GET /api/operator/config/{name}`: the value as stored (null when unset). */
export const OperatorConfigEntry = z.object({
  name: z.string(),
  value: z.unknown(),
  updated_at: z.string().nullable(),
});
export type OperatorConfigEntry = z.infer<typeof OperatorConfigEntry>;

// ---------------------------------------------------------------------------------- hosts (mirrors)

const Locale = z.enum(LOCALES, 'validation.invalid_value');

/** A mirror: the host name and what it serves (brand, licence, languages, the betting link). */
export const OperatorHost = z.object({
  hostname: z.string(),
  brand: z.string(),
  license: Licence,
  locales: z.array(Locale),
  default_locale: Locale,
  betting_link: z.string().nullable(),
  organisation_json_ld: z.boolean(),
});
export type OperatorHost = z.infer<typeof OperatorHost>;

export const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const HostFields = {
  brand: z.string('validation.required').trim().min(1, 'validation.required').max(100, 'validation.too_long'),
  license: z.enum(['CW', 'EE', 'other'], 'validation.invalid_value'),
  locales: z
    .array(Locale, 'validation.invalid_type')
    .min(1, 'validation.required')
    .max(LOCALES.length, 'validation.too_long')
    .refine((list) => new Set(list).size === list.length, 'validation.duplicate'),
  default_locale: Locale,
  /** The sportsbook mirror's address for this host (https only). */
  betting_link: z
    .string('validation.invalid_type')
    .max(500, 'validation.too_long')
    .regex(/^https:\/\/[^\s"'<>\\]+$/, 'validation.invalid_format')
    .nullable(),
  organisation_json_ld: z.boolean('validation.invalid_type'),
};

export const OperatorHostCreateBody = z.strictObject({
  hostname: z
    .string('validation.required')
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .regex(HOSTNAME, 'validation.invalid_format'),
  ...HostFields,
  betting_link: HostFields.betting_link.default(null),
  organisation_json_ld: HostFields.organisation_json_ld.default(false),
});
export type OperatorHostCreateBody = z.input<typeof OperatorHostCreateBody>;

/**
 * `PATCH /api/operator/hosts/{hostname}`: the fields to change (the host name is its key). The
 * server checks that the default language is one of the host's (`content.errors.default_locale_unlisted`).
 */
export const OperatorHostUpdateBody = z.strictObject({
  brand: HostFields.brand.optional(),
  license: HostFields.license.optional(),
  locales: HostFields.locales.optional(),
  default_locale: HostFields.default_locale.optional(),
  betting_link: HostFields.betting_link.optional(),
  organisation_json_ld: HostFields.organisation_json_ld.optional(),
});
export type OperatorHostUpdateBody = z.input<typeof OperatorHostUpdateBody>;
