import { z } from 'zod';
import { Player } from './player.ts';

/**
 * Client telemetry: what browsers report about the pages they ran (Core Web Vitals, resource
 * timings, uncaught errors, forms' validation errors, a game's start time, a payment's outcome).
 * The server stores none of it per report: it counts it into Prometheus metrics whose labels
 * come only from the lists below (anything else counts as `other`), so a hostile body cannot
 * grow the number of series.
 */

/** The label of a value outside its known list. */
export const OTHER_LABEL = 'other';

/**
 * The web client's pages: the React Router route id of the page, without its locale prefix
 * (`de:games-pokies` → `games-pokies`). apps/web's telemetry test keeps it equal to routes.ts.
 */
export const TELEMETRY_PAGES = [
  'home',
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'email-confirmation',
  'profile',
  'profile-personal',
  'profile-balance-history',
  'profile-security',
  'profile-subscriptions',
  'profile-games-history',
  'profile-limits',
  'profile-gifts',
  'profile-verification',
  'profile-levels',
  'cashbox-deposit',
  'cashbox-accounts--accountId-deposit',
  'cashbox-deposit-bonus',
  'cashbox-deposit-fast',
  'cashbox-withdraw',
  'cashbox-cashbox',
  'cashbox-dashboard',
  'payment-methods',
  'limits-confirm',
  'play',
  'fairness',
  'games-pokies',
  'games-slots',
  'games-live',
  'games-category',
  'games-producer',
  'games-favorites',
  'promotions',
  'promotions-cashback',
  'comp-points',
  'adventure',
  'vip-club',
  'rocketmart-wheel',
  'rocketmart-wheel-spin',
  'rocketmart-wheel-segments',
  'rocketplay-wheel',
  'rocketplay-wheel-spin',
  'rocketplay-wheel-segments',
  'rocket-chance',
  'quests',
  'quest',
  'lottery',
  'tournaments',
  'tournaments-all',
  'tournaments-producers',
  'tournaments-lotteries',
  'tournaments-actions',
  'tournaments-achievements',
  'tournaments-archive',
  'tournament',
  'leaderboard',
  'arena',
  'promo',
  'support',
  'oops',
  'benefits-of-crypto',
  'ffc',
  'sport',
  'news',
  'news-article',
  'single-bonus',
  'named-popup',
  'static-page',
  'not-found',
] as const;

/** A page as the client names it: a route id's shape (bounded), counted as `other` when unknown. */
const Page = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid_format');

// --- PUT /performance, POST /api-fe/performance ---

/** The Core Web Vitals the client measures (web-vitals): times in milliseconds, CLS unitless. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

export const WebVital = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  /** Milliseconds (LCP, INP, FCP, TTFB) or the layout-shift score (CLS). At most 10 minutes. */
  value: z.number().min(0).max(600_000),
  rating: z.enum(WEB_VITAL_RATINGS).optional(),
});
export type WebVital = z.infer<typeof WebVital>;

/** One page load's vitals, sent together when the page is hidden (or the batch is full). */
export const PerformanceReport = z.object({
  page: Page,
  metrics: z.array(WebVital).min(1).max(10),
});
export type PerformanceReport = z.infer<typeof PerformanceReport>;

// --- PUT /network-performance, POST /api-fe/network-performance ---

/** What a timed request fetched: Orbit's API, the page itself, or an asset by its kind. */
export const RESOURCE_KINDS = ['api', 'document', 'script', 'style', 'image', 'font', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const ResourceTiming = z.object({
  kind: z.enum(RESOURCE_KINDS),
  /** Milliseconds from start to the response's end. At most 10 minutes. */
  duration: z.number().min(0).max(600_000),
});

export const NetworkPerformanceReport = z.object({
  page: Page,
  entries: z.array(ResourceTiming).min(1).max(50),
});
export type NetworkPerformanceReport = z.infer<typeof NetworkPerformanceReport>;

// --- PUT /log, POST /api-fe/log ---

export const CLIENT_LOG_LEVELS = ['error', 'warn', 'info'] as const;
/** Where the entry came from: an uncaught error, an unhandled promise rejection, or the app itself. */
export const CLIENT_LOG_SOURCES = ['error', 'unhandledrejection', 'app'] as const;

export const ClientLogEntry = z.object({
  level: z.enum(CLIENT_LOG_LEVELS),
  message: z.string().max(1_000),
  stack: z.string().max(4_000).optional(),
  source: z.enum(CLIENT_LOG_SOURCES).default('app'),
  page: Page,
});
export type ClientLogEntry = z.infer<typeof ClientLogEntry>;

// --- PUT /metrics-errors-validation, POST /api-fe/metrics-errors-validation ---

/** Which side found the errors: the browser's checks, or the server's 422. */
export const VALIDATION_SIDES = ['frontEnd', 'backEnd'] as const;
export type ValidationSide = (typeof VALIDATION_SIDES)[number];

/** The forms whose validation errors are counted (the reference client's names). */
export const VALIDATION_COMPONENTS = [
  'UserInfoStep',
  'UserInfoAddress',
  'ProfileEdit',
  'CashboxOthersForms',
  'LoginForm',
  'RegistrationForm',
] as const;
export type ValidationComponent = (typeof VALIDATION_COMPONENTS)[number];

/** The fields counted by name: the player's fields and the auth and cashbox forms' own. */
export const VALIDATION_FIELDS: readonly string[] = [
  ...Object.keys(Player.shape),
  'base',
  'password',
  'password_confirmation',
  'current_password',
  'captcha',
  'otp_attempt',
  'terms_acceptance',
  'amount',
  'amount_cents',
  'bonus_code',
  'cancel_bonus_id',
  'method_id',
  'card_number',
  'card_expiry',
  'card_cvv',
  'holder',
  'iban',
];

export const ValidationErrorsReport = z.object({
  side: z.enum(VALIDATION_SIDES),
  component: z.enum(VALIDATION_COMPONENTS),
  errors: z
    .array(z.object({ key: z.string().max(100), firstMessage: z.string().max(500) }))
    .min(1)
    .max(50),
});
export type ValidationErrorsReport = z.infer<typeof ValidationErrorsReport>;

// --- POST /api-fe/game-start-performance (the newer client's) ---

/** The Network Information API's `effectiveType`; anything else counts as `other`. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'wifi', 'ethernet', 'cellular'] as const;

const Identifier = z.union([z.string().max(200), z.number()]).nullish();

/** How long a game took to start (milliseconds); only the provider and connection type are counted. */
export const GameStartReport = z.object({
  country: z.string().max(10).nullish(),
  userId: Identifier,
  gameId: Identifier,
  gameName: z.string().max(200).nullish(),
  provider: z.string().max(100),
  value: z.number().min(0).max(600_000),
  connectionType: z.string().max(30).nullish(),
});
export type GameStartReport = z.infer<typeof GameStartReport>;

// --- POST /api-fe/metrics/transaction-metric (the newer client's) ---

/** A payment's outcome as the cashbox saw it; the amount is checked but never summed (the wallet knows). */
export const TransactionMetric = z.object({
  type: z.enum(['deposit', 'cashout']),
  isSuccessTransaction: z.boolean(),
  paymentSystem: z.string().max(100),
  amount: z
    .string()
    .max(32)
    .regex(/^\d+(\.\d+)?$/, 'validation.invalid_format'),
  currency: z.string().max(10),
});
export type TransactionMetric = z.infer<typeof TransactionMetric>;
