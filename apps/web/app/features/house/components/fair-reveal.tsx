import type { SharedRoundEvent } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** A shared round's commitment: the seed's hash while it runs, the seed itself once settled. */
export function FairReveal({ event }: { event: SharedRoundEvent }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-xs text-ink-muted">
      <div>
        <dt className="inline">
          {t('house.shared.round', { id: event.round_id })} · {t('house.fair.serverSeedHash')}:{' '}
        </dt>
        <dd className="inline font-mono break-all">{event.seed_hash}</dd>
      </div>
      {event.seed ? (
        <div>
          <dt className="inline">{t('house.shared.revealedSeed')}: </dt>
          <dd className="inline font-mono break-all" data-testid="revealed-seed">
            {event.seed}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
