import type { Lootbox } from '@orbit/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useReducedMotion } from '~/shared/use-reduced-motion.ts';
import { useOpenLootbox } from '../api/open-lootbox.ts';
import { wonItem } from '../model/lootboxes.ts';
import { landingOffset, landingRotation } from '../model/wheel.ts';
import { SpinResult } from './spin-result.tsx';
import { usePlayerWheel } from './use-player-wheel.ts';
import { usePrizeText } from './use-prize-text.ts';
import { SPIN_MS, WheelDisc } from './wheel-disc.tsx';

type Phase = 'idle' | 'spinning' | 'settled';

/**
 * The spin: opens the next wheel spin (the draw happens on the server, provably fair), turns
 * the wheel onto the drawn segment, then shows the prize. With prefers-reduced-motion the wheel
 * does not turn: it shows the drawn segment and the prize at once.
 */
export function SpinWheel({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const wheel = usePlayerWheel();
  const prizes = usePrizeText();
  const reducedMotion = useReducedMotion();
  const open = useOpenLootbox();
  const [spun, setSpun] = useState<Lootbox | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState(0);

  // The transition's end settles the spin; a timer does too when no transitionend comes (a tab in the background).
  useEffect(() => {
    if (phase !== 'spinning') return;
    const timer = setTimeout(() => setPhase('settled'), SPIN_MS + 400);
    return () => clearTimeout(timer);
  }, [phase]);

  const items = spun?.items ?? wheel.items;
  const currency = spun?.currency ?? wheel.currency;
  const segments = items.map((item) => ({ id: item.id, label: prizes.ofItem(item, currency).short }));
  const next = wheel.spins[0];

  const spin = () => {
    if (!next || open.isPending) return;
    open.mutate(next.id, {
      onSuccess: (box) => {
        const won = wonItem(box);
        setSpun(box);
        if (!won) return setPhase('settled');
        setRotation((from) =>
          landingRotation(from, won.index, box.items.length, undefined, landingOffset(box.draw?.roll ?? 0)),
        );
        setPhase(reducedMotion ? 'settled' : 'spinning');
      },
    });
  };

  const again = () => {
    setSpun(null);
    setPhase('idle');
    open.reset();
  };

  const won = spun && phase === 'settled' ? wonItem(spun) : null;
  const refused = open.error instanceof ApiError && open.error.status === 409;
  return (
    <div className="flex flex-col gap-6" data-testid="spin-wheel" data-phase={phase}>
      <WheelDisc
        segments={segments}
        rotation={rotation}
        animate={phase === 'spinning' && !reducedMotion}
        highlight={won?.index ?? null}
        onSettled={() => setPhase((current) => (current === 'spinning' ? 'settled' : current))}
      />
      <p className="text-center text-ink-muted" data-testid="spins-left">
        {t('wheel.spins_left', { count: wheel.spins.length })}
      </p>
      {phase === 'spinning' ? (
        <p role="status" className="text-center font-semibold">
          {t('wheel.spinning')}
        </p>
      ) : null}
      {spun && phase === 'settled' ? (
        <SpinResult box={spun}>
          {wheel.spins.length > 0 ? (
            <Button onClick={again} className="self-start">
              {t('wheel.spin_again')}
            </Button>
          ) : null}
        </SpinResult>
      ) : null}
      {phase === 'idle' ? (
        next ? (
          <Button
            onClick={spin}
            loading={open.isPending}
            className="mx-auto min-w-48 text-lg"
            data-testid="spin"
          >
            {t('wheel.spin')}
          </Button>
        ) : (
          <div className="flex flex-col items-center gap-2 text-center" data-testid="no-spins">
            <p>{t('wheel.no_spins')}</p>
            <Link to={href('/rocket-mart/special')} className="font-semibold text-accent underline">
              {t('wheel.buy_spin')}
            </Link>
          </div>
        )
      ) : null}
      {open.isError ? (
        <FormError message={refused ? t('wheel.errors.not_available') : t('wheel.errors.generic')} />
      ) : null}
      <Link to={href(`${basePath}/segments`)} className="text-center text-sm underline">
        {t('wheel.segments_link')}
      </Link>
    </div>
  );
}
