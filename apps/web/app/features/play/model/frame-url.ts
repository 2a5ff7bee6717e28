/** The game frame's URL in the page's language: the frame reads `?locale=` (features/house). */
export function frameUrl(launchUrl: string, locale: string): string {
  return `${launchUrl}${launchUrl.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}
