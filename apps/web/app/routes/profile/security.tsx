import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import {
  ChangePasswordForm,
  SessionsList,
  sessionsQueryOptions,
  TwoFactorPanel,
} from '~/features/profile/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import type { Route } from './+types/security';

export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) => qc.prefetchQuery(sessionsQueryOptions(api)));

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { player } = usePlayer();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="flex flex-col gap-10">
        <ChangePasswordForm />
        {player ? <TwoFactorPanel player={player} /> : null}
        <SessionsList />
      </div>
    </HydrationBoundary>
  );
}
