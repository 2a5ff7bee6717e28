import { VIP_STATUSES, type VipStatus } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type CardState, cardState } from '../model/statuses.ts';

const STATE_STYLE: Record<CardState, string> = {
  current: 'border-accent bg-accent/10 ring-2 ring-accent',
  earlier: 'border-surface-3 bg-surface-2',
  next: 'border-brand/60 bg-surface-2',
  locked: 'border-surface-3 bg-surface-2 opacity-70',
};

const STATE_LABEL: Record<CardState, string> = {
  current: 'vip.cards.current',
  earlier: 'vip.cards.earlier',
  next: 'vip.cards.next',
  locked: 'vip.cards.locked',
};

const MEDAL: Record<VipStatus, string> = {
  regular: 'bg-surface-3',
  bronze: 'bg-amber-700',
  silver: 'bg-slate-300',
  gold: 'bg-yellow-400',
  diamond: 'bg-cyan-300',
};

/**
 * Every status as a card: the player's marked current, those below earlier, the one above next,
 * the rest locked. A guest (`current` null) sees the ladder without marks.
 */
export function StatusCards({ current }: { current: VipStatus | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vip-cards" className="flex flex-col gap-3">
      <h2 id="vip-cards" className="text-xl font-semibold">
        {t('vip.cards.title')}
      </h2>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {VIP_STATUSES.map((status) => {
          const state = current ? cardState(status, current) : null;
          return (
            <li
              key={status}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`vip-card-${status}`}
              data-state={state ?? 'none'}
              className={`flex flex-col gap-2 rounded-xl border p-4 ${state ? STATE_STYLE[state] : 'border-surface-3 bg-surface-2'}`}
            >
              <span aria-hidden="true" className={`block size-8 rounded-full ${MEDAL[status]}`} />
              <h3 className="font-semibold">{t(`vip.status.${status}`)}</h3>
              {state && (
                <span className="w-fit rounded-full bg-surface-3 px-2 py-0.5 text-xs font-semibold">
                  {t(STATE_LABEL[state])}
                </span>
              )}
              <p className="text-sm text-ink-muted">{t(`vip.cards.tagline.${status}`)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
