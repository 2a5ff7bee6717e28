import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Arrival,
  affiliateSettings,
  arrivalOf,
  promotionsHiddenFor,
  recordUtm,
  tagForVisit,
} from './service.ts';
import { decodeUtmCookie, encodeUtmCookie, keptUtm, stagOf, type UtmValues } from './tags.ts';

/** The visitor's affiliate tag (spec 1 §9's "stag cookie"); read by the server only. */
export const STAG_COOKIE = 'orbit_stag';
/** The visitor's UTM keys until they are recorded for a player. */
export const UTM_COOKIE = 'orbit_utm';

const DAY_SECONDS = 24 * 60 * 60;

const cookieOptions = (request: FastifyRequest, days: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: days * DAY_SECONDS,
});

/** The tag the browser carries, if it is a well-formed one (a cookie is the browser's to forge). */
export const visitorStagOf = (request: FastifyRequest): string | null => stagOf(request.cookies[STAG_COOKIE]);

/** The UTM keys the browser carries, checked again. */
export const visitorUtmOf = (request: FastifyRequest): UtmValues | null =>
  decodeUtmCookie(request.cookies[UTM_COOKIE]);

/** What registration records of this browser's visitor. */
export const arrivalOfRequest = (request: FastifyRequest): Promise<Arrival> =>
  arrivalOf(request.server.deps, { cookieStag: visitorStagOf(request), utm: visitorUtmOf(request) });

/** Keeps a visitor's UTM keys (the last campaign's replace the earlier ones, as tags do). */
export async function keepUtm(request: FastifyRequest, reply: FastifyReply, values: UtmValues) {
  const { cookieDays } = await affiliateSettings(request.server.deps);
  reply.setCookie(UTM_COOKIE, encodeUtmCookie(values), cookieOptions(request, cookieDays));
}

/** Records the keys for the signed-in player (the first ones recorded stay) and forgets the cookie. */
export async function sendUtm(request: FastifyRequest, reply: FastifyReply, values: UtmValues | null) {
  const user = request.user;
  if (!user) return;
  if (values) await recordUtm(request.server.deps, user, values);
  if (request.cookies[UTM_COOKIE] !== undefined) reply.clearCookie(UTM_COOKIE, { path: '/' });
}

/**
 * Run for every page a browser asks for, before it renders: a link's `stag` or a search engine's
 * mapping goes into the tag cookie (service.ts `tagForVisit`), a link's UTM keys into theirs, and
 * a signed-in player's UTM keys are recorded. Server-side, so the lobby carries no code for it;
 * it never fails a page.
 */
export async function tagVisitor(request: FastifyRequest, reply: FastifyReply) {
  try {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { deps } = request.server;
    const stag = await tagForVisit(deps, {
      linkStag: query.stag,
      cookieStag: request.cookies[STAG_COOKIE],
      referer: request.headers.referer,
      path: request.url.split('?')[0] ?? '/',
      country: request.country,
    });
    if (stag) {
      const { cookieDays } = await affiliateSettings(deps);
      reply.setCookie(STAG_COOKIE, stag, cookieOptions(request, cookieDays));
      carryIntoRender(request, STAG_COOKIE, stag);
    }
    const utm = keptUtm(query);
    if (request.user) await sendUtm(request, reply, utm ?? visitorUtmOf(request));
    else if (utm) await keepUtm(request, reply, utm);
  } catch (error) {
    request.log.error({ err: error }, 'affiliate tagging failed');
  }
}

/**
 * The render's own API calls carry the page request's cookies: the tag set by this response must
 * be among them, so this very page already shows what the tag decides (hidden promotions).
 */
function carryIntoRender(request: FastifyRequest, name: string, value: string) {
  const others = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(`${name}=`));
  request.headers.cookie = [...others, `${name}=${value}`].join('; ');
  request.cookies[name] = value;
}

/** Whether this visitor's tag is one `excluded-promo-stags` hides promotions from. */
export const promotionsHiddenForRequest = (request: FastifyRequest): Promise<boolean> =>
  promotionsHiddenFor(request.server.deps, { user: request.user, cookieStag: visitorStagOf(request) });
