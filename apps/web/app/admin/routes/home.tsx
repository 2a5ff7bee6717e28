import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';
import { sectionsFor } from '../shared/sections.ts';

/** The back office's start: who is signed in and the screens their role opens. */
export default function AdminHome() {
  const { t } = useTranslation();
  const me = useOperator();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('admin.home.title', { name: me.name })}</h1>
      <p>{t('admin.home.role', { role: t(`admin.roles.${me.role}`) })}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sectionsFor(me.permissions).map((section) => (
          <li key={section.path}>
            <Link
              to={section.path}
              className="block rounded-2xl bg-surface-2 p-4 font-semibold hover:bg-surface-3"
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
