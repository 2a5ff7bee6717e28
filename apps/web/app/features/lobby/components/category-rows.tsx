import type { Device } from '@orbit/contract';
import { GameRow } from '~/features/games/index.ts';
import { useInView } from '../hooks/use-in-view.ts';

/**
 * Rows the lobby renders with their tiles on the server: the first screen of a phone and of a
 * 1280 × 720 desktop shows the banner and the first row.
 */
export const EAGER_ROWS = 1;
/** Rows above the jackpots. */
export const TOP_ROWS = 2;

/** Category rows rendered with the page (their games prefetched by the loader). */
export function CategoryRows({ slugs, device }: { slugs: readonly string[]; device: Device }) {
  return slugs.map((slug, i) => <GameRow key={slug} slug={slug} device={device} eager={i === 0} />);
}

/**
 * Category rows further down: their headings and links come with the page (crawlable, readable
 * without JavaScript) over a row's height held empty; each asks for its games when it is about to
 * scroll into view.
 */
export function LazyCategoryRows({ slugs, device }: { slugs: readonly string[]; device: Device }) {
  return slugs.map((slug) => <LazyRow key={slug} slug={slug} device={device} />);
}

function LazyRow({ slug, device }: { slug: string; device: Device }) {
  const [ref, near] = useInView<HTMLElement>('600px');
  return <GameRow ref={ref} slug={slug} device={device} deferred={!near} />;
}
