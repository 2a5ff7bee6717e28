import { splitLocalePath } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { getPage } from '~/features/cms/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { serverApi } from '~/shared/api/server.ts';
import { currenciesQueryOptions } from '~/shared/site/get-currencies.ts';

/** The CMS page of the crypto page's text, and the category of named popups. */
export const CRYPTO_PAGE_SLUG = 'benefits-of-crypto';
export const POPUP_CATEGORY = 'popup';

const localeOf = (request: Request) => splitLocalePath(new URL(request.url).pathname).locale;

/** `/benefits-of-crypto`: the operator's text (the page stands without it) and the currencies. */
export async function cryptoBenefitsLoader(context: AppLoadContext, request: Request) {
  const api = serverApi(context);
  const [page, loaded] = await Promise.all([
    getPage(api, CRYPTO_PAGE_SLUG, localeOf(request)).catch(() => null),
    prefetch(context, (qc, prefetchApi) => qc.prefetchQuery(currenciesQueryOptions(prefetchApi))),
  ]);
  return { ...loaded, page };
}

/** `/popup/{name}`: the CMS popup of that name in the page's locale; a 404 for any other page. */
export async function namedPopupLoader(context: AppLoadContext, request: Request, name: string) {
  const popup = name ? await getPage(serverApi(context), `popup/${name}`, localeOf(request)) : null;
  if (!popup?.categories.includes(POPUP_CATEGORY)) throw data(null, { status: 404 });
  return { popup };
}
