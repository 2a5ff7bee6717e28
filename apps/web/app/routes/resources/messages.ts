import { isLocale } from '@orbit/contract';
import { contentVersion, loadMessages, messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { isCatalogueArea } from '~/shared/i18n/namespaces.ts';
import type { Route } from './+types/messages';

/**
 * `GET /messages/{lang}.json?t=<5-minute bucket>`: the locale's whole catalogue;
 * `?ns=games,lobby` only those areas (the browser's on-demand namespaces). With `&v=` their
 * content's version (a page's own areas, `messagesUrl`), the answer is kept for good.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = params.file.replace(/\.json$/, '');
  if (!params.file.endsWith('.json') || !isLocale(lang)) {
    return Response.json({ error: 'not_found' }, { status: 404 });
  }
  await loadMessages(lang);
  const search = new URL(request.url).searchParams;
  const ns = search.get('ns');
  const areas = ns === null ? undefined : ns.split(',').filter(isCatalogueArea);
  const body = JSON.stringify(messagesFor(lang, areas));
  // A page's stale address (a build ago) gets today's words, but only for a while.
  const current = search.has('v') && search.get('v') === contentVersion(body);
  const cacheControl = current ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  return new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
  });
}
