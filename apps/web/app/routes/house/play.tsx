import { HousePage, SessionExpired } from '~/features/house/index.ts';
import { houseFrameLoader } from '~/features/house/loaders.server.ts';
import type { Route } from './+types/play';

/**
 * The page inside the game iframe (`/house/play/{token}`): no casino shell around it. The root
 * reads the frame's language (`?locale=`, the cookie) and provides its catalogue.
 */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  houseFrameLoader(request, context, params.token);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.session ? data.session.game.title : 'Orbit' },
  { name: 'robots', content: 'noindex' },
];

/** A play never needs the loader again: the frame keeps its balance from the answers. */
export const shouldRevalidate = () => false;

export default function Page({ loaderData, params }: Route.ComponentProps) {
  const { locale, session } = loaderData;
  return session ? <HousePage token={params.token} session={session} locale={locale} /> : <SessionExpired />;
}
