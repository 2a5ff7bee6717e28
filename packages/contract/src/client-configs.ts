import { z } from 'zod';

/**
 * The configs only the newer client reads (reference §5 names them, without shapes): Orbit's
 * designs, documented in docs/fe-config.md. Money is in minor units (`_cents`) of the currency.
 */
export const CLIENT_CONFIG_NAMES = [
  'footer-payments-config',
  'main-widget-config',
  'vip-program-config',
  'providers-config',
  'enable-games-config',
  'cashbox-presets',
  'manage-withdraw-config',
  'daily-bonus-config',
  'limits-config',
  'welcome-offer-config',
  'games-aliases-config',
] as const;

const CURRENCY_CODE = /^[A-Z]{3,4}$/;
const Currency = z.string().regex(CURRENCY_CODE, 'validation.invalid_format');
const Country = z.string().regex(/^[A-Z]{2}$/, 'validation.invalid_format');
/** A path of this site (`/promotions`), never another site's address. */
const LocalPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'validation.invalid_format');
/** A game identifier: `producer/name`, as `/play/{producer}/{name}` shows it. */
export const GAME_IDENTIFIER = /^[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_.-]*$/;
const GameIdentifier = z.string().max(200).regex(GAME_IDENTIFIER, 'validation.invalid_format');
const GroupId = z.string().regex(/^\d+$/, 'validation.invalid_format');
const Cents = z.number().int().min(0);
/** A few ascending amounts a form offers as one-tap choices. */
const Presets = z
  .array(z.number().int().positive())
  .min(1)
  .max(8)
  .refine((list) => list.every((value, i) => i === 0 || value > list[i - 1]!), 'validation.not_ascending');
/** A text per locale; `en` is the fallback. */
const Texts = z.object({ en: z.string().min(1).max(500) }).catchall(z.string().max(500));

/** A payment logo: the file `/payments/{id}.svg` and the brand's name (its alt text). */
const PaymentLogo = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'validation.invalid_format'),
  name: z.string(),
});
/** The footer's payment logos: a country's list wins over its licence's (`CW`, `EE`), then `default`. */
export const FooterPaymentsConfig = z.object({
  default: z.array(PaymentLogo),
  licences: z.record(z.string(), z.array(PaymentLogo)),
  countries: z.record(Country, z.array(PaymentLogo)),
});

/** The home page's main widget: slides for guests, players or both, in `order`. */
export const MainWidgetConfig = z.object({
  autoplay_seconds: z.number().int().min(0).max(60),
  slides: z.array(
    z.object({
      id: z.string().min(1),
      audience: z.enum(['guest', 'player', 'all']),
      title: Texts,
      text: Texts,
      image: z.string(),
      button: z.object({ label: Texts, url: LocalPath }),
    }),
  ),
});

/** The VIP programme's levels as the VIP page presents them (the statuses come from the loyalty API). */
export const VipProgramConfig = z.object({
  levels: z.array(
    z.object({
      status: z.number().int(),
      title: Texts,
      image: z.string(),
      cashback_percent: z.number().min(0).max(100),
      personal_manager: z.boolean(),
      withdrawal_per_day_cents: z.record(Currency, Cents),
    }),
  ),
});

/** How producers are shown: first these, never those, a badge on some. */
export const ProvidersConfig = z.object({
  order: z.array(z.string()),
  hidden: z.array(z.string()),
  badges: z.record(z.string(), z.enum(['new', 'hot', 'exclusive'])),
});

/** Games shown only to players of these groups or visitors from these countries (betas, local launches). */
export const EnableGamesConfig = z.object({
  groups: z.record(GroupId, z.array(GameIdentifier)),
  countries: z.record(Country, z.array(GameIdentifier)),
});

/** The cashbox's one-tap deposit amounts per currency; `popular_cents` is marked. */
export const CashboxPresets = z.record(
  Currency,
  z.object({ amounts_cents: Presets, popular_cents: z.number().int().positive().optional() }),
);
export type CashboxPresets = z.infer<typeof CashboxPresets>;

/** The withdrawal page's options. */
export const ManageWithdrawConfig = z.object({
  /** A pending withdrawal can be cancelled by the player (the money returns to the balance). */
  cancel_enabled: z.boolean(),
  /** Payment method ids never offered for withdrawals. */
  hidden_methods: z.array(z.string()),
  /** The usual processing time per method type, shown beside it. */
  processing_hours: z.record(z.string(), z.number().int().min(0).max(720)),
  notice: Texts.optional(),
});

/** The daily bonus calendar: one prize per day of a 7-day streak, for players of `groups`. */
export const DailyBonusConfig = z.object({
  enabled: z.boolean(),
  groups: z.array(z.number().int()),
  reset_hour_utc: z.number().int().min(0).max(23),
  days: z
    .array(
      z.object({
        day: z.number().int().min(1).max(7),
        title: Texts,
        freespins: z.number().int().min(0).optional(),
        comp_points: z.number().int().min(0).optional(),
        bonus_percent: z.number().int().min(0).max(500).optional(),
      }),
    )
    .max(7),
});

/** The limits page's one-tap amounts per money limit and currency, and session minutes. */
export const LimitsConfig = z.object({
  deposit: z.record(Currency, Presets),
  loss: z.record(Currency, Presets),
  wager: z.record(Currency, Presets),
  session_minutes: Presets,
});
export type LimitsConfig = z.infer<typeof LimitsConfig>;

/** The welcome offer shown beside the sign-up form. */
export const WelcomeOfferConfig = z.object({
  enabled: z.boolean(),
  /** The registration bonus it stands for (`group_key` of `/api/bonuses/registration`). */
  bonus_group_key: z.string(),
  title: Texts,
  text: Texts,
  image: z.string(),
  percent: z.number().int().min(0).max(1000),
  freespins: z.number().int().min(0),
  currencies: z.record(Currency, z.object({ min_deposit_cents: Cents, max_bonus_cents: Cents })),
  terms_url: LocalPath,
});

/** `/play/{alias}` (an old or short game address) → the game's identifier. */
export const GamesAliasesConfig = z.record(
  z.string().regex(/^\/play\/[A-Za-z0-9_.~-]+$/, 'validation.invalid_format'),
  GameIdentifier,
);
export type GamesAliasesConfig = z.infer<typeof GamesAliasesConfig>;

export const CLIENT_CONFIG_SCHEMAS = {
  'footer-payments-config': FooterPaymentsConfig,
  'main-widget-config': MainWidgetConfig,
  'vip-program-config': VipProgramConfig,
  'providers-config': ProvidersConfig,
  'enable-games-config': EnableGamesConfig,
  'cashbox-presets': CashboxPresets,
  'manage-withdraw-config': ManageWithdrawConfig,
  'daily-bonus-config': DailyBonusConfig,
  'limits-config': LimitsConfig,
  'welcome-offer-config': WelcomeOfferConfig,
  'games-aliases-config': GamesAliasesConfig,
} satisfies Record<(typeof CLIENT_CONFIG_NAMES)[number], z.ZodType>;

/** Hostnames of the sportsbook mirrors: the spec's `betting-config`. */
export const BettingHosts = z.array(z.string().max(253));
/**
 * The newer client's `betting-config`: an open object of which it reads `bonusTypesMap` (the
 * sportsbook's realtime bonus type → the REST type of `/api/v2/bonuses/{type}/{id}`).
 */
export const BettingConfigObject = z.object({
  hosts: BettingHosts,
  bonusTypesMap: z.record(z.string(), z.string()),
});
/** What the operator stores: the spec's list, or the object (both families are served from either). */
export const StoredBettingConfig = z.union([BettingHosts, BettingConfigObject]);
