import { isSignedIn, splitLocalePath } from '@orbit/contract';
import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from 'react-router';
import { SideBookmarksHost } from '~/features/adventure/index.ts';
import { AuthModals, HeaderEmailNotice } from '~/features/auth/index.ts';
// The host alone, not the feature's barrel: the cashbox's own code loads when it opens.
import { CashboxHost } from '~/features/cashbox/index.ts';
import { filesQueryOptions, getPage, menuPageList, pagesQueryOptions } from '~/features/cms/index.ts';
import { LateListenersHost } from '~/features/late-listeners/index.ts';
import { countriesQueryOptions, playerFieldsQueryOptions } from '~/features/profile/index.ts';
import { PromoCodeHost } from '~/features/promotions/index.ts';
import { metaDescriptors, organisationJsonLd, pageSeo, seoPagePath } from '~/features/seo/index.ts';
import {
  bettingConfigQueryOptions,
  browserLocales,
  cookieNoticeDismissed,
  footerConfigQueryOptions,
  getLocales,
  hostLocaleCodes,
  localesQueryOptions,
  logoConfigQueryOptions,
  NotFoundPage,
  Shell,
} from '~/features/shell/index.ts';
import { carryQueries, hydrationState } from '~/shared/api/carried-queries.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { localeRedirect } from '~/shared/i18n/redirect.ts';
import { activeModal, type ModalName } from '~/shared/modals.ts';
import { accountsQueryOptions } from '~/shared/player/get-accounts.ts';
import { currenciesQueryOptions } from '~/shared/site/get-currencies.ts';
import { menuCategoriesQueryOptions } from '~/shared/site/get-menu-categories.ts';
import { getProject, projectQueryOptions, siteProject } from '~/shared/site/get-project.ts';
import { promotionPagesQueryOptions } from '~/shared/site/get-promotion-pages.ts';
import { ToastProvider } from '~/shared/ui/toast.tsx';
import type { Route } from './+types/layout';

/**
 * The shell's data for every page: host and licence, locales, logo, menus (CMS), betting link,
 * the footer's config and downloads,
 * managed promotion pages, the lobby's category menus, the player's wallets; plus the page's SEO
 * blocks. A locale prefix this host does not serve (or `/en`) redirects to the bare path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const early = localeRedirect(url, []);
  if (early) throw redirect(early.location, early.status);

  const { locale, path } = splitLocalePath(url.pathname);
  const api = serverApi(context);
  const qc = makeQueryClient();
  const [locales, project, logo, player, seoPage] = await Promise.all([
    getLocales(api),
    getProject(api),
    qc.fetchQuery(logoConfigQueryOptions(api)),
    context.currentPlayer().catch(() => null),
    getPage(api, seoPagePath(path), locale).catch(() => null),
    qc.prefetchQuery(bettingConfigQueryOptions(api)),
    qc.prefetchQuery(promotionPagesQueryOptions(api)),
    qc.prefetchQuery(menuCategoriesQueryOptions(api)),
    qc.prefetchQuery(pagesQueryOptions(api, locale)),
    // The footer's config and downloads: the footer renders on the server with them.
    qc.prefetchQuery(footerConfigQueryOptions(api)),
    qc.prefetchQuery(filesQueryOptions(api, locale)),
    prefetchModalData(qc, api, activeModal(url)),
  ]);

  // The project and the locales as far as the browser reads them.
  qc.setQueryData(projectQueryOptions(api).queryKey, siteProject(project));
  qc.setQueryData(localesQueryOptions(api).queryKey, browserLocales(locales));
  // The page list as far as the menus read it: every page's HTML carries it.
  qc.setQueryData(pagesQueryOptions(api, locale).queryKey, (pages) => pages && menuPageList(pages));

  const hostLocales = hostLocaleCodes(locales);
  const wrongPrefix = localeRedirect(url, hostLocales);
  if (wrongPrefix) throw redirect(wrongPrefix.location, wrongPrefix.status);

  if (isSignedIn(player)) {
    await Promise.all([
      qc.prefetchQuery(accountsQueryOptions(api)),
      qc.prefetchQuery(currenciesQueryOptions(api)),
    ]);
  }

  const brand = project?.site.brand ?? 'Orbit';
  const i18n = createI18n(locale, messagesFor(locale));
  const seo = pageSeo({
    origin: url.origin,
    locale,
    path,
    hostLocales,
    blocks: seoPage?.blocks ?? null,
    defaults: {
      title: i18n.t('seo.default.title', { brand }),
      description: i18n.t('seo.default.description', { brand }),
    },
    jsonLd:
      path === '/' && project?.site.organisation_json_ld
        ? organisationJsonLd({ brand, origin: url.origin, logo: logo.logoUrl.full })
        : undefined,
  });

  return {
    // Key, data and time of each query: the rest of its state is the same for every one (hydrationState).
    queries: carryQueries(dehydrate(qc)),
    cookieNoticeDismissed: cookieNoticeDismissed(request.headers.get('cookie')),
    seo,
  };
}

/**
 * What a sign-in or registration modal opened by the URL shows: the country restrictions, and the
 * registration form's fields, countries and currencies. The server renders the modal as it will
 * hydrate (its code loads after the page's, by which time the browser would have fetched them).
 */
function prefetchModalData(qc: QueryClient, api: ApiClient, modal: ModalName | null) {
  if (modal !== 'login' && modal !== 'registration') return;
  return Promise.all([
    qc.prefetchQuery(countriesQueryOptions(api)),
    modal === 'registration' && qc.prefetchQuery(currenciesQueryOptions(api)),
    modal === 'registration' && qc.prefetchQuery(playerFieldsQueryOptions(api)),
  ]);
}

/** Shell data is per host and session; the SEO part changes with the path, not with `?modal=`. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? metaDescriptors(loaderData.seo) : [];

/** The signed-in player's notifications in the header and the sidebar, drawn by the late chunk. */
const PLAYER_TOOLS = {
  header: <LateListenersHost part="bell" />,
  sidebar: <LateListenersHost part="sidebar" />,
};

/** The page shell (header, navigation, footer, sidebar, toasts, modal host) around every page. */
export default function ShellLayout({ loaderData }: Route.ComponentProps) {
  const state = useMemo(() => hydrationState(loaderData.queries), [loaderData.queries]);
  return (
    <HydrationBoundary state={state}>
      <ToastProvider>
        <Shell
          cookieNoticeDismissed={loaderData.cookieNoticeDismissed}
          headerNotice={<HeaderEmailNotice />}
          playerTools={PLAYER_TOOLS}
        >
          <Outlet />
        </Shell>
        <CashboxHost />
        <PromoCodeHost />
        <LateListenersHost />
        <SideBookmarksHost />
        <AuthModals />
      </ToastProvider>
    </HydrationBoundary>
  );
}

/** An error the pages did not handle: a 404 or a short apology, with a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { href } = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('shell.error.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('shell.error.text')}</p>
      <Link to={href('/')} className="mt-6 inline-block rounded-full bg-brand px-6 py-2 font-semibold">
        {t('shell.notFound.home')}
      </Link>
    </main>
  );
}
