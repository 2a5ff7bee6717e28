import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useActiveJackpots } from '../api/get-jackpots.ts';
import type { ShownJackpot } from '../model/jackpots.ts';
import { JackpotLeaderboard } from './jackpot-leaderboard.tsx';
import { JackpotLevels } from './jackpot-levels.tsx';

/**
 * The mystic jackpots page (`/{identifier}`): the jackpot's levels (their amounts live from the
 * `jackpots_changes` channel), its games and its winners.
 */
export function JackpotPage({ jackpot: loaded, games }: { jackpot: ShownJackpot; games?: ReactNode }) {
  const { t } = useTranslation();
  const jackpot = useActiveJackpots().find((live) => live.identifier === loaded.identifier) ?? loaded;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 focus:outline-none sm:py-10"
    >
      <section
        aria-labelledby="jackpot-title"
        className="flex flex-col gap-5 rounded-3xl bg-[radial-gradient(120%_140%_at_0%_0%,#6d28d9,#1e1b4b_55%,#0f1222)] p-6 ring-1 ring-white/10 sm:p-10"
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {t('lobby.mystic.kicker')}
          </p>
          <h1 id="jackpot-title" className="mt-2 text-3xl font-black sm:text-5xl">
            {jackpot.name}
          </h1>
          <p className="mt-3 text-white/85 sm:text-lg">{t('lobby.mystic.intro')}</p>
        </div>
        <JackpotLevels jackpot={jackpot} size="lg" />
      </section>
      {games}
      <JackpotLeaderboard jackpot={jackpot} className="lg:max-w-2xl" />
    </main>
  );
}
