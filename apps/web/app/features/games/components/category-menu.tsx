import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useMenuCategories } from '~/shared/site/get-menu-categories.ts';
import { useCategoryTitle } from '../hooks/use-category-title.ts';
import { categoryHref, categoryMenu, type PageType } from '../model/categories.ts';

/** The default category menu of a page type, as links; the current page is marked. */
export function CategoryMenu({ pageType }: { pageType: PageType }) {
  const { t } = useTranslation();
  const { href, path } = useLocale();
  const titleOf = useCategoryTitle();
  const config = useMenuCategories().data;
  const slugs = categoryMenu(config, pageType);
  return (
    <nav aria-label={t('lists.menu.label')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {slugs.map((slug) => {
          const to = categoryHref(slug, pageType);
          return (
            <li key={slug} className="shrink-0">
              <Link
                to={href(to)}
                aria-current={path === to ? 'page' : undefined}
                className="inline-flex rounded-full bg-surface-2 px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-3 hover:text-ink aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {titleOf(slug)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
