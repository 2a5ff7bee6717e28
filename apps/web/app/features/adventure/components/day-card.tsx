import type { AdventureDay, AdventureDayState } from '@orbit/contract';
import { Link } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { useClaimAdventureDay } from '../api/claim-day.ts';
import { dayCardView, GIFTS_PATH, stepPercent } from '../model/adventure.ts';
import { useAdventureFormat } from './use-adventure-format.ts';

const CARD: Record<AdventureDayState, string> = {
  active: 'bg-surface-2 ring-2 ring-brand',
  completed: 'bg-surface-2 ring-1 ring-success/60',
  lost: 'bg-surface-2/60 text-ink-muted',
  future: 'bg-surface-2/80',
  superb: 'bg-gradient-to-br from-accent/30 via-surface-2 to-brand/30 ring-2 ring-accent',
};

const BADGE: Record<AdventureDayState, string> = {
  active: 'bg-brand text-white',
  completed: 'bg-success/20 text-success',
  lost: 'bg-surface-3 text-ink-muted',
  future: 'bg-surface-3 text-ink-muted',
  superb: 'bg-accent text-surface',
};

/** The server's refusal of a claim, as a catalogue key. */
function claimError(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = error.fieldErrors;
    const key = errors.day?.[0] ?? errors.base?.[0] ?? error.code;
    if (key?.startsWith('adventure.')) return key;
  }
  return 'adventure.errors.claim';
}

function Prize({ day, money }: { day: AdventureDay; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-0.5 font-semibold" data-testid="adventure-prize">
      {day.prize.freespin !== null ? (
        <li>{t('adventure.prize.freespins', { count: day.prize.freespin })}</li>
      ) : null}
      {day.prize.bonus_cents !== null ? (
        <li>{t('adventure.prize.bonus', { amount: money(day.prize.bonus_cents) })}</li>
      ) : null}
    </ul>
  );
}

function Steps({ day, money }: { day: AdventureDay; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <ol
      className="flex flex-col gap-2"
      aria-label={t('adventure.steps.label', { step: day.step, total: day.stepTotal })}
    >
      {day.steps.map((step) => (
        <li
          key={step.kind}
          className="flex flex-col gap-1 text-sm"
          data-testid={`adventure-step-${step.kind}`}
        >
          <span className="flex items-center justify-between gap-2">
            <span>{t(`adventure.steps.${step.kind}`, { amount: money(step.target_cents) })}</span>
            {step.done ? (
              <span className="text-success">
                <span aria-hidden="true">✓</span>
                <span className="sr-only">{t('adventure.steps.done')}</span>
              </span>
            ) : null}
          </span>
          <progress className="h-1.5 w-full accent-brand" max={100} value={stepPercent(step)} />
          <span className="text-xs text-ink-muted">
            {t('adventure.steps.progress', {
              current: money(step.current_cents),
              target: money(step.target_cents),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One day of the calendar: its state, prize, conditions, the day's steps and the claim button. */
export function DayCard({ day, currency }: { day: AdventureDay; currency: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const toast = useToast();
  const { money, date } = useAdventureFormat(currency);
  const claim = useClaimAdventureDay();
  const view = dayCardView(day);

  const onClaim = () =>
    claim.mutate(day.day, {
      onSuccess: () =>
        toast.show({
          kind: 'success',
          message: 'adventure.claimed',
          values: { day: day.day },
          action: { label: t('adventure.toGifts'), href: href(GIFTS_PATH) },
        }),
      onError: (error) => toast.show({ kind: 'error', message: claimError(error) }),
    });

  return (
    <li
      className={`flex flex-col gap-3 rounded-xl p-4 ${CARD[view.state]}`}
      data-testid="adventure-day"
      data-day={day.day}
      data-state={view.state}
      aria-current={view.current ? 'date' : undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-bold">{t('adventure.day', { day: day.day })}</h2>
          <p className="text-xs text-ink-muted">{date(day.date)}</p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[view.state]}`}
          data-testid="adventure-day-state"
        >
          {t(`adventure.states.${view.state}`)}
        </span>
      </div>
      {day.image ? (
        <img
          src={day.image.src}
          srcSet={`${day.image.srcRetina} 2x`}
          alt=""
          className="h-12 w-12"
          loading="lazy"
        />
      ) : null}
      <Prize day={day} money={money} />
      <p className="text-xs text-ink-muted">
        {[
          t('adventure.condition.minDep', { amount: money(day.condition.minDep) }),
          day.condition.wager > 0 ? t('adventure.condition.wager', { wager: day.condition.wager }) : null,
          t('adventure.condition.activation', { count: day.condition.periodActivationDays }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {view.showSteps ? <Steps day={day} money={money} /> : null}
      <div className="mt-auto">
        {view.canClaim ? (
          <Button block loading={claim.isPending} onClick={onClaim}>
            {t('adventure.claim')}
          </Button>
        ) : view.prizeTaken ? (
          <Link to={href(GIFTS_PATH)} className="text-sm font-semibold text-accent hover:underline">
            {t('adventure.inGifts')}
          </Link>
        ) : view.state === 'lost' ? (
          <p className="text-sm">{t('adventure.lostNote')}</p>
        ) : view.state === 'future' ? (
          <p className="text-sm text-ink-muted">{t('adventure.opensOn', { date: date(day.date) })}</p>
        ) : null}
      </div>
    </li>
  );
}
