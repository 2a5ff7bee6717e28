import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { guestOnly } from '~/features/guards/index.ts';
import { LobbyPage, LobbyQueries } from '~/features/lobby/index.ts';
import { lobbyLoader } from '~/features/lobby/loaders.server.ts';
import type { Route } from './+types/home';

export async function loader(args: Route.LoaderArgs) {
  // `/login`, `/registration` … show this page behind their modal; a signed-in player goes to main.
  await guestOnly(args);
  return lobbyLoader(args);
}

/** `?modal=` opens over the page; the lobby stays as it is. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** The main page: the game lobby. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <LobbyQueries queries={loaderData.queries}>
      <LobbyPage device={loaderData.device} />
    </LobbyQueries>
  );
}
