import { localizePath, splitLocalePath } from '@orbit/contract';
import { redirect } from 'react-router';
import { TOURNAMENTS_PATH } from '~/features/tournaments/index.ts';
import type { Route } from './+types/to-list';

/** `/arena` and `/promo` have no pages of their own yet: they lead to the tournaments (locale kept). */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  throw redirect(localizePath(locale, TOURNAMENTS_PATH));
}
