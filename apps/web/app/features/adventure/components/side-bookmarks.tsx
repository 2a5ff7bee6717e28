import { adventureKeyFor, playerGroups } from '@orbit/contract';
import { Link } from 'react-router';
import { useBookmarkQuest } from '~/features/quests/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isPromotionPageEnabled, usePromotionPages } from '~/shared/site/get-promotion-pages.ts';
import { useAdventuresConfig } from '../api/get-adventures-config.ts';
import { useIssuedLootboxes } from '../api/get-issued-lootboxes.ts';
import { BOOKMARK_PATHS, type BookmarkKind, visibleBookmarks } from '../model/bookmarks.ts';

const ICONS: Record<BookmarkKind, string> = {
  lootbox: '🎁',
  adventure: '🧭',
  quest: '🚀',
  'rocket-mart': '🛒',
};

/**
 * The side bookmarks of a signed-in player: small tabs at the window's right edge (from tablet
 * width), at most two (model/bookmarks.ts). Loaded after the page (side-bookmarks-host.tsx).
 */
export function SideBookmarks() {
  const { t } = useTranslation();
  const { href, path } = useLocale();
  const { player } = usePlayer();
  const signedIn = player !== null;
  const pages = usePromotionPages();
  const config = useAdventuresConfig(signedIn);
  const boxes = useIssuedLootboxes(signedIn);
  const quest = useBookmarkQuest(signedIn);
  // Shown once known, so the tabs do not shift as the answers arrive.
  if (!player || config.isPending || boxes.isPending || quest.pending) return null;
  const lootboxes = boxes.data ?? 0;
  const groups = playerGroups(player);
  const kinds = visibleBookmarks({
    lootboxes,
    adventure: config.data ? adventureKeyFor(config.data, groups) !== null : false,
    // The running quest the player can see (its own page).
    quest: quest.path !== null,
    shop: isPromotionPageEnabled(pages, 'rocket-mart', groups),
    path,
  });
  if (kinds.length === 0) return null;
  return (
    <nav
      aria-label={t('adventure.bookmarks.label')}
      className="fixed top-1/2 right-0 z-20 hidden -translate-y-1/2 flex-col gap-2 sm:flex"
      data-testid="side-bookmarks"
    >
      {kinds.map((kind) => (
        <Link
          key={kind}
          to={href(kind === 'quest' && quest.path ? quest.path : BOOKMARK_PATHS[kind])}
          data-testid={`bookmark-${kind}`}
          className="flex flex-col items-center gap-1 rounded-l-lg bg-brand px-1.5 py-2 text-xs font-semibold text-white shadow-lg hover:bg-brand-strong"
        >
          <span aria-hidden="true">{ICONS[kind]}</span>
          <span className="[writing-mode:vertical-rl]">
            {t(`adventure.bookmarks.${kind}`, { count: lootboxes })}
          </span>
        </Link>
      ))}
    </nav>
  );
}
