import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** Operator-authored JSON served at `/api/fe/config/{name}` (and internal settings such as player_fields). */
export const configEntries = pgTable('config_entries', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Mirrors: each host maps to a brand, a licence, its locales and the betting link. */
export const hosts = pgTable('hosts', {
  hostname: text('hostname').primaryKey(),
  brand: text('brand').notNull(),
  license: text('license', { enum: ['CW', 'EE', 'other'] }).notNull(),
  locales: text('locales').array().notNull(),
  defaultLocale: text('default_locale').notNull().default('en'),
  bettingLink: text('betting_link'),
  organisationJsonLd: boolean('organisation_json_ld').notNull().default(false),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  /** Minimum age to register (18, or 21 where the law asks for it). */
  minAge: integer('min_age').notNull().default(18),
  /** Guest mode restricted: registration and sign-in are refused from here. */
  guestRestricted: boolean('guest_restricted').notNull().default(false),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  subunitsToUnit: integer('subunits_to_unit').notNull(),
  fiat: boolean('fiat').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** Loyalty levels (`level_N`, status true) and groups (numeric id, status false) of /api/info/statuses. */
export const statuses = pgTable('statuses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: boolean('status').notNull(),
  writable: boolean('writable').notNull().default(false),
  conditions: jsonb('conditions').$type<unknown[]>().notNull().default([]),
});

/** CMS pages by path; a licence variant is stored as `name/EE`. `locale` null = every locale. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    locale: text('locale').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    layout: text('layout').notNull().default('default'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    blocks: jsonb('blocks').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_pages_path_locale_idx').on(t.path, t.locale)],
);

export const cmsSnippets = pgTable('cms_snippets', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull().default(''),
  categories: text('categories').array().notNull(),
  content: text('content').notNull(),
});

export const cmsFiles = pgTable('cms_files', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull().default(''),
  url: text('url').notNull(),
  categories: text('categories').array().notNull(),
  description: text('description').notNull(),
});
