import { VIP_STATUSES, type VipStatus } from '@orbit/contract';
import { type KeyboardEvent, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { numberFormat } from '~/shared/money.ts';
import { BENEFITS, type Benefits } from '../model/statuses.ts';

const control =
  'inline-flex size-10 items-center justify-center rounded-full bg-surface-2 text-ink ring-1 ring-white/10 transition hover:bg-surface-3 aria-disabled:opacity-40';

/** A status's benefits as sentences, each marked included or not. */
function benefitLines(benefits: Benefits, t: ReturnType<typeof useTranslation>['t'], locale: string) {
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const times = numberFormat(locale, { maximumFractionDigits: 1 });
  return [
    {
      key: 'cashback',
      included: benefits.cashbackPercent !== null,
      text:
        benefits.cashbackPercent === null
          ? t('vip.benefits.cashback_none')
          : t('vip.benefits.cashback', { percent: percent.format(benefits.cashbackPercent / 100) }),
    },
    {
      key: 'comp_points',
      included: true,
      text: t('vip.benefits.comp_points', { multiplier: times.format(benefits.compMultiplier) }),
    },
    {
      key: 'withdrawal_time',
      included: true,
      text: t('vip.benefits.withdrawal_time', { count: benefits.withdrawalHours }),
    },
    {
      key: 'withdrawal_limit',
      included: true,
      text:
        benefits.withdrawalLimitMultiplier === 1
          ? t('vip.benefits.withdrawal_limit_standard')
          : t('vip.benefits.withdrawal_limit', {
              multiplier: times.format(benefits.withdrawalLimitMultiplier),
            }),
    },
    {
      key: 'manager',
      included: benefits.personalManager,
      text: benefits.personalManager ? t('vip.benefits.manager') : t('vip.benefits.manager_none'),
    },
    {
      key: 'birthday',
      included: benefits.birthdayGift,
      text: benefits.birthdayGift ? t('vip.benefits.birthday') : t('vip.benefits.birthday_none'),
    },
  ];
}

/**
 * What each status gives, one status a slide (the WAI carousel pattern, never moving by itself):
 * previous/next, one button per status, arrow keys, Home and End; the slides not shown are out
 * of the reading order. It opens on the player's status.
 */
export function BenefitsCarousel({ initial, current }: { initial: VipStatus; current: VipStatus | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // Follows `initial` (the player's status arrives with the progress) until the player moves it.
  const [chosen, setChosen] = useState<number | null>(null);
  const index = chosen ?? VIP_STATUSES.indexOf(initial);
  const count = VIP_STATUSES.length;
  const go = (next: number) => setChosen(Math.min(count - 1, Math.max(0, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const shown = VIP_STATUSES[index] ?? 'regular';
  return (
    <section
      aria-roledescription={t('vip.carousel.carousel')}
      aria-labelledby="vip-carousel"
      className="flex flex-col gap-3"
      data-testid="vip-carousel"
      onKeyDown={onKeyDown}
    >
      <h2 id="vip-carousel" className="text-xl font-semibold">
        {t('vip.carousel.title')}
      </h2>
      <div className="overflow-hidden rounded-2xl">
        <div
          className="flex transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {VIP_STATUSES.map((status, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern: a slide is a labelled group, not a fieldset.
            <div
              key={status}
              role="group"
              aria-roledescription={t('vip.carousel.slide')}
              aria-label={t('vip.carousel.position', {
                status: t(`vip.status.${status}`),
                n: i + 1,
                total: count,
              })}
              aria-hidden={i !== index}
              inert={i !== index}
              data-testid={`vip-slide-${status}`}
              className="w-full shrink-0 bg-surface-2 p-5"
            >
              <div className="flex items-center gap-3">
                <h3 className="text-lg font-semibold">{t(`vip.status.${status}`)}</h3>
                {status === current && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-surface">
                    {t('vip.cards.current')}
                  </span>
                )}
              </div>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {benefitLines(BENEFITS[status], t, locale).map((line) => (
                  <li key={line.key} className={`flex gap-2 ${line.included ? '' : 'text-ink-muted'}`}>
                    <span aria-hidden="true">{line.included ? '✓' : '–'}</span>
                    <span>{line.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={control}
          onClick={() => go(index - 1)}
          // Not `disabled`: the focus stays on the button at the first slide.
          aria-disabled={index === 0}
          aria-label={t('vip.carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {VIP_STATUSES.map((status, i) => (
            <li key={status}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('vip.carousel.show', { status: t(`vip.status.${status}`) })}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${i === index ? 'bg-accent text-surface' : 'bg-surface-2 hover:bg-surface-3'}`}
              >
                {t(`vip.status.${status}`)}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={control}
          onClick={() => go(index + 1)}
          aria-disabled={index === count - 1}
          aria-label={t('vip.carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="sr-only" role="status">
        {t('vip.carousel.position', { status: t(`vip.status.${shown}`), n: index + 1, total: count })}
      </p>
    </section>
  );
}
