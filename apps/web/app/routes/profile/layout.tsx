import { Outlet } from 'react-router';
import { SignOutButton } from '~/features/auth/index.ts';
import { keepOnModalChange, requireUser } from '~/features/guards/index.ts';
import { ProfileTabs } from '~/features/profile/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Route } from './+types/layout';

/** Login required: a guest is sent to registration with `redirect` back here. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

/** Opening or closing a modal over the profile does not reload it (a 401's login modal shows over it). */
export const shouldRevalidate = keepOnModalChange;

export default function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
        <SignOutButton className="rounded-full border border-white/15 px-4 py-2 text-sm font-semibold hover:bg-surface-3" />
      </div>
      <ProfileTabs />
      <Outlet />
    </main>
  );
}
