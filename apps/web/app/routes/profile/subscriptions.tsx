import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { SubscriptionsForm, subscriptionsQueryOptions } from '~/features/profile/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Route } from './+types/subscriptions';

export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) => qc.prefetchQuery(subscriptionsQueryOptions(api)));

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

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
