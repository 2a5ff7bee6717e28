// Picture symbols are Twemoji artwork (graphics CC-BY 4.0, see the README's credits), served as
// files of their own: an operating system's emoji font may lack the newer ones (a fan, a hook).

import fisher from '@twemoji/svg/1f3a3.svg?no-inline';
import mask from '@twemoji/svg/1f3ad.svg?no-inline';
import lantern from '@twemoji/svg/1f3ee.svg?no-inline';
import book from '@twemoji/svg/1f4d6.svg?no-inline';
import idol from '@twemoji/svg/1f5ff.svg?no-inline';
import boat from '@twemoji/svg/1f6a4.svg?no-inline';
import amber from '@twemoji/svg/1f7e0.svg?no-inline';
import jade from '@twemoji/svg/1f7e2.svg?no-inline';
import compass from '@twemoji/svg/1f9ed.svg?no-inline';
import tackle from '@twemoji/svg/1f9f0.svg?no-inline';
import orange from '@twemoji/svg/1f34a.svg?no-inline';
import lemon from '@twemoji/svg/1f34b.svg?no-inline';
import koi from '@twemoji/svg/1f38f.svg?no-inline';
import fish from '@twemoji/svg/1f41f.svg?no-inline';
import diamond from '@twemoji/svg/1f48e.svg?no-inline';
import emerald from '@twemoji/svg/1f49a.svg?no-inline';
import moon from '@twemoji/svg/1f319.svg?no-inline';
import grapes from '@twemoji/svg/1f347.svg?no-inline';
import melon from '@twemoji/svg/1f349.svg?no-inline';
import plum from '@twemoji/svg/1f351.svg?no-inline';
import cherry from '@twemoji/svg/1f352.svg?no-inline';
import dragon from '@twemoji/svg/1f409.svg?no-inline';
import bell from '@twemoji/svg/1f514.svg?no-inline';
import ruby from '@twemoji/svg/1f534.svg?no-inline';
import sapphire from '@twemoji/svg/1f537.svg?no-inline';
import rocket from '@twemoji/svg/1f680.svg?no-inline';
import explorer from '@twemoji/svg/1f920.svg?no-inline';
import hook from '@twemoji/svg/1fa9d.svg?no-inline';
import planet from '@twemoji/svg/1fa90.svg?no-inline';
import coin from '@twemoji/svg/1fa99.svg?no-inline';
import fan from '@twemoji/svg/1faad.svg?no-inline';
import lure from '@twemoji/svg/1fab1.svg?no-inline';
import comet from '@twemoji/svg/2604.svg?no-inline';
import scatter from '@twemoji/svg/2728.svg?no-inline';

/** How the reels draw a symbol: a picture, or text for the card ranks, BAR, 7 and W. */
export type SymbolArt = { picture: string } | { text: string };

const PICTURES: Record<string, string> = {
  cherry,
  lemon,
  orange,
  plum,
  grapes,
  melon,
  bell,
  scatter,
  moon,
  comet,
  planet,
  rocket,
  compass,
  idol,
  mask,
  explorer,
  book,
  lantern,
  fan,
  koi,
  dragon,
  coin,
  hook,
  lure,
  tackle,
  boat,
  fish,
  fisher,
  amber,
  jade,
  emerald,
  sapphire,
  ruby,
  diamond,
};

const TEXTS: Record<string, string> = {
  bar: 'BAR',
  seven: '7',
  wild: 'W',
  nine: '9',
  ten: '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
  ace: 'A',
};

/** Whether a symbol has art of its own (a test checks every engine's symbols have). */
export const hasOwnArt = (id: string) => id in PICTURES || id in TEXTS;

/** The art of a symbol the engines name; an unknown id is drawn as its first letters. */
export function symbolArt(id: string): SymbolArt {
  const picture = PICTURES[id];
  if (picture) return { picture };
  return { text: TEXTS[id] ?? id.slice(0, 3).toUpperCase() };
}

/** `golden-idol` → `Golden idol`: the spoken name when the catalogue has none. */
export function humanName(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
