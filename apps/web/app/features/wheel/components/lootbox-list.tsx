import { isWheelSpin, type Lootbox } from '@orbit/contract';
import { Link } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useOpenLootbox } from '../api/open-lootbox.ts';
import { SpinResult } from './spin-result.tsx';

/**
 * "Your boxes": every visible box of the player — a wheel spin leads to the wheel, any other box
 * (the shop's mystery box) opens right here; today's opened ones show their prize and draw.
 */
export function LootboxList({ boxes, spinPath }: { boxes: Lootbox[]; spinPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="your-boxes" className="flex flex-col gap-3" data-testid="lootbox-list">
      <h2 id="your-boxes" className="text-xl font-semibold">
        {t('wheel.boxes.title')}
      </h2>
      {boxes.length === 0 ? (
        <p className="text-ink-muted">{t('wheel.boxes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {boxes.map((box) => (
            <li key={box.id}>
              <LootboxCard box={box} spinPath={spinPath} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LootboxCard({ box, spinPath }: { box: Lootbox; spinPath: string }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const open = useOpenLootbox();
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(box.valid_until));
  if (box.stage === 'activated') return <SpinResult box={box} />;
  const refused = open.error instanceof ApiError && open.error.status === 409;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface-2 p-4"
      data-testid="lootbox"
      data-stage={box.stage}
    >
      <div className="flex flex-col">
        <span className="font-semibold">{box.title}</span>
        <span className="text-sm text-ink-muted">
          {box.stage === 'issued' ? t('wheel.boxes.valid_until', { date: until }) : t('wheel.boxes.canceled')}
        </span>
      </div>
      {box.stage === 'issued' ? (
        isWheelSpin(box.group_key) ? (
          <Link
            to={href(spinPath)}
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
          >
            {t('wheel.boxes.spin')}
          </Link>
        ) : (
          <Button onClick={() => open.mutate(box.id)} loading={open.isPending}>
            {t('wheel.boxes.open')}
          </Button>
        )
      ) : null}
      {open.isError ? (
        <FormError message={refused ? t('wheel.errors.not_available') : t('wheel.errors.generic')} />
      ) : null}
    </div>
  );
}
