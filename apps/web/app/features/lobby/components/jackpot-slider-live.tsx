import { useRef } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useActiveJackpots, useLiveJackpots } from '../api/get-jackpots.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { useMysticJackpotsFlag } from '../hooks/use-mystic-jackpots-flag.ts';
import type { ShownJackpot } from '../model/jackpots.ts';
import { JackpotLeaderboard } from './jackpot-leaderboard.tsx';
import { JackpotLevels } from './jackpot-levels.tsx';

const arrow =
  'inline-flex size-10 items-center justify-center rounded-full bg-surface-2 ring-1 ring-white/10 hover:bg-surface-3';

/** The lobby's jackpots: a slider of the active jackpots and their levels, beside the winners leaderboard. */
export function LiveJackpotSlider() {
  const jackpots = useActiveJackpots(false);
  return jackpots.length === 0 ? null : <JackpotSection jackpots={jackpots} />;
}

/**
 * The jackpots' section, their amounts live once on screen: before, the server's are current, and
 * their `jackpots_changes` channel would open the socket for nothing seen.
 */
function JackpotSection({ jackpots }: { jackpots: ShownJackpot[] }) {
  const { t } = useTranslation();
  const [section, onScreen] = useInView<HTMLElement>('0px');
  useLiveJackpots(onScreen);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  return (
    <section
      ref={section}
      aria-labelledby="lobby-jackpots"
      className="grid gap-4 lg:grid-cols-[3fr_2fr]"
      data-testid="jackpots"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="lobby-jackpots" className="text-xl font-bold sm:text-2xl">
            {t('lobby.jackpots.title')}
          </h2>
          {jackpots.length > 1 && (
            <div className="flex gap-2">
              <button
                type="button"
                className={arrow}
                onClick={() => scroll(-1)}
                aria-label={t('lobby.jackpots.previous')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={arrow}
                onClick={() => scroll(1)}
                aria-label={t('lobby.jackpots.next')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
        <ul
          ref={track}
          className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-1 [scrollbar-width:none]"
        >
          {jackpots.map((jackpot) => (
            <li key={jackpot.id} className="w-full shrink-0 snap-start">
              <JackpotCard jackpot={jackpot} />
            </li>
          ))}
        </ul>
      </div>
      <JackpotLeaderboard />
    </section>
  );
}

function JackpotCard({ jackpot }: { jackpot: ShownJackpot }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const pageOn = useMysticJackpotsFlag();
  return (
    <article aria-label={jackpot.name} className="jackpot-card" data-testid="jackpot-card">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-black">{jackpot.name}</h3>
        {pageOn && (
          <Link
            to={href(`/${jackpot.identifier}`)}
            className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20"
          >
            {t('lobby.jackpots.open')}
          </Link>
        )}
      </div>
      <JackpotLevels jackpot={jackpot} />
    </article>
  );
}

// The lobby's lazy import (jackpot-slider.tsx).
export default LiveJackpotSlider;
