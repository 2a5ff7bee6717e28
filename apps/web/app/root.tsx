import { isSignedIn, splitLocalePath } from '@orbit/contract';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { adminLocaleOf, adminMessagesFor, isAdminPath } from '~/admin/i18n.server.ts';
import { frameLocale } from '~/features/house/index.ts';
import { carryQueries, hydrationState } from '~/shared/api/carried-queries.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { pagePlayerQueryOptions } from '~/shared/player/get-player.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { makeQueryClient, QueryProvider } from './shared/api/provider.tsx';
import { messagesFor, messagesUrl } from './shared/i18n/catalogues.server.ts';
import { useLoadedCatalogue } from './shared/i18n/loaded-catalogue.ts';
import { namespacesFor } from './shared/i18n/namespaces.ts';
import { PageMessages } from './shared/i18n/page-messages.ts';
import { DemoNotice } from './shared/ui/demo-notice.tsx';

/**
 * The stylesheet blocks the first paint: with a precedence React puts it first in the head, right
 * after the first tiles' art, so a phone fetches it before the dozen module preloads (as a
 * side-effect import it came last, behind them on the connections a browser opens to one host).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'high' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * A signed-in player's pages carry these too: what their shell shows (their notification centre),
 * and the words of the live announcements that are worded the moment their event arrives (a
 * badge's name, a VIP status) — an area fetched only then would leave a blank in the announcement.
 */
const PLAYER_AREAS = [
  'notifications',
  'comp',
  'auth',
  'adventure',
  'lotteries',
  'play',
  'achievements',
  'vip',
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The back office: its own catalogues and language, no player.
  if (isAdminPath(url.pathname)) {
    const locale = adminLocaleOf(request.headers.get('cookie'));
    return {
      locale,
      messages: adminMessagesFor(locale),
      messagesUrl: null,
      onDemand: false,
      queries: [],
      demo: context.demo === true,
    };
  }
  // The house game frame has no locale prefix: its launch URL or the cookie names the language.
  const locale = url.pathname.startsWith('/house/')
    ? frameLocale(url, request.headers.get('cookie'))
    : splitLocalePath(url.pathname).locale;
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(pagePlayerQueryOptions(context));
  // The demo says so on every page (not inside a game's frame: its page says it).
  const demo = context.demo === true && !url.pathname.startsWith('/house/');
  // Only the areas of the catalogue this page shows at first; the browser fetches others on demand.
  // A signed-in player's shell shows more: their level (the comp shop's words), the adventure's
  // and lotteries' live parts, the account's forms, the unfinished games' words.
  const signedIn = isSignedIn(queryClient.getQueryData(pagePlayerQueryOptions(context).queryKey));
  const messages = messagesFor(locale, [...namespacesFor(url), ...(signedIn ? PLAYER_AREAS : [])]);
  const queries = carryQueries(dehydrate(queryClient));
  // A page's HTML links its areas instead of carrying them (shared/i18n/page-messages.ts).
  if (context.pageRequest) {
    context.pageMessages = messages;
    const href = messagesUrl(locale, Object.keys(messages));
    return { locale, messages: null, messagesUrl: href, onDemand: true, queries, demo };
  }
  return { locale, messages, messagesUrl: null, onDemand: true, queries, demo };
}

/** What decides the root's catalogue areas (namespacesFor): the locale, the section, an auth modal. */
const areasKey = (url: URL) => {
  const { locale, path } = splitLocalePath(url.pathname);
  return `${locale} ${path.split('/')[1]} ${url.searchParams.has('modal')}`;
};

/**
 * The root's data changes with the locale or the session, and carries the catalogue areas of the
 * page's section (and of an open auth modal): a navigation to another reloads it, others reuse it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return areasKey(currentUrl) !== areasKey(nextUrl);
}

const NO_MESSAGES = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#171b31" />
        <Meta />
        <Links />
        {data?.messagesUrl && (
          <link
            rel="preload"
            as="fetch"
            href={data.messagesUrl}
            crossOrigin="anonymous"
            data-page-messages=""
          />
        )}
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, messages, onDemand, queries, demo } = loaderData;
  // The page's first render reads the areas its HTML links; a navigation's data carries its own.
  const pageMessages = useContext(PageMessages);
  const i18n = useLoadedCatalogue(locale, messages ?? pageMessages ?? NO_MESSAGES, onDemand);
  const dehydratedState = useMemo(() => hydrationState(queries), [queries]);
  return (
    <I18nProvider translator={i18n}>
      <QueryProvider>
        <HydrationBoundary state={dehydratedState}>
          {demo && <DemoNotice />}
          <Outlet />
        </HydrationBoundary>
      </QueryProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-4">
        <a className="underline" href="/">
          Orbit
        </a>
      </p>
    </main>
  );
}
