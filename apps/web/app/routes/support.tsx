import { splitLocalePath } from '@orbit/contract';
import { getPage } from '~/features/cms/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { SupportPage } from '~/features/support/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/support';

/** The questions players ask most: the CMS page `support-faq` in the page's locale (none is fine). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return { faq: await getPage(serverApi(context), 'support-faq', locale) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** `/support` (SupportPage): the chat, the contact form and the FAQ. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <SupportPage faq={loaderData.faq} />;
}
