import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyModalChanged } from '~/features/guards/index.ts';
import { countriesQueryOptions } from '~/features/profile/api/get-countries.ts';
import { playerFieldsQueryOptions } from '~/features/profile/api/get-player-fields.ts';
import { PersonalDataForm } from '~/features/profile/components/personal-data-form.tsx';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/personal';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(playerFieldsQueryOptions(api)),
    queryClient.prefetchQuery(countriesQueryOptions(api)),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyModalChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

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
    </HydrationBoundary>
  );
}
