import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyModalChanged } from '~/features/guards/index.ts';
import { sessionsQueryOptions } from '~/features/profile/api/sessions.ts';
import { ChangePasswordForm } from '~/features/profile/components/change-password-form.tsx';
import { SessionsList } from '~/features/profile/components/sessions-list.tsx';
import { TwoFactorPanel } from '~/features/profile/components/two-factor-panel.tsx';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/security';

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(sessionsQueryOptions(serverApi(context)));
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
