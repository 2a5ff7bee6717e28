import type { Device } from '@orbit/contract';
import { GameRow } from '~/features/games/index.ts';
import { useInView } from '../hooks/use-in-view.ts';

/** Rows the lobby renders on the server; the others load as they come near. */
export const EAGER_ROWS = 2;

/** Category rows rendered with the page (their games prefetched by the loader). */
export function CategoryRows({ slugs, device }: { slugs: readonly string[]; device: Device }) {
  return slugs.map((slug, i) => <GameRow key={slug} slug={slug} device={device} eager={i === 0} />);
}

/** Category rows further down: each asks for its games when it is about to scroll into view. */
export function LazyCategoryRows({ slugs, device }: { slugs: readonly string[]; device: Device }) {
  return slugs.map((slug) => <LazyRow key={slug} slug={slug} device={device} />);
}

function LazyRow({ slug, device }: { slug: string; device: Device }) {
  const [ref, near] = useInView<HTMLDivElement>('600px');
  return (
    // Until then a box of a row's height (as measured on phones and desktops) holds its place.
    <div
      ref={ref}
      className={near ? undefined : 'min-h-[12.75rem] sm:min-h-[13.625rem]'}
      data-testid={`lazy-row-${slug}`}
    >
      {near && <GameRow slug={slug} device={device} />}
    </div>
  );
}
