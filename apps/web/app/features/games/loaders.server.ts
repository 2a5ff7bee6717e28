import { type Locale, splitLocalePath } from '@orbit/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type AppLoadContext, data } from 'react-router';
import { requireUser } from '~/features/guards/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { getPlayer } from '~/shared/player/get-player.ts';
import { getProject } from '~/shared/site/get-project.ts';
import { carriedCollections, collectionsQueryOptions } from './api/collections.ts';
import { favoriteGamesQueryOptions, favoriteIdsQueryOptions } from './api/favorites.ts';
import {
  categoryFilter,
  type GamesListParams,
  gamesListQueryOptions,
  providerFilter,
  tilesForPage,
} from './api/games-filter.ts';
import { providersQueryOptions } from './api/providers.ts';
import type { CategoryPageData, ProducerPageData } from './components/pages.tsx';
import { baseSlug, geoCategory, pageCategory } from './model/categories.ts';
import { requestDevice } from './model/device.ts';
import { parsePageParam } from './model/pagination.ts';
import type { GamesSeo } from './model/seo.ts';

/**
 * Loaders of the games pages (server only): they resolve what the page lists, render its first
 * page on the server, answer 404 for an unknown category or producer or a page past the last,
 * and name the page for its <title>.
 */

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
  params: { slug?: string; page?: string };
}

const notFound = () => data(null, { status: 404 });

async function titles(api: ApiClient, locale: Locale) {
  const project = await getProject(api);
  const brand = project?.site.brand ?? 'Orbit';
  const i18n = createI18n(locale, messagesFor(locale));
  return {
    t: (key: string, values: Record<string, string | number> = {}) => i18n.t(key, { brand, ...values }),
    defaultTitle: i18n.t('seo.default.title', { brand }),
    category: (slug: string, fallback: string) =>
      i18n.t(`games.categories.${slug}`, { defaultValue: fallback }),
  };
}

type Titles = Awaited<ReturnType<typeof titles>>;

/** `/categories/top/3` is titled as page 3. */
const withPage = (text: Titles, title: string, page: number) =>
  page > 1 ? text.t('seo.games.page', { title, page }) : title;

/** Fetches a list's first page; 404 when the page asked for is past the last one. */
async function loadFirstPage(queryClient: QueryClient, api: ApiClient, params: GamesListParams) {
  const startPage = params.startPage ?? 1;
  const first = await queryClient.fetchInfiniteQuery(gamesListQueryOptions(api, params)).catch(() => null); // the browser tries again
  const pagination = first?.pages[0]?.pagination;
  if (startPage > 1 && pagination && startPage > Math.max(pagination.total_pages, 1)) throw notFound();
}

/** `/pokies/:slug`, `/live/:slug`, `/categories/:slug(/:page)`. */
export async function categoryPageLoader(
  { request, context, params }: LoaderArgs,
  pageType: CategoryPageData['pageType'],
) {
  const startPage = parsePageParam(params.page);
  if (!params.slug || startPage === null) throw notFound();
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  const [collections, player, text] = await Promise.all([
    queryClient.fetchQuery(collectionsQueryOptions(api)),
    getPlayer(api).catch(() => null),
    titles(api, locale),
  ]);
  const category = pageCategory(pageType, params.slug);
  // Unknown categories are not pages (while the catalogue answers at all).
  if (collections.length > 0 && !collections.some((c) => baseSlug(c.id) === category)) throw notFound();
  const identifier = geoCategory(category, player?.country, collections);
  const device = requestDevice(request);
  await loadFirstPage(queryClient, api, { device, filter: categoryFilter(identifier), startPage });
  tilesForPage(queryClient, player);
  carriedCollections(queryClient, api);

  const collectionTitle =
    collections.find((c) => c.id === identifier || c.id === category)?.title ?? category;
  const own = text.t('seo.games.category', { category: text.category(category, collectionTitle) });
  const page: CategoryPageData = {
    pageType,
    category,
    identifier,
    device,
    startPage,
    basePath: pageType === 'category' ? `/categories/${params.slug}` : `/${pageType}/${params.slug}`,
  };
  const seo: GamesSeo = { title: withPage(text, own, startPage), defaultTitle: text.defaultTitle };
  return { dehydratedState: dehydrate(queryClient), page, seo };
}

/** `/producers/:slug(/:page)`: the producer's games (`filter.providers`). */
export async function producerPageLoader({ request, context, params }: LoaderArgs) {
  const startPage = parsePageParam(params.page);
  if (!params.slug || startPage === null) throw notFound();
  const slug = params.slug;
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  const [providers, text, player] = await Promise.all([
    queryClient.fetchQuery(providersQueryOptions(api)),
    titles(api, locale),
    getPlayer(api).catch(() => null),
  ]);
  const provider = providers.find((p) => p.id === slug);
  if (providers.length > 0 && !provider) throw notFound();
  const device = requestDevice(request);
  await loadFirstPage(queryClient, api, { device, filter: providerFilter(slug), startPage });
  tilesForPage(queryClient, player);
  const own = text.t('seo.games.producer', { producer: provider?.title ?? slug });
  const page: ProducerPageData = { slug, device, startPage };
  const seo: GamesSeo = { title: withPage(text, own, startPage), defaultTitle: text.defaultTitle };
  return { dehydratedState: dehydrate(queryClient), page, seo };
}

/** `/favorite-games`: login required (a guest goes to registration and comes back). */
export async function favoritesPageLoader({ request, context }: LoaderArgs) {
  await requireUser({ request, context });
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  const [text] = await Promise.all([
    titles(api, locale),
    queryClient.prefetchQuery(favoriteIdsQueryOptions(api)),
    queryClient.prefetchQuery(favoriteGamesQueryOptions(api)),
  ]);
  const seo: GamesSeo = { title: text.t('seo.games.favorites'), defaultTitle: text.defaultTitle };
  return { dehydratedState: dehydrate(queryClient), device: requestDevice(request), seo };
}
