import { type FreeSpinIssue, type Gift, isGiftFinished, wageringPercent } from '@orbit/contract';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { useActivateBonus } from '../api/activate-bonus.ts';
import { useActivateFreespins } from '../api/activate-freespins.ts';
import { useGiftMoney } from '../hooks/use-gift-money.ts';
import { giftActionError } from '../model/errors.ts';
import { canActivate } from '../model/gifts.ts';
import { CancelBonusDialog, CancelFreespinsDialog } from './cancel-dialogs.tsx';
import { GiftDeadline, useGiftDate } from './gift-deadline.tsx';

const playLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-4 py-2 font-semibold text-surface hover:brightness-110';

function StageBadge({ stage }: { stage: string }) {
  const { t } = useTranslation();
  const finished = isGiftFinished(stage);
  return (
    <span
      data-testid="gift-stage"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${finished ? 'bg-surface-3 text-ink-muted' : 'bg-brand/20 text-ink'}`}
    >
      {t(`gifts.stages.${stage}`)}
    </span>
  );
}

/** One gift of the active list: its title and stage, what it holds, its deadline and actions. */
function GiftCard({
  title,
  stage,
  testId,
  children,
  actions,
}: {
  title: string;
  stage: string;
  testId: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <StageBadge stage={stage} />
      </div>
      {children}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/** A wagering bonus: wagered ÷ required as a bar, floored to whole percent. */
function WageringBar({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const { money } = useGiftMoney();
  const percent = wageringPercent(gift.amount_wager_cents, gift.amount_wager_requirement_cents);
  return (
    <div className="flex flex-col gap-1">
      <progress
        className="h-2 w-full accent-brand"
        max={100}
        value={percent}
        aria-label={t('gifts.wagering.label')}
      />
      <p className="text-sm text-ink-muted" data-testid="gift-wagering">
        {t('gifts.wagering.progress', {
          wagered: money(gift.amount_wager_cents, gift.currency),
          total: money(gift.amount_wager_requirement_cents, gift.currency),
          percent,
        })}
      </p>
    </div>
  );
}

export function BonusCard({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { money } = useGiftMoney();
  const activate = useActivateBonus();
  const [canceling, setCanceling] = useState(false);

  const onActivate = () =>
    activate.mutate(gift.id, {
      onSuccess: (answer) =>
        toast.show({
          kind: 'success',
          message: answer.stage === 'wait' ? 'gifts.toasts.waiting' : 'gifts.toasts.activated',
          values: { title: gift.title },
        }),
      onError: (error) => toast.show({ kind: 'error', message: giftActionError(error) }),
    });

  return (
    <GiftCard
      title={gift.title}
      stage={gift.stage}
      testId="gift-bonus"
      actions={
        <>
          {canActivate(gift) ? (
            <Button loading={activate.isPending} onClick={onActivate}>
              {t('gifts.activate')}
            </Button>
          ) : null}
          {gift.cancelable ? (
            <Button variant="ghost" onClick={() => setCanceling(true)}>
              {t('gifts.cancel.open')}
            </Button>
          ) : null}
          {canceling ? <CancelBonusDialog gift={gift} onClose={() => setCanceling(false)} /> : null}
        </>
      }
    >
      <p className="text-2xl font-bold tabular-nums" data-testid="gift-amount">
        {money(gift.amount_cents, gift.currency)}
      </p>
      {gift.amount_wager_requirement_cents > 0 ? <WageringBar gift={gift} /> : null}
      {gift.max_bet_cents !== null ? (
        <p className="text-sm text-ink-muted">
          {t('gifts.max_bet', { amount: money(gift.max_bet_cents, gift.currency) })}
        </p>
      ) : null}
      <GiftDeadline gift={gift} />
    </GiftCard>
  );
}

export function FreeSpinsCard({ issue }: { issue: FreeSpinIssue }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { href } = useLocale();
  const navigate = useNavigate();
  const { money } = useGiftMoney();
  const activate = useActivateFreespins();
  const [canceling, setCanceling] = useState(false);
  const games = issue.games_info.map((game) => game.title).join(', ');

  // Issued spins are activated first; the answer says where they are played.
  const onPlay = () =>
    activate.mutate(issue.id, {
      onSuccess: (answer) => navigate(href(answer.activation_path)),
      onError: (error) => toast.show({ kind: 'error', message: giftActionError(error) }),
    });

  return (
    <GiftCard
      title={issue.title}
      stage={issue.stage}
      testId="gift-freespins"
      actions={
        <>
          {canActivate(issue) ? (
            <Button loading={activate.isPending} onClick={onPlay}>
              {t('gifts.freespins.play')}
            </Button>
          ) : issue.stage === 'handle_bets' ? (
            <Link to={href(issue.activation_path)} className={playLink}>
              {t('gifts.freespins.play')}
            </Link>
          ) : null}
          {issue.cancelable ? (
            <Button variant="ghost" onClick={() => setCanceling(true)}>
              {t('gifts.cancel.open')}
            </Button>
          ) : null}
          {canceling ? <CancelFreespinsDialog issue={issue} onClose={() => setCanceling(false)} /> : null}
        </>
      }
    >
      <p className="text-2xl font-bold tabular-nums" data-testid="gift-spins">
        {t('gifts.freespins.played', {
          played: issue.freespins_performed ?? 0,
          total: issue.freespins_total,
        })}
      </p>
      <progress
        className="h-2 w-full accent-brand"
        max={Math.max(1, issue.freespins_total)}
        value={issue.freespins_performed ?? 0}
        aria-label={t('gifts.freespins.progress_label')}
      />
      {games ? <p className="text-sm text-ink-muted">{t('gifts.freespins.games', { games })}</p> : null}
      <p className="text-sm text-ink-muted">
        {t('gifts.freespins.stake', { amount: money(issue.bet_level, issue.currency) })}
        {issue.win_cents > 0
          ? ` · ${t('gifts.freespins.won', { amount: money(issue.win_cents, issue.currency) })}`
          : ''}
      </p>
      <GiftDeadline gift={issue} />
    </GiftCard>
  );
}

/** A finished gift: its stage, when it ended, and what became real money or was taken back. */
export function FinishedGiftRow({ gift }: { gift: Gift | FreeSpinIssue }) {
  const { t } = useTranslation();
  const date = useGiftDate();
  const { money } = useGiftMoney();
  const isBonus = 'amount_cents' in gift;
  const ended = isBonus ? gift.finished_at : null;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-2/60 px-4 py-3 text-sm"
      data-testid="gift-finished"
    >
      <span className="flex flex-col">
        <span className="font-semibold">{gift.title}</span>
        <span className="text-ink-muted">
          {isBonus
            ? money(gift.amount_cents, gift.currency)
            : t('gifts.freespins.played', {
                played: gift.freespins_performed ?? 0,
                total: gift.freespins_total,
              })}
          {ended ? ` · ${date(ended)}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-3">
        {isBonus && gift.converted_cents ? (
          <span className="text-success">
            {t('gifts.finished.converted', { amount: money(gift.converted_cents, gift.currency) })}
          </span>
        ) : null}
        {isBonus && gift.forfeited_cents ? (
          <span className="text-ink-muted">
            {t('gifts.finished.forfeited', { amount: money(gift.forfeited_cents, gift.currency) })}
          </span>
        ) : null}
        <StageBadge stage={gift.stage} />
      </span>
    </li>
  );
}
