import type { VipProgress, VipStatus } from '@orbit/contract';
import { playerGroups } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useChannel } from '~/features/realtime/index.ts';
import { VipManager } from '~/features/shell/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useVipProgress, VIP_PROGRESS_KEY } from '../api/get-vip-progress.ts';
import { asStatus, holdsMoreThanReached, isVipPlayer, quarterEndDate } from '../model/statuses.ts';
import { BenefitsCarousel } from './benefits-carousel.tsx';
import { ProgressBars } from './progress-bars.tsx';
import { StatusCards } from './status-cards.tsx';

const linkButton =
  'inline-flex min-h-11 w-fit items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong';

/**
 * `/rocketplay-vipclub`: a player's status and this quarter's bars, the ladder's cards, the
 * benefits carousel and their personal manager; a guest sees the ladder and a sign-up call.
 */
export function VipClubPage() {
  const { t } = useTranslation();
  const { player, data: visitor } = usePlayer();
  const progress = useVipProgress(player !== null);
  const current = player ? asStatus(progress.data?.currentStatus) : null;
  const groups = player ? playerGroups(player) : [];
  const queryClient = useQueryClient();
  // A deposit that lands while the page is open moves the bars (a status it reaches comes as groups_updates).
  useChannel('payments_changes', (change) => {
    if (change.action === 'deposit' && change.success)
      void queryClient.invalidateQueries({ queryKey: VIP_PROGRESS_KEY });
  });
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 focus:outline-none"
      data-testid="vip-club"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('vip.page.title')}</h1>
        <p className="text-ink-muted">{t('vip.page.intro')}</p>
      </header>
      {visitor === undefined ? (
        <p role="status">{t('vip.progress.loading')}</p>
      ) : player ? (
        progress.isError ? (
          <FormError message={t('vip.progress.load_failed')} />
        ) : progress.data ? (
          <Standing progress={progress.data} />
        ) : (
          <p role="status">{t('vip.progress.loading')}</p>
        )
      ) : (
        <GuestCall />
      )}
      <StatusCards current={current} />
      <BenefitsCarousel initial={current ?? 'regular'} current={current} />
      {player && isVipPlayer(groups) && <VipManager groups={groups} />}
    </main>
  );
}

/** Where the player stands: the status held, the one this quarter has reached, the bars to the next. */
function Standing({ progress }: { progress: VipProgress }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = (status: VipStatus) => t(`vip.status.${status}`);
  const held = asStatus(progress.currentStatus);
  const active = asStatus(progress.activeStatus);
  const next = asStatus(progress.nextStatus);
  const atTop = next === active || held === 'diamond';
  return (
    <section
      aria-labelledby="vip-standing"
      className="flex flex-col gap-5 rounded-2xl bg-surface-2 p-5"
      data-testid="vip-standing"
    >
      <div className="flex flex-col gap-1">
        <h2 id="vip-standing" className="text-xl font-semibold" data-testid="vip-current">
          {t('vip.you.current', { status: name(held) })}
        </h2>
        {held === 'diamond' ? (
          <p className="text-ink-muted">{t('vip.you.lifelong')}</p>
        ) : (
          <p className="text-ink-muted" data-testid="vip-active">
            {active === 'regular' ? t('vip.you.active_none') : t('vip.you.active', { status: name(active) })}
          </p>
        )}
        {holdsMoreThanReached(held, active) && (
          <p className="text-ink-muted" data-testid="vip-keep">
            {t('vip.you.keep', { status: name(held), date: quarterEndDate(progress.quarterEndsAt, locale) })}
          </p>
        )}
      </div>
      {atTop ? (
        <p data-testid="vip-top">{t('vip.progress.top')}</p>
      ) : (
        <ProgressBars progress={progress} nextName={name(next)} />
      )}
    </section>
  );
}

/** A guest's way in: every deposit and bet of a player counts towards the first status. */
function GuestCall() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section
      aria-labelledby="vip-guest"
      className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-5"
      data-testid="vip-guest"
    >
      <h2 id="vip-guest" className="text-xl font-semibold">
        {t('vip.guest.title')}
      </h2>
      <p className="text-ink-muted">{t('vip.guest.text')}</p>
      <Link to={modalHref(location, 'registration')} className={linkButton}>
        {t('vip.guest.sign_up')}
      </Link>
    </section>
  );
}
