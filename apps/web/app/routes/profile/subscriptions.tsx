import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyModalChanged } from '~/features/guards/index.ts';
import { subscriptionsQueryOptions } from '~/features/profile/api/subscriptions.ts';
import { SubscriptionsForm } from '~/features/profile/components/subscriptions-form.tsx';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/subscriptions';

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(subscriptionsQueryOptions(serverApi(context)));
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
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <section aria-labelledby="subscriptions-title" className="flex flex-col gap-4">
        <h2 id="subscriptions-title" className="text-lg font-semibold">
          {t('profile.tabs.subscriptions')}
        </h2>
        <SubscriptionsForm />
      </section>
    </HydrationBoundary>
  );
}
