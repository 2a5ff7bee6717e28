import { z } from 'zod';

/**
 * The feature-flag page (`/ffc`, spec 2 §2): the flags are the switches of the operator's
 * `manage-promotion-pages` config. A tester may switch them for their own browser only (a cookie
 * the server applies to that browser's reads of the config); never a global change. Only while
 * the dev tools are on: in production the API and the page answer 404.
 */
export const FEATURE_FLAG_COOKIE = 'orbit_ffc';

/** Flags the client reads even when the operator's config does not name them. */
export const KNOWN_FEATURE_FLAGS = ['ffc', 'mystic-jackpots', 'rocket-chance', 'rocket-mart'] as const;

/** At most this many session switches (the cookie stays small whatever the body says). */
export const MAX_FLAG_SWITCHES = 40;

export const FeatureFlagName = z
  .string()
  .max(40, 'validation.too_long')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.invalid_format');

/** One flag: the operator's value, this browser's switch (null: none), and what this browser gets. */
export const FeatureFlag = z.object({
  name: z.string(),
  operator: z.boolean(),
  session: z.boolean().nullable(),
  on: z.boolean(),
});
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** `GET /api/dev/feature_flags`: every flag, by name. */
export const FeatureFlagList = z.object({ flags: z.array(FeatureFlag) });
export type FeatureFlagList = z.infer<typeof FeatureFlagList>;

/** `PUT /api/dev/feature_flags`: the switches to change for this browser (null drops one). */
export const FeatureFlagsBody = z.strictObject({
  flags: z
    .record(FeatureFlagName, z.boolean().nullable())
    .refine((flags) => Object.keys(flags).length <= MAX_FLAG_SWITCHES, 'validation.too_long'),
});
export type FeatureFlagsBody = z.infer<typeof FeatureFlagsBody>;
