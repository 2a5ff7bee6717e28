import type { HouseSession } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { serverApi } from '~/shared/api/server.ts';
import { getHouseSession } from './api/get-session.ts';
import { frameLocale } from './model/locale.ts';

/**
 * The frame page's data: its locale (query, cookie, default; money is formatted in it) and the
 * session — null when the server does not know the token (the page says so).
 */
export async function houseFrameLoader(request: Request, context: AppLoadContext, token: string) {
  const locale = frameLocale(new URL(request.url), request.headers.get('cookie'));
  let session: HouseSession | null = null;
  try {
    session = await getHouseSession(serverApi(context), token);
  } catch (error) {
    // 404: no such session (any more); 400: not even a token's shape.
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 400))) throw error;
  }
  return { locale, session };
}
