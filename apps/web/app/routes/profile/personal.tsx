import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import {
  countriesQueryOptions,
  PersonalDataForm,
  PlayerStatsPanel,
  playerFieldsQueryOptions,
  playerStatsQueryOptions,
} from '~/features/profile/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { currenciesQueryOptions } from '~/shared/site/get-currencies.ts';
import type { Route } from './+types/personal';

export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(playerFieldsQueryOptions(api)),
      qc.prefetchQuery(countriesQueryOptions(api)),
      qc.prefetchQuery(playerStatsQueryOptions(api)),
      qc.prefetchQuery(currenciesQueryOptions(api)),
    ]),
  );

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { player } = usePlayer();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <section aria-labelledby="personal-title" className="flex flex-col gap-4">
        <h2 id="personal-title" className="text-lg font-semibold">
          {t('profile.tabs.personal')}
        </h2>
        {player ? <PersonalDataForm player={player} /> : null}
      </section>
      <PlayerStatsPanel />
    </HydrationBoundary>
  );
}
