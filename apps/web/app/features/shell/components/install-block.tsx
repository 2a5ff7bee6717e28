import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { PATHS } from '../model/links.ts';
import { Icon } from './icons.tsx';

/** Invites to install the site as an app; hidden inside the installed app (standalone display). */
export function InstallBlock() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <aside className="standalone:hidden flex items-center gap-3 rounded-xl border border-white/10 bg-gradient-to-r from-brand/25 to-transparent p-3">
      <Icon name="download" className="size-6 shrink-0 text-accent" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{t('shell.install.title')}</p>
        <p className="text-ink-muted">{t('shell.install.text')}</p>
      </div>
      <Link
        to={href(PATHS.install)}
        className="rounded-full bg-surface-3 px-3 py-1.5 text-xs font-semibold hover:bg-brand"
      >
        {t('shell.install.action')}
      </Link>
    </aside>
  );
}
