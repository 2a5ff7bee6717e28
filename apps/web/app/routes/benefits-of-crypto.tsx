import { HydrationBoundary } from '@tanstack/react-query';
import { CryptoBenefitsPage } from '~/features/info-pages/index.ts';
import { cryptoBenefitsLoader } from '~/features/info-pages/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/benefits-of-crypto';

/** `/benefits-of-crypto`: paying with crypto, and the cryptocurrencies the casino takes. */
export const loader = ({ context, request }: Route.LoaderArgs) => cryptoBenefitsLoader(context, request);

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, loaded?.page ? { title: loaded.page.blocks.title?.trim() || loaded.page.title } : {});

export default function BenefitsOfCrypto({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CryptoBenefitsPage page={loaderData.page} />
    </HydrationBoundary>
  );
}
