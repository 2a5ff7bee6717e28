import { z } from 'zod';

/** The social networks the footer has icons for. */
export const SOCIAL_NETWORKS = ['telegram', 'x', 'instagram', 'facebook', 'youtube', 'discord'] as const;

/** Another site's address: https only, so a config can never carry a `javascript:` link. */
const HttpsUrl = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s"'<>\\]+$/, 'validation.invalid_format');
/** An image of this site (`/awards/x.svg`) or on another https site. */
const Image = z
  .string()
  .max(500)
  .regex(/^(\/(?![/\\])|https:\/\/)[^\s"'<>\\]+$/, 'validation.invalid_format');

/**
 * `footer-config` (Orbit's design, spec 2 §2's footer): the phone number (shown only when set),
 * the contact e-mail, social links, the awards list with its years, and the trust seals.
 */
export const FooterConfig = z.object({
  phone: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{4,30}$/, 'validation.invalid_format')
    .nullable(),
  email: z.email('validation.invalid_format').max(200).nullable(),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: HttpsUrl })).max(12),
  awards: z
    .array(
      z.object({
        year: z.number().int().min(1990).max(2100),
        title: z.string().min(1).max(200),
        image: Image,
        url: HttpsUrl.optional(),
      }),
    )
    .max(200),
  trust: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, 'validation.invalid_format'),
        name: z.string().min(1).max(100),
        image: Image,
        url: HttpsUrl.optional(),
      }),
    )
    .max(20),
});
export type FooterConfig = z.infer<typeof FooterConfig>;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
