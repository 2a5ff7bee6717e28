import type { Device } from '@orbit/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { categoryFilter, providerFilter } from '../api/games-filter.ts';
import { useProviders } from '../api/providers.ts';
import { useCategoryTitle } from '../hooks/use-category-title.ts';
import { isLiveCategory, type PageType, randomCardPlacement } from '../model/categories.ts';
import { CategoryMenu } from './category-menu.tsx';
import { GamesList } from './games-list.tsx';

/** What a category page's loader hands its component. */
export interface CategoryPageData {
  pageType: Extract<PageType, 'pokies' | 'live' | 'category'>;
  /** The category slug the page lists (`/pokies/all` → `pokies`). */
  category: string;
  /** The collection id asked for (the geo variant when there is one). */
  identifier: string;
  device: Device;
  startPage: number;
  /** The page's path without the page number, for the link back to the start. */
  basePath: string;
}

export interface ProducerPageData {
  slug: string;
  device: Device;
  startPage: number;
}

export function PageFrame({ pageType, children }: { pageType: PageType; children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 focus:outline-none"
    >
      <CategoryMenu pageType={pageType} />
      {children}
    </main>
  );
}

export function EmptyState({ text }: { text: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="rounded-2xl bg-surface-2 px-6 py-12 text-center">
      <p className="text-ink-muted">{text}</p>
      <Link
        to={href('/pokies/all')}
        className="mt-5 inline-flex rounded-full bg-brand px-6 py-2 text-sm font-semibold text-white"
      >
        {t('lists.empty.browse')}
      </Link>
    </div>
  );
}

function FromStartLink({ startPage, basePath }: { startPage: number; basePath: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (startPage <= 1) return null;
  return (
    <p className="text-sm">
      <Link to={href(basePath)} className="text-accent underline-offset-2 hover:underline">
        {t('lists.fromStart')}
      </Link>
    </p>
  );
}

/** `/pokies/:slug`, `/live/:slug`, `/categories/:slug(/:page)`. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { t } = useTranslation();
  const titleOf = useCategoryTitle();
  const title = titleOf(data.category);
  return (
    <PageFrame pageType={data.pageType}>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <FromStartLink startPage={data.startPage} basePath={data.basePath} />
      <GamesList
        params={{ device: data.device, filter: categoryFilter(data.identifier), startPage: data.startPage }}
        random={{ category: data.identifier, placement: randomCardPlacement(data.category) }}
        cashback={(data.pageType === 'live' || isLiveCategory(data.category)) && data.startPage === 1}
        empty={<EmptyState text={t('lists.empty.category')} />}
      />
    </PageFrame>
  );
}

/** `/producers/:slug(/:page)`: the producer's games. */
export function ProducerPage({ data }: { data: ProducerPageData }) {
  const { t } = useTranslation();
  const providers = useProviders();
  const name = providers.find((p) => p.id === data.slug)?.title ?? data.slug;
  return (
    <PageFrame pageType="producer">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('lists.producer.title', { producer: name })}</h1>
      <FromStartLink startPage={data.startPage} basePath={`/producers/${data.slug}`} />
      <GamesList
        params={{ device: data.device, filter: providerFilter(data.slug), startPage: data.startPage }}
        empty={<EmptyState text={t('lists.empty.producer')} />}
      />
    </PageFrame>
  );
}
