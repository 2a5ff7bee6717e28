import { isLocale } from '@orbit/contract';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import type { Route } from './+types/messages';

/** `GET /messages/{lang}.json?t=<5-minute bucket>`: the locale's whole catalogue. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = params.file.replace(/\.json$/, '');
  if (!params.file.endsWith('.json') || !isLocale(lang)) {
    return Response.json({ error: 'not_found' }, { status: 404 });
  }
  return Response.json(messagesFor(lang), { headers: { 'cache-control': 'public, max-age=300' } });
}
