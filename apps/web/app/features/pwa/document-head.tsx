import type { Locale } from '@orbit/contract';

/**
 * The installable app's tags of every page's head: the manifest in the page's language and
 * Apple's home-screen icon (the theme colour is the root's). Rendered by the server entry beside
 * the app, React hoists them into `<head>` and hydration leaves them be: the browser's JavaScript
 * carries none of it.
 */
export function PwaHead({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
