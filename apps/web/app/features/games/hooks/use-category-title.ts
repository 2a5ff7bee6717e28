import { useTranslation } from '~/shared/i18n/react.tsx';
import { useCollections } from '../api/collections.ts';
import { baseSlug } from '../model/categories.ts';

/** A category's name: the catalogue's translation, else the collection's own title, else the slug. */
export function useCategoryTitle(): (slug: string) => string {
  const { t } = useTranslation();
  const collections = useCollections();
  return (slug) => {
    const base = baseSlug(slug);
    const fallback = collections.find((c) => c.id === slug || c.id === base)?.title ?? base;
    return t(`games.categories.${base}`, { defaultValue: fallback });
  };
}
