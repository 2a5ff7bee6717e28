import type { MetaDescriptor } from 'react-router';
import { type MetaOverrides, metaDescriptors, type PageSeo } from './meta.ts';

/** The `seo` the shell layout computed for this page, found among the route matches. */
export function shellSeo(matches: readonly unknown[]): PageSeo | null {
  for (const match of matches) {
    const data = (match as { data?: unknown } | undefined)?.data;
    if (data && typeof data === 'object' && 'seo' in data) return (data as { seo: PageSeo }).seo;
  }
  return null;
}

/** A page's meta: the shell's SEO for the path, with the page's own overrides. */
export function pageMeta(matches: readonly unknown[], overrides: MetaOverrides = {}): MetaDescriptor[] {
  const seo = shellSeo(matches);
  if (seo) return metaDescriptors(seo, overrides);
  const meta: MetaDescriptor[] = [];
  if (overrides.title) meta.push({ title: overrides.title });
  if (overrides.robots) meta.push({ name: 'robots', content: overrides.robots });
  return meta;
}
