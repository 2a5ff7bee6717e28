import { LOCALES } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_IDS } from '../../db/seed/cms/types.ts';
import { CMS_LANGUAGES } from '../../db/seed/cms-pages.ts';
import { BANNERS } from '../../db/seed/config/banners.ts';
import { FOOTER_CONFIG } from '../../db/seed/config/footer.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { findConfigValue, upsertConfigValue } from './repository.ts';

/** `footer-config` (contacts, social links, awards, trust seals) and the banners in every locale. */
let t: TestApp;
const FAMILIES = ['/api/fe/config', '/api-fe/config'] as const;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const put = async (name: string, payload: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/operator/config/${name}`,
    headers: { 'content-type': 'application/json', cookie: await operatorCookie(t) },
    payload: JSON.stringify(payload),
  });

type Banner = {
  id: string;
  title: { text: string };
  description: { text: string; size: string };
  labels: { title: string }[];
  button: { name: string; url: string };
  secondButton?: { name: string; popup: { title: string; secondTitle: string; desc: string } };
};
const bannersFor = async (headers: Record<string, string>, base: string = FAMILIES[0]) => {
  const res = await get(`${base}/banners-config`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { banners: Banner[]; translations?: unknown };
};

describe('footer-config', () => {
  it('serves the demo contacts, social links, awards and trust seals on both paths', async () => {
    for (const base of FAMILIES) {
      const res = await get(`${base}/footer-config`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(FOOTER_CONFIG);
    }
    expect(new Set(FOOTER_CONFIG.awards.map((a) => a.year)).size).toBeGreaterThan(1);
  });

  it('refuses hostile links and malformed contacts with the fields’ errors, keeping the stored value', async () => {
    const res = await put('footer-config', {
      ...FOOTER_CONFIG,
      phone: 'call me',
      email: 'not-an-address',
      social: [{ network: 'telegram', url: 'javascript:alert(1)' }],
      awards: [{ year: 1800, title: '', image: '//evil.example/x.svg' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        phone: ['validation.invalid_format'],
        email: ['validation.invalid_format'],
        'social.0.url': ['validation.invalid_format'],
        'awards.0.year': ['validation.too_short'],
        'awards.0.title': ['validation.too_short'],
        'awards.0.image': ['validation.invalid_format'],
      },
    });
    expect(await findConfigValue(t.deps.db, 'footer-config')).toEqual(FOOTER_CONFIG);
  });

  it('takes an operator’s value: no phone, no social links', async () => {
    try {
      const value = { ...FOOTER_CONFIG, phone: null, social: [] };
      expect((await put('footer-config', value)).statusCode).toBe(200);
      expect((await get('/api/fe/config/footer-config')).json()).toEqual(value);
    } finally {
      await upsertConfigValue(t.deps.db, 'footer-config', FOOTER_CONFIG, t.clock.now);
    }
  });
});

describe('banners-config in the asking locale', () => {
  it('keeps the translations on the server and answers English without a locale', async () => {
    const plain = await bannersFor({});
    expect(plain.translations).toBeUndefined();
    expect(plain.banners.map((b) => b.title.text)).toEqual(BANNERS.map((b) => b.title.text));
  });

  it.each(LOCALES)('%s: every banner in the locale’s language, links and looks unchanged', async (locale) => {
    const words = CMS_LANGUAGES[locale];
    for (const base of FAMILIES) {
      const { banners } = await bannersFor({ locale }, base);
      expect(banners.map((b) => b.id)).toEqual([...BANNER_IDS]);
      banners.forEach((banner, i) => {
        const english = BANNERS[i]!;
        const text = words?.banners[banner.id as (typeof BANNER_IDS)[number]];
        expect(banner.title.text, banner.id).toBe(text ? text.title : english.title.text);
        expect(banner.description, banner.id).toEqual({
          text: text ? text.description : english.description.text,
          size: english.description.size,
        });
        expect(banner.labels.map((l) => l.title)).toEqual(
          text ? text.labels : english.labels.map((l) => l.title),
        );
        expect(banner.button).toEqual({ ...english.button, name: text ? text.button : english.button.name });
        expect(banner.secondButton?.popup.desc).toBe(
          text?.secondButton ? text.secondButton.desc : english.secondButton?.popup.desc,
        );
      });
    }
  });

  it('reads the locale cookie when no header names one; the header wins', async () => {
    const byCookie = await bannersFor({ cookie: 'locale=it' });
    expect(byCookie.banners[0]!.title.text).toBe(CMS_LANGUAGES.it!.banners['welcome-pack'].title);
    const both = await bannersFor({ cookie: 'locale=it', locale: 'no' });
    expect(both.banners[0]!.title.text).toBe(CMS_LANGUAGES.no!.banners['welcome-pack'].title);
    const unknown = await bannersFor({ locale: 'xx-YY-very-long' });
    expect(unknown.banners[0]!.title.text).toBe(BANNERS[0]!.title.text);
  });
});
