import { pageMeta } from '~/features/seo/index.ts';
import { NoSportPage } from '~/features/sport/index.ts';
import { sportLoader } from '~/features/sport/loaders.server.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/sport';

/**
 * `/sport`, `/sport/registration`, `/sport/login`, `/sport/{param}`: to the betting host when this
 * mirror has one; else sign-up and sign-in open here, and the rest say sports are not offered.
 */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  sportLoader(serverApi(context), request, params.param);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

export default function Sport() {
  return <NoSportPage />;
}
