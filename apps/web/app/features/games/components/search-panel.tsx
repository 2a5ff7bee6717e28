import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { useGameRow } from '../api/games-filter.ts';
import { searchGamesQueryOptions } from '../api/search-games.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useGeoCategory } from '../hooks/use-geo-category.ts';
import { usePlayerWallet } from '../hooks/use-player-wallet.ts';
import { browserDevice } from '../model/device.ts';
import { playHref, playTarget, type TileGame } from '../model/game.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_LIMIT, searchMode } from '../model/search.ts';

export interface SearchPanelProps {
  query: string;
  listboxId: string;
  /** The option the arrow keys point at (-1: none). */
  active: number;
  /** The links of the listed games, in order, for the combobox's keyboard. */
  onResults: (hrefs: readonly string[]) => void;
  onPick: () => void;
}

/** The search results panel (lazy): recommended games, a hint, or the title matches. */
export default function SearchPanel({ query, listboxId, active, onResults, onPick }: SearchPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const device = useMemo(browserDevice, []);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // The hint and the recommendations follow the input at once; a title search waits for the debounce.
  const mode = searchMode(query);
  const title = mode === 'search' && searchMode(debounced) === 'search' ? debounced : null;
  const recommendedId = useGeoCategory('recommended');
  const recommended = useGameRow(
    { identifier: recommendedId ?? 'recommended', device },
    mode === 'recommended' && recommendedId !== null,
  );
  const search = useQuery({
    ...searchGamesQueryOptions(api, title ?? '', device),
    enabled: title !== null,
    placeholderData: (previous) => previous,
  });
  const games: readonly TileGame[] =
    mode === 'recommended'
      ? (recommended.data?.data.slice(0, SEARCH_RESULTS_LIMIT) ?? [])
      : mode === 'search'
        ? (search.data ?? [])
        : [];
  const hrefs = useGameHrefs(games);
  const hrefsKey = hrefs.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the list changes
  useEffect(() => onResults(hrefs), [hrefsKey, onResults]);

  const loading =
    mode === 'search'
      ? !search.data && (title === null || search.isFetching)
      : mode === 'recommended' && recommended.isPending;
  let status: string;
  if (mode === 'too-short') status = t('games.search.tooShort');
  else if (loading) status = t('games.search.loading');
  else if (mode === 'recommended') status = t('games.search.recommended');
  else status = games.length > 0 ? t('games.search.found', { count: games.length }) : t('games.search.none');

  return (
    <div className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-2xl border border-white/10 bg-surface-2 p-2 shadow-2xl shadow-black/60">
      <p role="status" className="px-2 py-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {status}
      </p>
      <div id={listboxId} role="listbox" aria-label={t('games.search.results')}>
        {games.map((game, index) => (
          <Link
            key={game.identifier}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            to={hrefs[index] ?? '#'}
            onClick={onPick}
            className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-surface-3 aria-selected:bg-surface-3"
          >
            <img
              src={game.preview}
              alt=""
              width={64}
              height={48}
              loading="lazy"
              className="aspect-[4/3] w-16 shrink-0 rounded-md bg-surface-3 object-cover"
            />
            <span className="min-w-0 truncate text-sm font-medium">{game.title}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** Where each result leads: real play, the demo, or registration for a guest without a demo. */
function useGameHrefs(games: readonly TileGame[]): string[] {
  const { href } = useLocale();
  const location = useLocation();
  const wallet = usePlayerWallet();
  return games.map((game) => {
    const target = playTarget(game, wallet) ?? 'real';
    if (target === 'registration')
      return modalHref(location, 'registration', { redirect: `${location.pathname}${location.search}` });
    return href(playHref(game, target));
  });
}
