import type { RealityCheck } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { Button } from '~/shared/ui/button.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { realityCheckQueryOptions, useRealityCheck } from '../api/reality-check.ts';
import { msUntilNextCheck } from '../model/reality-check.ts';

/**
 * The reality check (UKGC/MGA): at every interval of a session, a popup with the time played and
 * what the session has brought, until the player acknowledges it. Mounted after hydration with
 * the realtime socket, for signed-in players.
 */
export function RealityCheckPopup() {
  const check = useRealityCheck();
  const api = useApi();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<RealityCheck | null>(null);

  useEffect(() => {
    if (!check.data || shown) return;
    const timer = setTimeout(async () => {
      const fresh = await queryClient.fetchQuery({ ...realityCheckQueryOptions(api), staleTime: 0 });
      setShown(fresh);
    }, msUntilNextCheck(check.data));
    return () => clearTimeout(timer);
  }, [check.data, shown, api, queryClient]);

  return shown ? <RealityCheckDialog check={shown} onClose={() => setShown(null)} /> : null;
}

function RealityCheckDialog({ check, onClose }: { check: RealityCheck; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const money = (cents: number) => formatMoney(cents, currencyInfo(check.currency, undefined), locale);
  return (
    <Modal
      title={t('limits.reality.title')}
      closeLabel={t('limits.reality.close')}
      onClose={onClose}
      testId="reality-check"
    >
      <div className="flex flex-col gap-4">
        <p>{t('limits.reality.played', { count: check.played_minutes })}</p>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('limits.reality.bets')}</dt>
            <dd className="font-semibold tabular-nums">{money(check.bets_cents)}</dd>
          </div>
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('limits.reality.wins')}</dt>
            <dd className="font-semibold tabular-nums">{money(check.wins_cents)}</dd>
          </div>
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('limits.reality.net')}</dt>
            <dd
              className={`font-semibold tabular-nums ${check.net_cents < 0 ? 'text-danger' : 'text-success'}`}
            >
              {money(check.net_cents)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button data-autofocus onClick={onClose}>
            {t('limits.reality.continue')}
          </Button>
          <Link
            to={href('/profile/limits')}
            onClick={onClose}
            className="inline-flex min-h-11 items-center font-semibold text-brand"
          >
            {t('limits.reality.limits')}
          </Link>
          <Link
            to={href('/profile/games-history')}
            onClick={onClose}
            className="inline-flex min-h-11 items-center font-semibold text-brand"
          >
            {t('limits.reality.history')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
