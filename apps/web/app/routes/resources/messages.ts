import { isLocale } from '@orbit/contract';
import { loadMessages, messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { isCatalogueArea } from '~/shared/i18n/namespaces.ts';
import type { Route } from './+types/messages';

/**
 * `GET /messages/{lang}.json?t=<5-minute bucket>`: the locale's whole catalogue;
 * `?ns=games,lobby` only those areas (the browser's on-demand namespaces).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = params.file.replace(/\.json$/, '');
  if (!params.file.endsWith('.json') || !isLocale(lang)) {
    return Response.json({ error: 'not_found' }, { status: 404 });
  }
  await loadMessages(lang);
  const ns = new URL(request.url).searchParams.get('ns');
  const areas = ns === null ? undefined : ns.split(',').filter(isCatalogueArea);
  return Response.json(messagesFor(lang, areas), { headers: { 'cache-control': 'public, max-age=300' } });
}
