import { eurosIn } from '@orbit/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { finishTournament } from '../../modules/tournaments/payout.ts';
import { bonusOffers, tournamentPlayers, tournamentPrizes, tournaments, users } from '../schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

type Prize = { place: number; euros?: number; spins?: number };

interface DemoTournament {
  slug: string;
  frontendIdentifier: string;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  strategy: 'bet' | 'win' | 'rate' | 'spin';
  currency: string;
  /** Days from the seed's first run. */
  from: number;
  to: number;
  confirmationRequired?: boolean;
  groupIds?: number[];
  prizes: Prize[];
  /** A finished one's leaderboard: demo e-mail → real stake in minor units. */
  scores?: Record<string, number>;
}

const podium = (first: number, second: number, third: number, spins: number): Prize[] => [
  { place: 1, euros: first },
  { place: 2, euros: second },
  { place: 3, euros: third },
  { place: 4, spins },
  { place: 5, spins },
];

/**
 * The demo's competitions, dated from the first start: two running tournaments (one asks to be
 * confirmed), one upcoming, one finished with its winners paid, and quests of three sizes (the
 * `ffc` one is the test quest, shown only with its flag).
 */
const DEMO: DemoTournament[] = [
  {
    slug: 'slots-sprint',
    frontendIdentifier: 'slots-sprint',
    titles: {
      en: 'Slots Sprint',
      de: 'Slots-Sprint',
      fr: 'Sprint des machines',
      it: 'Sprint delle slot',
      no: 'Spilleautomat-sprint',
      et: 'Slotisprint',
    },
    descriptions: {
      en: 'Every real-money bet on any game counts: the biggest total stake wins.',
      de: 'Jeder Echtgeldeinsatz in jedem Spiel zählt: Der höchste Gesamteinsatz gewinnt.',
    },
    strategy: 'bet',
    currency: 'CAD',
    from: -1,
    to: 6,
    prizes: podium(500, 250, 100, 50),
  },
  {
    slug: 'big-win-hunt',
    frontendIdentifier: 'big-win-hunt',
    titles: {
      en: 'Big Win Hunt',
      de: 'Jagd auf den großen Gewinn',
      fr: 'Chasse au gros gain',
      it: 'Caccia alla grande vincita',
      no: 'Storgevinstjakt',
      et: 'Suure võidu jaht',
    },
    descriptions: {
      en: 'Your best single win divided by its stake ranks you. Confirm to take part.',
      de: 'Ihr bester Einzelgewinn geteilt durch den Einsatz zählt. Bestätigen Sie die Teilnahme.',
    },
    strategy: 'rate',
    currency: 'EUR',
    from: -2,
    to: 5,
    confirmationRequired: true,
    prizes: podium(300, 150, 75, 30),
  },
  {
    slug: 'high-roller-cup',
    frontendIdentifier: 'high-roller-cup',
    titles: {
      en: 'High Roller Cup',
      de: 'High-Roller-Pokal',
      fr: 'Coupe des gros joueurs',
      it: 'Coppa high roller',
      no: 'Storspiller-cupen',
      et: 'Suurpanustajate karikas',
    },
    descriptions: {
      en: 'The biggest sum of wins takes the cup.',
      de: 'Die höchste Gewinnsumme holt den Pokal.',
    },
    strategy: 'win',
    currency: 'CAD',
    from: 2,
    to: 9,
    prizes: podium(1000, 500, 250, 100),
  },
  {
    slug: 'autumn-cup',
    frontendIdentifier: 'autumn-cup',
    titles: {
      en: 'Autumn Cup',
      de: 'Herbstpokal',
      fr: "Coupe d'automne",
      it: "Coppa d'autunno",
      no: 'Høstcupen',
      et: 'Sügiskarikas',
    },
    descriptions: { en: 'The biggest total stake won.', de: 'Der höchste Gesamteinsatz hat gewonnen.' },
    strategy: 'bet',
    currency: 'CAD',
    from: -14,
    to: -7,
    prizes: podium(200, 100, 50, 20),
    // CAD players only (a prize in another currency would open an account the README does not list);
    // player@ comes fourth, so the demo shows their free spins won.
    scores: {
      'multi@orbit.test': 152_500,
      'twofa@orbit.test': 84_000,
      'fresh@orbit.test': 52_000,
      'player@orbit.test': 31_200,
    },
  },
  {
    slug: 'rocket-quest',
    frontendIdentifier: 'm--rocket-quest',
    titles: {
      en: 'Rocket Quest',
      de: 'Raketen-Quest',
      fr: 'Quête fusée',
      it: 'Missione razzo',
      no: 'Rakettoppdraget',
      et: 'Raketiülesanne',
    },
    descriptions: {
      en: 'Climb 25 levels with your real-money bets.',
      de: 'Steigen Sie mit Echtgeldeinsätzen 25 Stufen auf.',
    },
    strategy: 'bet',
    currency: 'CAD',
    from: -3,
    to: 27,
    prizes: [],
  },
  {
    slug: 'starter-quest',
    frontendIdentifier: 'xs--starter-quest',
    titles: {
      en: 'Starter Quest',
      de: 'Einsteiger-Quest',
      fr: 'Quête de départ',
      it: 'Missione iniziale',
      no: 'Startoppdraget',
      et: 'Algaja ülesanne',
    },
    descriptions: { en: 'Six levels for your first bets.', de: 'Sechs Stufen für Ihre ersten Einsätze.' },
    strategy: 'bet',
    currency: 'EUR',
    from: -3,
    to: 27,
    prizes: [],
  },
  {
    slug: 'ffc',
    frontendIdentifier: 's--ffc-quest',
    titles: { en: 'Test quest', de: 'Test-Quest' },
    descriptions: { en: 'Shown only with the test flag.' },
    strategy: 'bet',
    currency: 'CAD',
    from: -3,
    to: 27,
    prizes: [],
  },
];

/** The demo's tournaments and quests: inserted once (by slug), the finished one ranked and paid. */
export async function seedDemoTournaments(deps: Deps) {
  const { db } = deps;
  const now = deps.now().getTime();
  const [spins] = await db
    .select({ id: bonusOffers.id })
    .from(bonusOffers)
    .where(eq(bonusOffers.groupKey, 'lootbox_freespins'));
  const emails = [...new Set(DEMO.flatMap((d) => Object.keys(d.scores ?? {})))];
  const players = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(inArray(users.email, emails));
  for (const demo of DEMO) {
    const [row] = await db
      .insert(tournaments)
      .values({
        slug: demo.slug,
        frontendIdentifier: demo.frontendIdentifier,
        titles: demo.titles,
        descriptions: demo.descriptions,
        strategy: demo.strategy,
        currency: demo.currency,
        startAt: new Date(now + demo.from * DAY),
        endAt: new Date(now + demo.to * DAY),
        groupIds: demo.groupIds ?? [],
        confirmationRequired: demo.confirmationRequired ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    const prizes = demo.prizes.flatMap((p): (typeof tournamentPrizes.$inferInsert)[] => {
      const place = { tournamentId: row.id, awardPlace: p.place };
      if (p.euros) return [{ ...place, kind: 'money', amountCents: eurosIn(p.euros, demo.currency) }];
      if (p.spins && spins)
        return [
          { ...place, kind: 'freespins', offerId: spins.id, freespinsCount: p.spins, wagerMultiplier: 20 },
        ];
      return [];
    });
    if (prizes.length > 0) await db.insert(tournamentPrizes).values(prizes);
    const scored = players.filter((p) => demo.scores?.[p.email] !== undefined);
    if (scored.length === 0) continue;
    await db.insert(tournamentPlayers).values(
      scored.map((p, i) => {
        const cents = demo.scores![p.email]!;
        return {
          tournamentId: row.id,
          userId: p.id,
          nickname: p.nickname || `player${p.id}`,
          betCents: cents,
          gamesTaken: Math.round(cents / 200),
          score: cents,
          reachedAt: new Date(row.endAt.getTime() - (i + 1) * DAY),
        };
      }),
    );
    if (row.endAt.getTime() <= now) await finishTournament(deps, row);
  }
}
