import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { providersQueryOptions } from '~/features/games/index.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useInView } from '../hooks/use-in-view.ts';

/** The first letters of a producer's words, its badge in the carousel (no third-party logos). */
export const monogram = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The footer's producers carousel: every producer, linking to its page.
 * Loaded when the footer comes near; its row keeps its height meanwhile.
 */
export function ProducersCarousel() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const [ref, near] = useInView<HTMLElement>();
  const { data = [] } = useQuery({ ...providersQueryOptions(useApi()), enabled: near });
  // The footer hydrates late (a lazy chunk): by then another part of the page (the new-provider
  // popup) may have loaded the producers, which the server-rendered list did not show.
  const producers = useHydrated() ? data : [];
  return (
    <section ref={ref} aria-labelledby="footer-producers" className="mx-auto max-w-7xl px-4 pb-6">
      <h2
        id="footer-producers"
        className="mb-3 text-xs font-semibold tracking-wider text-ink-muted uppercase"
      >
        {t('lobby.producers.title')}
      </h2>
      <ul
        className="flex h-14 snap-x gap-3 overflow-x-auto [scrollbar-width:thin]"
        data-testid="producers-carousel"
      >
        {producers.map((producer) => (
          <li key={producer.id} className="shrink-0 snap-start">
            <Link
              to={href(`/producers/${encodeURIComponent(producer.id)}`)}
              className="flex h-12 items-center gap-2 rounded-xl bg-surface-3/60 px-3 pr-4 text-sm font-semibold text-ink/85 ring-1 ring-white/5 transition hover:bg-surface-3 hover:text-ink"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-8 items-center justify-center rounded-lg bg-brand/30 text-xs font-black text-white"
              >
                {monogram(producer.title)}
              </span>
              {producer.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
