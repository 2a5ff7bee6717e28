/**
 * The sport pages (`/sport/registration`, `/sport/login`, `/sport/{param?}`, spec 2 §2) and the
 * hash links `#sport`, `#sport_{x}`: to the betting host when this mirror has one, else sign-up
 * and sign-in open their modal here and any other sport page says sports are not offered.
 */
export type SportTarget =
  | { kind: 'betting'; url: string }
  | { kind: 'modal'; modal: 'registration' | 'login' }
  | { kind: 'none' };

/** A sport path part: letters, digits, `-` and `_` (anything else is no page of the sportsbook). */
const PART = /^[\w-]{1,100}$/;

export function sportTarget(param: string | undefined, bettingUrl: string | null): SportTarget {
  const part = param && PART.test(param) ? param : undefined;
  if (bettingUrl) {
    const base = bettingUrl.replace(/\/+$/, '');
    return { kind: 'betting', url: part ? `${base}/${part}` : base };
  }
  if (part === 'registration' || part === 'login') return { kind: 'modal', modal: part };
  return { kind: 'none' };
}

/** The sport page a hash link stands for (`#sport` → `/sport`, `#sport_live` → `/sport/live`), or null. */
export function sportPathOfHash(hash: string): string | null {
  if (hash === '#sport') return '/sport';
  const match = /^#sport_([\w-]{1,100})$/.exec(hash);
  return match ? `/sport/${match[1]}` : null;
}
