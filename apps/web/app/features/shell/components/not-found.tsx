import { lazy, memo, Suspense } from 'react';

const Page = lazy(() => import('./not-found-page.tsx'));

/**
 * The friendly 404 page inside the shell; its code loads only when a page is not found. Memoised
 * without props: a re-render of its parent while the chunk loads must not count as an update of
 * the server-rendered boundary (React would drop its HTML and render the fallback).
 */
export const NotFoundPage = memo(function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
});
