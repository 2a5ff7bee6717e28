import { z } from 'zod';
import { BannerTranslations } from './banner-texts.ts';
import { CLIENT_CONFIG_NAMES, CLIENT_CONFIG_SCHEMAS, StoredBettingConfig } from './client-configs.ts';
import { FooterConfig } from './footer-config.ts';

export * from './banner-texts.ts';
// The newer client's configs live in their own module; the contract's index exports this one.
export * from './client-configs.ts';
export * from './footer-config.ts';

/** The front-end configs served at `GET /api/fe/config/{name}`; any other name is a 404. */
export const CONFIG_NAMES = [
  'stag-by-referrer-name',
  'survey-config',
  'betting-config',
  'vip-adventures',
  'disabled-bonuses',
  'modify-gifts-config',
  'excluded-promo-stags',
  'currency-config',
  'logo-config',
  'menu-categories-games',
  'additional-gifts',
  'manage-promotion-pages',
  'banners-config',
  'wheel-config',
  'wheel-config-segments',
  'new-provider-popup',
  'notification-center',
  'footer-config',
  ...CLIENT_CONFIG_NAMES,
] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

export const isConfigName = (name: string): name is ConfigName =>
  (CONFIG_NAMES as readonly string[]).includes(name);

const MoneyValue = z.array(z.object({ currency: z.string(), amount_cents: z.number().int() }));

export const StagByReferrerName = z.object({
  pages: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
  countries: z.record(z.string(), z.record(z.string(), z.string())),
});

export const SurveyConfig = z.object({
  survey_id: z.string(),
  survey_collector_id: z.string(),
  is_enable_widget: z.boolean(),
});

/**
 * The sportsbook's mirrors: stored as the spec's list of hostnames or the newer client's object;
 * each path family answers its own shape (docs/fe-config.md).
 */
export const BettingConfig = StoredBettingConfig;

/**
 * The VIP adventure calendar. Orbit's additions to the wire shape (both optional): `start_at`, the
 * first day (`YYYY-MM-DD`, UTC; default: the current week's Monday, so a weekly adventure), and
 * `audience`, which players are on which prize list (first entry whose groups the player is in;
 * default: rules/adventure.ts `DEFAULT_ADVENTURE_AUDIENCE`).
 */
export const VipAdventures = z.object({
  start_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  audience: z.array(z.object({ key: z.string(), groups: z.array(z.number().int()) })).optional(),
  variables: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.string()))),
  prizes: z.record(
    z.string(),
    z.array(
      z.object({
        title: z.string(),
        prize: z.object({ freespin: z.number().int().optional(), bonus: z.string().optional() }),
        image: z.object({ src: z.string(), srcRetina: z.string() }).optional(),
        condition: z.object({ minDep: z.string(), wager: z.string(), periodActivationDays: z.string() }),
      }),
    ),
  ),
});

export const DisabledBonuses = z.object({ group_keys: z.array(z.string()) });

export const ModifyGiftsConfig = z.array(
  z.object({ group_keys: z.array(z.string()), logo: z.string(), url: z.string() }),
);

export const ExcludedPromoStags = z.array(z.string());

const AmountRule = z.object({
  defaultAmount: z.number(),
  rounding: z.number(),
  steps: z.array(
    z.object({ min: z.number(), max: z.union([z.number(), z.literal('Infinity')]), step: z.number() }),
  ),
});
/** Deposit amount presets: `default` per currency, then overrides per group key. */
export const CurrencyConfig = z
  .object({ default: z.record(z.string(), AmountRule) })
  .catchall(z.record(z.string(), AmountRule.partial()));

export const LogoConfig = z.object({ logoUrl: z.object({ mobile: z.string(), full: z.string() }) });

/** Category slugs per page type (main, pokies, live, category, producer, favorites). */
export const MenuCategoriesGames = z.record(z.string(), z.array(z.string()));

export const BonusCondition = z.object({
  field: z.string(),
  type: z.string(),
  value: z.union([z.array(z.string()), MoneyValue]),
});
/** A deposit or registration bonus offer. */
export const BonusOffer = z.object({
  id: z.string(),
  title: z.string().optional(),
  group_key: z.string().optional(),
  bonuses: z.array(
    z.object({
      title: z.string(),
      type: z.string(),
      conditions: z.array(BonusCondition),
      attributes: z.array(z.unknown()),
      result_bonus: z.array(z.unknown()),
      boxes: z
        .array(z.object({ bonuses: z.array(z.object({ conditions: z.array(BonusCondition) })) }))
        .optional(),
    }),
  ),
});
export type BonusOffer = z.infer<typeof BonusOffer>;

export const AdditionalGifts = z.record(z.string(), BonusOffer);

export const ManagePromotionPages = z.record(z.string(), z.boolean());

/** A lobby banner; `liveTime` is `DD/MM/YYYY HH:mm` in UTC. */
export const Banner = z.object({
  id: z.union([z.string(), z.number()]),
  identity: z.number().int(),
  frontend_identifier: z.string(),
  image: z.string(),
  overlayImage: z.string(),
  url: z.string(),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string(), size: z.string() }),
  gradient: z.object({
    colorLeft: z.string(),
    colorLeftCenter: z.string(),
    colorRightCenter: z.string(),
    colorRight: z.string(),
  }),
  labels: z.array(z.object({ title: z.string() })),
  button: z.object({
    name: z.string(),
    url: z.string(),
    type: z.enum(['tournaments', 'lottery']).optional(),
    frontendIdentifier: z.string().optional(),
    attrs: z.record(z.string(), z.string()).optional(),
  }),
  secondButton: z
    .object({
      name: z.string(),
      popup: z.object({ title: z.string(), secondTitle: z.string(), desc: z.string() }),
    })
    .optional(),
  categories: z.array(z.string()),
  logged: z.boolean(),
  order: z.record(z.string(), z.number().int()),
  groupIds: z.array(z.number().int()).optional(),
  liveTime: z.object({ start: z.string(), end: z.string() }).optional(),
  timer: z.object({ start_at: z.string(), end_at: z.string() }).optional(),
  /**
   * Orbit addition: the per-currency variables of the texts. `{{name}}` in the title,
   * description, labels or popup shows `variables.name[<player's currency>]` (minor units,
   * formatted as money), falling back to EUR.
   */
  variables: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
  /** Orbit addition: show only to players of crypto (`crypto`) or fiat (`fiat`) currencies. */
  currencyType: z.enum(['crypto', 'fiat']).optional(),
});
export type Banner = z.infer<typeof Banner>;

export const BannersConfig = z.object({
  banners: z.array(Banner),
  translations: BannerTranslations.optional(),
});

const BonusAttribute = z.object({
  field: z.string(),
  value: z.union([z.number(), MoneyValue]),
});
/** A wheel segment or lootbox item. */
export const LootboxItem = z.object({
  id: z.number().int(),
  weight: z.number().int(),
  prize: z.boolean(),
  created_at: z.string().optional(),
  bonuses: z.array(
    z.object({
      title: z.string(),
      type: z.enum(['freespins', 'bonus']),
      attributes: z.array(BonusAttribute),
      result_bonus: z.array(BonusAttribute),
    }),
  ),
});
export type LootboxItem = z.infer<typeof LootboxItem>;

export const WheelConfig = z.array(LootboxItem);
export const WheelConfigSegments = z.record(z.string(), z.array(LootboxItem));

/**
 * Orbit addition: the new-provider popup campaign. Signed-in players in one of
 * `targetGroups` and not in `shownGroup` see it once per session; closing it or its button
 * (which opens `/producers/{producer}`) adds them to `shownGroup`, which must be writable.
 */
export const NewProviderPopup = z.object({
  enabled: z.boolean(),
  /** The producer's id (slug) in `/api/games/providers`. */
  producer: z.string().min(1),
  targetGroups: z.array(z.number().int()),
  shownGroup: z.number().int(),
});
export type NewProviderPopup = z.infer<typeof NewProviderPopup>;

/** Orbit: who has the notification centre (spec 1 §6: groups 21 and 916), or `everyone`. */
export const NotificationCenterConfig = z.object({
  groups: z.array(z.number().int()),
  everyone: z.boolean(),
});
export type NotificationCenterConfig = z.infer<typeof NotificationCenterConfig>;

/** Every served config and the schema its value follows (seeded data is checked against it). */
export const CONFIG_SCHEMAS = {
  'stag-by-referrer-name': StagByReferrerName,
  'survey-config': SurveyConfig,
  'betting-config': BettingConfig,
  'vip-adventures': VipAdventures,
  'disabled-bonuses': DisabledBonuses,
  'modify-gifts-config': ModifyGiftsConfig,
  'excluded-promo-stags': ExcludedPromoStags,
  'currency-config': CurrencyConfig,
  'logo-config': LogoConfig,
  'menu-categories-games': MenuCategoriesGames,
  'additional-gifts': AdditionalGifts,
  'manage-promotion-pages': ManagePromotionPages,
  'banners-config': BannersConfig,
  'wheel-config': WheelConfig,
  'wheel-config-segments': WheelConfigSegments,
  'new-provider-popup': NewProviderPopup,
  'notification-center': NotificationCenterConfig,
  'footer-config': FooterConfig,
  ...CLIENT_CONFIG_SCHEMAS,
} satisfies Record<ConfigName, z.ZodType>;

/** `POST /api/fe/config/managers`. */
export const ManagersBody = z.strictObject({
  userGroups: z
    .array(z.union([z.number().int(), z.string().max(20, 'validation.too_long')]))
    .max(100, 'validation.too_long'),
});
export type ManagersBody = z.infer<typeof ManagersBody>;

/** The personal manager of a VIP group. */
export const Manager = z.object({
  groupId: z.number().int(),
  managerName: z.string(),
  avatar: z.string(),
  time: z.string(),
  email: z.string(),
  phone: z.string(),
  telegramLink: z.string(),
  whatsAppLink: z.string(),
});
export type Manager = z.infer<typeof Manager>;
export type BannersConfig = z.infer<typeof BannersConfig>;
export type LogoConfig = z.infer<typeof LogoConfig>;
export type MenuCategoriesGames = z.infer<typeof MenuCategoriesGames>;
export type SurveyConfig = z.infer<typeof SurveyConfig>;
