import { z } from 'zod';

/** A banner's words in one language; `{{name}}` placeholders stay as in the banner. */
export const BannerText = z.object({
  title: z.string().max(300),
  description: z.string().max(500),
  labels: z.array(z.string().max(100)).max(10),
  button: z.string().max(100),
  secondButton: z
    .object({
      name: z.string().max(100),
      title: z.string().max(300),
      secondTitle: z.string().max(300),
      desc: z.string().max(2000),
    })
    .optional(),
});
export type BannerText = z.infer<typeof BannerText>;

/**
 * Orbit addition to `banners-config`: the banners' words per locale (`de`, `fr-CA`) and banner id.
 * The server answers the banners in the asking locale (the `locale` header, else the cookie) and
 * leaves this map out of the answer.
 */
export const BannerTranslations = z.record(
  z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'validation.invalid_format'),
  z.record(z.string(), BannerText),
);
export type BannerTranslations = z.infer<typeof BannerTranslations>;
