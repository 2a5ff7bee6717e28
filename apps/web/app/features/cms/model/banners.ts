import type { Banner } from '@orbit/contract';

/** Who is looking: banners are filtered by login state, group, live window and currency kind (spec 1 §1). */
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
