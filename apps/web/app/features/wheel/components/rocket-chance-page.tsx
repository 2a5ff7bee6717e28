import { type Lootbox, playerGroups, ROCKET_CHANCE_GROUP } from '@orbit/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { exchangeStep, useCompPoints } from '~/features/comp-shop/index.ts';
import { useUpdateBonusSettings } from '~/features/promotions/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { lootboxVerifyPath } from '~/shared/lootbox-verify-link.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { useLootboxes } from '../api/get-lootboxes.ts';
import { useDrawRocketChance, useRocketChance } from '../api/rocket-chance.ts';
import {
  type ChanceRefusal,
  chanceRefusal,
  drawsAffordable,
  isFinalRefusal,
  newDrawKey,
} from '../model/chance.ts';
import { wonItem } from '../model/lootboxes.ts';
import { GuestCall } from './guest-call.tsx';
import { LiveLootboxes } from './live-lootboxes.tsx';
import { PrizeOddsTable } from './prize-odds-table.tsx';
import { SpinResult } from './spin-result.tsx';
import { usePrizeText } from './use-prize-text.ts';

const REFUSAL_KEYS: Record<ChanceRefusal, string> = {
  not_enough: 'wheel.chance.errors.not_enough',
  multi_account: 'wheel.chance.errors.multi_account',
  bonuses_disabled: 'wheel.chance.errors.bonuses_disabled',
  closed: 'wheel.chance.errors.closed',
  generic: 'wheel.errors.generic',
};

/**
 * `/rocket-chance`: comp coins for one provably-fair draw from a chance table. The table shows
 * every prize with its chance (the weights), "no prize" included; a draw spends the coins and
 * opens a chance box at once; today's draws stay listed with their proof.
 */
export function RocketChancePage() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { player, data: visitor } = usePlayer();
  const chance = useRocketChance(locale);
  const coins = useCompPoints(player !== null);
  const boxes = useLootboxes(player !== null);
  const draw = useDrawRocketChance();
  const prizes = usePrizeText();
  const key = useRef(newDrawKey());
  const [result, setResult] = useState<Lootbox | null>(null);
  const enableBonuses = useUpdateBonusSettings();
  // Spec 2 §4's exchange flow before a draw: a player who turned bonuses off is asked to turn them on.
  const [askEnable, setAskEnable] = useState(false);
  const [enableFailed, setEnableFailed] = useState(false);

  if (chance.isError) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <FormError message={t('wheel.errors.load')} />
      </main>
    );
  }
  const table = chance.data;
  const currency = player?.currency ?? visitor?.currency ?? 'EUR';
  const balance = coins.data?.chargeable.points ?? 0;
  const affordable = table ? drawsAffordable(balance, table.points) : 0;
  const draws = (boxes.data ?? []).filter(
    (box) => box.group_key === ROCKET_CHANCE_GROUP && box.stage === 'activated' && box.id !== result?.id,
  );

  const onDraw = () => {
    setResult(null);
    draw.mutate(key.current, {
      onSuccess: (answer) => {
        setResult(answer.lootbox);
        key.current = newDrawKey();
      },
      // A refusal is final for this key; a lost answer (network, 5xx) is retried with the same key.
      onError: (error) => {
        if (isFinalRefusal(error)) key.current = newDrawKey();
      },
    });
  };

  const start = () => {
    setEnableFailed(false);
    if (player && exchangeStep(player, playerGroups(player)) === 'enable_bonuses') setAskEnable(true);
    else onDraw();
  };

  const enableAndDraw = async () => {
    try {
      await enableBonuses.mutateAsync(true);
    } catch {
      setAskEnable(false);
      setEnableFailed(true);
      return;
    }
    setAskEnable(false);
    onDraw();
  };

  const refusal = draw.isError ? chanceRefusal(draw.error) : null;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 focus:outline-none"
    >
      {player ? <LiveLootboxes /> : null}
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {table?.title ?? t('wheel.chance.title')}
        </h1>
        {table ? <p className="text-ink-muted">{t('wheel.chance.intro', { points: table.points })}</p> : null}
      </header>
      {table && player ? (
        <section
          className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-5"
          data-testid="chance-draw"
        >
          <p data-testid="chance-coins">{t('wheel.chance.coins', { count: balance })}</p>
          <Button
            onClick={start}
            loading={draw.isPending}
            disabled={affordable < 1}
            className="text-lg"
            data-testid="chance-draw-button"
          >
            {t('wheel.chance.draw', { points: table.points })}
          </Button>
          {affordable < 1 && coins.data ? (
            <p className="text-sm text-ink-muted">
              {t('wheel.chance.short', { count: table.points - balance })}{' '}
              <Link to={href('/pokies/all')} className="underline">
                {t('wheel.chance.to_games')}
              </Link>
            </p>
          ) : null}
          {refusal ? <FormError message={t(REFUSAL_KEYS[refusal])} /> : null}
          {enableFailed ? <FormError message={t('wheel.chance.enable.failed')} /> : null}
        </section>
      ) : null}
      {askEnable ? (
        <Modal
          title={t('wheel.chance.enable.title')}
          testId="chance-enable-bonuses"
          onClose={() => setAskEnable(false)}
          closeLabel={t('wheel.chance.enable.close')}
        >
          <p>{t('wheel.chance.enable.text')}</p>
          <div className="flex flex-wrap gap-2">
            <Button loading={enableBonuses.isPending} onClick={() => void enableAndDraw()}>
              {t('wheel.chance.enable.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setAskEnable(false)}>
              {t('wheel.chance.enable.cancel')}
            </Button>
          </div>
        </Modal>
      ) : null}
      {table && !player && visitor ? <GuestCall text={t('wheel.chance.guest')} /> : null}
      {result ? <SpinResult box={result} /> : null}
      {table ? (
        <section aria-labelledby="chance-table" className="flex flex-col gap-3">
          <h2 id="chance-table" className="text-xl font-semibold">
            {t('wheel.chance.table')}
          </h2>
          <PrizeOddsTable items={table.items} currency={currency} testId="chance-table" />
          <p className="text-sm text-ink-muted">{t('wheel.fair_note')}</p>
        </section>
      ) : null}
      {draws.length > 0 ? (
        <section aria-labelledby="chance-today" className="flex flex-col gap-2">
          <h2 id="chance-today" className="text-xl font-semibold">
            {t('wheel.chance.today')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {draws.map((box) => {
              const won = wonItem(box);
              const path = lootboxVerifyPath(box);
              return (
                <li
                  key={box.id}
                  className="flex flex-wrap justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2"
                >
                  <span>{won ? prizes.ofItem(won.item, box.currency).title : '—'}</span>
                  {path ? (
                    <Link to={href(path)} className="underline">
                      {t('wheel.draw.verify')}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
