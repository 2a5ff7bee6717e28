import { type CompExchangeResult, playerGroups } from '@orbit/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { GIFTS_PATH } from '~/features/gifts/index.ts';
import { useUpdateBonusSettings } from '~/features/promotions/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { newIdempotencyKey, useExchangePoints } from '../api/exchange-points.ts';
import { useCompPoints } from '../api/get-comp-points.ts';
import { exchangeErrorKey } from '../model/errors.ts';
import {
  clampCount,
  exchangeCurrency,
  exchangeRequest,
  exchangeStep,
  GAMES_PATH,
  gamePath,
  isAffordable,
  isWheelCard,
  maxCount,
  type ShopCard,
  shortfall,
  WHEEL_PATH,
} from '../model/shop.ts';
import { CountStepper } from './count-stepper.tsx';
import { useRewardText } from './shop-card.tsx';
import { useCoinsFormat } from './use-coins-format.ts';

type Outcome = { ok: true; result: CompExchangeResult } | { ok: false; errorKey: string };

/** Spec 2 §4's exchange flow, one popup at a time. */
type Phase = { name: 'choose' | 'multi_account' | 'enable_bonuses' } | { name: 'result'; outcome: Outcome };

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong';
const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-surface-3 bg-surface-3 px-4 py-2 font-semibold text-ink hover:bg-surface-2';

/**
 * The purchase popup of a card: how many (1 … what the coins buy) and the total, or what is
 * missing with the way to the games; then the exchange flow (multi-account warning, turning
 * bonuses on, the exchange) and its result. Each step is its own dialog, so focus starts in it.
 */
export function PurchaseDialog({ card, onClose }: { card: ShopCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const points = useCompPoints(player !== null);
  const exchange = useExchangePoints();
  const enableBonuses = useUpdateBonusSettings();
  const [phase, setPhase] = useState<Phase>({ name: 'choose' });
  const [count, setCount] = useState(1);
  // One key per purchase attempt: a second click while the first runs buys nothing more.
  const attempt = useRef<string | null>(null);
  if (!player) return null;

  const balance = points.data?.chargeable.points ?? 0;
  const chosen = clampCount(count, balance, card.rate.points);
  const currency = exchangeCurrency(card, player.currency);
  const close = { onClose, closeLabel: t('comp.purchase.close') };

  const runExchange = async () => {
    attempt.current ??= newIdempotencyKey();
    try {
      const result = await exchange.mutateAsync({
        kind: card.kind,
        body: exchangeRequest(card, chosen, currency),
        idempotencyKey: attempt.current,
      });
      setPhase({ name: 'result', outcome: { ok: true, result } });
    } catch (error) {
      setPhase({ name: 'result', outcome: { ok: false, errorKey: exchangeErrorKey(error) } });
    } finally {
      attempt.current = null;
    }
  };

  const buy = () => {
    const step = exchangeStep(player, playerGroups(player));
    if (step === 'multi_account' || step === 'enable_bonuses') setPhase({ name: step });
    else if (step === 'exchange') void runExchange();
  };

  const enableAndBuy = async () => {
    try {
      await enableBonuses.mutateAsync(true);
    } catch {
      setPhase({ name: 'result', outcome: { ok: false, errorKey: 'comp.errors.enable_bonuses' } });
      return;
    }
    await runExchange();
  };

  switch (phase.name) {
    case 'multi_account':
      return (
        <Modal key="multi" title={t('comp.multi_account.title')} testId="comp-multi-account" {...close}>
          <p role="alert">{t('comp.multi_account.text')}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('comp.purchase.back')}
          </Button>
        </Modal>
      );
    case 'enable_bonuses':
      return (
        <Modal key="enable" title={t('comp.enable_bonuses.title')} testId="comp-enable-bonuses" {...close}>
          <p>{t('comp.enable_bonuses.text')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              loading={enableBonuses.isPending || exchange.isPending}
              onClick={() => void enableAndBuy()}
            >
              {t('comp.enable_bonuses.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setPhase({ name: 'choose' })}>
              {t('comp.enable_bonuses.cancel')}
            </Button>
          </div>
        </Modal>
      );
    case 'result':
      return (
        <ExchangeResult
          key="result"
          card={card}
          currency={currency}
          outcome={phase.outcome}
          onClose={onClose}
        />
      );
    default:
      return (
        <Modal key="choose" title={card.title} testId="comp-purchase" {...close}>
          {points.data === undefined ? (
            <p role="status">{points.isError ? t('comp.errors.load_points') : t('comp.loading')}</p>
          ) : isAffordable(balance, card.rate.points) ? (
            <Affordable
              card={card}
              currency={currency}
              balance={balance}
              count={chosen}
              onCount={(value) => {
                attempt.current = null;
                setCount(clampCount(value, balance, card.rate.points));
              }}
              busy={exchange.isPending}
              onBuy={buy}
            />
          ) : (
            <Shortfall card={card} balance={balance} onBack={onClose} />
          )}
        </Modal>
      );
  }
}

function Affordable({
  card,
  currency,
  balance,
  count,
  onCount,
  busy,
  onBuy,
}: {
  card: ShopCard;
  currency: string;
  balance: number;
  count: number;
  onCount: (value: number) => void;
  busy: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const coins = useCoinsFormat();
  const reward = useRewardText();
  const total = card.rate.points * count;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('comp.purchase.balance', { count: balance, coins: coins(balance) })}
      </p>
      <CountStepper
        value={count}
        max={Math.max(1, maxCount(balance, card.rate.points))}
        disabled={busy}
        onChange={onCount}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-surface-3/60 p-3 text-sm">
        <dt className="text-ink-muted">{t('comp.purchase.you_get')}</dt>
        <dd className="text-right font-semibold" data-testid="comp-purchase-reward">
          {reward(card, currency, count)}
        </dd>
        <dt className="text-ink-muted">{t('comp.purchase.total')}</dt>
        <dd className="text-right font-semibold tabular-nums text-accent" data-testid="comp-purchase-total">
          {t('comp.card.cost', { count: total, coins: coins(total) })}
        </dd>
      </dl>
      <Button block loading={busy} onClick={onBuy} data-autofocus>
        {t('comp.purchase.confirm')}
      </Button>
    </div>
  );
}

function Shortfall({ card, balance, onBack }: { card: ShopCard; balance: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const coins = useCoinsFormat();
  const missing = shortfall(balance, card.rate.points);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('comp.purchase.balance', { count: balance, coins: coins(balance) })}
      </p>
      <p role="status" className="rounded-lg bg-danger/10 p-3 font-semibold" data-testid="comp-shortfall">
        {t('comp.purchase.shortfall', { count: missing, coins: coins(missing) })}
      </p>
      <p className="text-sm text-ink-muted">{t('comp.purchase.earn_hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={href(GAMES_PATH)} className={linkButton}>
          {t('comp.purchase.to_games')}
        </Link>
        <Button variant="secondary" onClick={onBack}>
          {t('comp.purchase.back')}
        </Button>
      </div>
    </div>
  );
}

/** The exchange result popup: what the coins bought and where to use it, or why it failed. */
function ExchangeResult({
  card,
  currency,
  outcome,
  onClose,
}: {
  card: ShopCard;
  currency: string;
  outcome: Outcome;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const coins = useCoinsFormat();
  const reward = useRewardText();
  const close = { onClose, closeLabel: t('comp.purchase.close') };
  if (!outcome.ok)
    return (
      <Modal title={t('comp.result.failure_title')} testId="comp-result" {...close}>
        <p role="alert" data-testid="comp-result-error">
          {t(outcome.errorKey)}
        </p>
        <Button variant="secondary" onClick={onClose}>
          {t('comp.purchase.back')}
        </Button>
      </Modal>
    );
  const { result } = outcome;
  const left = result.comp_points.chargeable.points;
  const game = card.kind === 'freespins' ? gamePath(card.games[0]) : null;
  return (
    <Modal title={t('comp.result.success_title')} testId="comp-result" {...close}>
      <p role="status" className="text-lg font-semibold" data-testid="comp-result-reward">
        {t('comp.result.success', { reward: reward(card, currency, result.count) })}
      </p>
      <p className="text-sm text-ink-muted">
        {t('comp.result.coins_left', { count: left, coins: coins(left) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {game ? (
          <Link to={href(game)} className={linkButton}>
            {t('comp.result.play')}
          </Link>
        ) : null}
        {isWheelCard(card) ? (
          <Link to={href(WHEEL_PATH)} className={linkButton}>
            {t('comp.result.wheel')}
          </Link>
        ) : card.kind !== 'lotteries' ? (
          <Link to={href(GIFTS_PATH)} className={game ? secondaryLink : linkButton}>
            {t('comp.result.gifts')}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('comp.purchase.back')}
        </Button>
      </div>
    </Modal>
  );
}
