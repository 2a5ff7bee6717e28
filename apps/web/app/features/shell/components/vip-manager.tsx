import { useTranslation } from '~/shared/i18n/react.tsx';
import { useManager } from '../api/get-manager.ts';

/** Only web links leave the page (the config is operator-authored). */
const webLink = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/** The VIP player's personal manager and ways to reach them (POST /api/fe/config/managers). */
export function VipManager({ groups }: { groups: readonly number[] }) {
  const { t } = useTranslation();
  const manager = useManager(groups, true).data;
  if (!manager) return null;
  const telegram = webLink(manager.telegramLink);
  const whatsApp = webLink(manager.whatsAppLink);
  const contact = 'rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold hover:bg-brand';
  return (
    <section aria-labelledby="vip-manager" className="rounded-xl border border-accent/30 bg-accent/5 p-4">
      <h2 id="vip-manager" className="text-xs font-semibold text-accent uppercase tracking-wide">
        {t('shell.vipManager.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {manager.avatar && <img src={manager.avatar} alt="" className="size-12 rounded-full object-cover" />}
        <div className="text-sm">
          <p className="font-semibold">{manager.managerName}</p>
          {manager.time && (
            <p className="text-ink-muted">{t('shell.vipManager.hours', { time: manager.time })}</p>
          )}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {manager.email && (
          <li>
            <a className={contact} href={`mailto:${manager.email}`}>
              {t('shell.vipManager.email')}
            </a>
          </li>
        )}
        {manager.phone && (
          <li>
            <a className={contact} href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>
              {t('shell.vipManager.phone')}
            </a>
          </li>
        )}
        {telegram && (
          <li>
            <a className={contact} href={telegram} rel="noopener noreferrer" target="_blank">
              Telegram
            </a>
          </li>
        )}
        {whatsApp && (
          <li>
            <a className={contact} href={whatsApp} rel="noopener noreferrer" target="_blank">
              WhatsApp
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
