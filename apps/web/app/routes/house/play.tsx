import { useMemo } from 'react';
import { HousePage, SessionExpired } from '~/features/house/components/house-page.tsx';
import { houseFrameLoader } from '~/features/house/loader.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import type { Route } from './+types/play';

/** The page inside the game iframe (`/house/play/{token}`): no casino shell around it. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  houseFrameLoader(request, context, params.token);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.session ? data.session.game.title : 'Orbit' },
  { name: 'robots', content: 'noindex' },
];

/** A play never needs the loader again: the frame keeps its balance from the answers. */
export const shouldRevalidate = () => false;

export default function Page({ loaderData, params }: Route.ComponentProps) {
  const { locale, messages, session } = loaderData;
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return (
    <I18nProvider translator={i18n}>
      {session ? <HousePage token={params.token} session={session} locale={locale} /> : <SessionExpired />}
    </I18nProvider>
  );
}
