import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';

/** A guest sees the wheel; spinning it starts with an account. */
export function GuestCall({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section
      className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-5"
      data-testid="wheel-guest"
    >
      <p>{text}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={modalHref(location, 'registration')}
          className="rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
        >
          {t('wheel.guest.sign_up')}
        </Link>
        <Link
          to={modalHref(location, 'login', { redirect: `${location.pathname}${location.search}` })}
          className="rounded-full px-5 py-2 font-semibold text-ink underline"
        >
          {t('wheel.guest.sign_in')}
        </Link>
      </div>
    </section>
  );
}
