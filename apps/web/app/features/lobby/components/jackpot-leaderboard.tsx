import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useJackpotWins } from '../api/get-jackpot-wins.ts';
import type { ShownJackpot } from '../model/jackpots.ts';
import {
  LEADERBOARD_TABS,
  type LeaderboardTab,
  type LeaderboardWin,
  leaderboardEntries,
  maskWinnerName,
  winAmount,
  winsOf,
} from '../model/leaderboard.ts';

/**
 * The jackpot winners leaderboard: Biggest and Latest tabs (ARIA tabs, arrow
 * keys move between them), 5 winners each, names masked, amounts cents / 100. With `jackpot`,
 * only that jackpot's winners.
 */
export function JackpotLeaderboard({
  jackpot,
  className = '',
}: {
  jackpot?: ShownJackpot;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data: all = [] } = useJackpotWins();
  const wins = jackpot ? winsOf(all, jackpot) : all;
  const [tab, setTab] = useState<LeaderboardTab>('biggest');
  const id = useId();
  const tabs = useRef<Partial<Record<LeaderboardTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = LEADERBOARD_TABS.indexOf(tab);
    const next = LEADERBOARD_TABS[(at + step + LEADERBOARD_TABS.length) % LEADERBOARD_TABS.length]!;
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col gap-3 rounded-3xl bg-surface-2 p-5 ring-1 ring-white/5 ${className}`}
      data-testid="jackpot-leaderboard"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('lobby.leaderboard.title')}
        </h2>
        <div
          role="tablist"
          aria-label={t('lobby.leaderboard.title')}
          className="flex gap-1 rounded-full bg-surface p-1"
        >
          {LEADERBOARD_TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onKeyDown}
              className={`h-9 rounded-full px-4 text-sm font-semibold transition ${tab === name ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'}`}
            >
              {t(`lobby.leaderboard.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="min-h-[17.5rem]"
      >
        <WinnersList wins={leaderboardEntries(wins, tab)} />
      </div>
    </section>
  );
}

function WinnersList({ wins }: { wins: LeaderboardWin[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (wins.length === 0)
    return <p className="py-6 text-center text-sm text-ink-muted">{t('lobby.leaderboard.empty')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-white/5">
      {wins.map((win, i) => (
        <li
          // Wins have no id on the wire; winner, level and time tell them apart.
          key={`${win.created_at}-${win.user_name}-${win.jackpot_level_name}`}
          className="leaderboard-entry"
          data-testid="leaderboard-entry"
        >
          <span className="leaderboard-rank">{i + 1}</span>
          <span className="min-w-0">
            <span className="block truncate font-semibold">{maskWinnerName(win.user_name)}</span>
            <span className="leaderboard-level">{win.jackpot_level_name}</span>
          </span>
          <span className="font-bold text-accent tabular-nums">{winAmount(win.amount_cents, locale)}</span>
        </li>
      ))}
    </ol>
  );
}
