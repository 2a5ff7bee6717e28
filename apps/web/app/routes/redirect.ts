import { localizePath, splitLocalePath } from '@orbit/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/** Old addresses the spec keeps alive (spec 2 §2): where each leads now. */
export const REDIRECTS: Record<string, string> = {
  'santa-vegas': '/promotions',
  'accounts/history': '/',
};

/** `/santa-vegas` → `/promotions`, `/accounts/history` → the lobby (permanently; locale kept). */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname);
  const target = REDIRECTS[path.replace(/^\//, '')] ?? '/';
  throw redirect(localizePath(locale, target), 301);
}
