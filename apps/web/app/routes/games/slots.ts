import { localizePath, splitLocalePath } from '@orbit/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/slots';

/** `/slots` and `/slots/{slug}` are the pokies pages: one canonical address each. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  // The slug comes decoded: encoded again, a Location header can carry any of them.
  const slug = encodeURIComponent(params.slug ?? 'all');
  return redirect(localizePath(locale, `/pokies/${slug}`) + url.search, 301);
}
