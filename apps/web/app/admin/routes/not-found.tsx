import { data, Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** An address of the back office that is no screen: a 404, with the way back. */
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('admin.not_found.title')}</h1>
      <Link to="/admin" className="underline">
        {t('admin.nav.home')}
      </Link>
    </>
  );
}
