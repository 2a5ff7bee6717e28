import type { CmsPage, Locale } from '@orbit/contract';
import { type ApiClient, ApiError } from '~/shared/api/client.ts';

/**
 * `GET /api/cms/pages/{slug}?l=`: one page; the server prefers the licence variant (`name/GEO`).
 * Null when the page does not exist, or the slug is none the server looks up (400: too long, odd
 * characters); other failures are rethrown.
 */
export async function getPage(api: ApiClient, slug: string, locale: Locale): Promise<CmsPage | null> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  try {
    return await api.request<CmsPage>(`/api/cms/pages/${path}`, { query: { l: locale } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
