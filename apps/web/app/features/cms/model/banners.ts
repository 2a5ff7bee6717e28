import type { Banner } from '@orbit/contract';

/** Who is looking: banners are filtered by login state, group, live window and currency kind. */
export interface BannerAudience {
  signedIn: boolean;
  groups: readonly number[];
  /** Whether the player's currency is crypto; null when unknown. */
  crypto: boolean | null;
  now: Date;
}

/** `DD/MM/YYYY HH:mm` in UTC → epoch ms, or null when malformed. */
export function parseLiveTime(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh, min] = match.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(yyyy, mm - 1, dd, hh, min);
  const date = new Date(ms);
  return date.getUTCDate() === dd && date.getUTCMonth() === mm - 1 ? ms : null;
}

export function isBannerVisible(banner: Banner, audience: BannerAudience): boolean {
  if (banner.logged !== audience.signedIn) return false;
  const groups = banner.groupIds ?? [];
  if (groups.length > 0 && !groups.some((g) => audience.groups.includes(g))) return false;
  if (banner.liveTime) {
    const start = parseLiveTime(banner.liveTime.start);
    const end = parseLiveTime(banner.liveTime.end);
    const now = audience.now.getTime();
    if (start === null || end === null || now < start || now > end) return false;
  }
  if (banner.currencyType && audience.crypto !== (banner.currencyType === 'crypto')) return false;
  return true;
}

/** The banners of a page location (`main`, `pokies` …) this audience may see, in their order there. */
export function bannersFor(banners: readonly Banner[], location: string, audience: BannerAudience): Banner[] {
  const position = (b: Banner) => b.order[location] ?? Number.MAX_SAFE_INTEGER;
  return banners
    .filter((b) => b.categories.includes(location) && isBannerVisible(b, audience))
    .sort((a, b) => position(a) - position(b));
}

/** A banner's button target: a site path (localised), a web URL, or nothing usable. */
export function bannerTarget(url: string): { kind: 'path' | 'web'; url: string } | null {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return { kind: 'path', url: trimmed };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'web', url: trimmed };
  return null;
}

const SLUG = /^[\w-]+$/;

/**
 * The main button's target: a tournament or lottery button with a frontend identifier opens that
 * promotion's page (`/tournaments/{id}`, `/lottery/{id}`), any other button its url.
 */
export function bannerButtonTarget(button: Banner['button']): { kind: 'path' | 'web'; url: string } | null {
  const id = button.frontendIdentifier?.trim();
  if (button.type && id && SLUG.test(id)) {
    return { kind: 'path', url: button.type === 'lottery' ? `/lottery/${id}` : `/tournaments/${id}` };
  }
  return bannerTarget(button.url);
}

/** The operator's extra button attributes the page honours: `data-*` (analytics) and `title`. */
export function bannerButtonAttrs(attrs: Banner['button']['attrs']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (/^data-[a-z0-9-]+$/i.test(name) || name === 'title') out[name] = value;
  }
  return out;
}

const isColour = (value: string) => /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value.trim());

/** The banner's four-stop gradient, when every stop is a plain colour. */
export function bannerGradient(gradient: Banner['gradient']): string | undefined {
  const stops = [
    gradient.colorLeft,
    gradient.colorLeftCenter,
    gradient.colorRightCenter,
    gradient.colorRight,
  ];
  return stops.every(isColour) ? `linear-gradient(100deg, ${stops.join(', ')})` : undefined;
}
