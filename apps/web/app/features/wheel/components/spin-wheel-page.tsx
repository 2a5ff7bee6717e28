import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { WheelBase } from '../model/paths.ts';
import { GuestCall } from './guest-call.tsx';
import { LiveLootboxes } from './live-lootboxes.tsx';
import { SpinWheel } from './spin-wheel.tsx';
import { usePlayerWheel } from './use-player-wheel.ts';
import { usePrizeText } from './use-prize-text.ts';
import { WheelDisc } from './wheel-disc.tsx';

/** SpinWheelPage (`/rocketplay-wheel/spin`, `/rocketmart-wheel/spin`): the wheel and its spin. */
export function SpinWheelPage({ base }: { base: WheelBase }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const wheel = usePlayerWheel();
  const prizes = usePrizeText();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      {wheel.player ? <LiveLootboxes /> : null}
      <header className="flex flex-col gap-2">
        <Link to={href(`/${base}`)} className="text-sm text-ink-muted underline">
          {t('wheel.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t('wheel.spin_title')}</h1>
      </header>
      {wheel.player ? (
        <SpinWheel basePath={`/${base}`} />
      ) : (
        <>
          <WheelDisc
            segments={wheel.items.map((item) => ({
              id: item.id,
              label: prizes.ofItem(item, wheel.currency).short,
            }))}
            rotation={0}
            animate={false}
            highlight={null}
          />
          <GuestCall text={t('wheel.guest.text')} />
        </>
      )}
    </main>
  );
}
