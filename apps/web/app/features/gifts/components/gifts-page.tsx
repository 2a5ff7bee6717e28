import { isGiftFinished } from '@orbit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useBonuses } from '../api/get-bonuses.ts';
import { useFreespins } from '../api/get-freespins.ts';
import { CouponForm, PromoCodeForm } from './code-forms.tsx';
import { BonusCard, FinishedGiftRow, FreeSpinsCard } from './gift-cards.tsx';

/**
 * Profile › Gifts: the player's active bonuses and free spins with their progress, deadlines and
 * actions, the promo-code and coupon forms, and the gifts that ended (the last 90 days).
 */
export function GiftsPage() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const freespins = useFreespins();

  const failed = bonuses.isError || freespins.isError;
  const loading = !failed && (!bonuses.data || !freespins.data);
  const activeBonuses = (bonuses.data ?? []).filter((gift) => !isGiftFinished(gift.stage));
  const activeSpins = (freespins.data ?? []).filter((issue) => !isGiftFinished(issue.stage));
  const finished = [
    ...(bonuses.data ?? []).filter((gift) => isGiftFinished(gift.stage)),
    ...(freespins.data ?? []).filter((issue) => isGiftFinished(issue.stage)),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <section aria-labelledby="gifts-title" className="flex flex-col gap-8" data-testid="gifts-page">
      <div className="flex flex-col gap-2">
        <h2 id="gifts-title" className="text-xl font-bold">
          {t('gifts.title')}
        </h2>
        <p className="max-w-3xl text-ink-muted">{t('gifts.intro')}</p>
      </div>
      {failed ? <FormError message={t('gifts.errors.load')} /> : null}
      {loading ? <p role="status">{t('gifts.loading')}</p> : null}
      {!failed && !loading ? (
        <GiftsSection name="active" title={t('gifts.active.title')}>
          {activeBonuses.length + activeSpins.length === 0 ? (
            <p className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted" data-testid="gifts-empty">
              {t('gifts.active.empty')}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {activeBonuses.map((gift) => (
                <BonusCard key={`bonus-${gift.id}`} gift={gift} />
              ))}
              {activeSpins.map((issue) => (
                <FreeSpinsCard key={`spins-${issue.id}`} issue={issue} />
              ))}
            </ul>
          )}
        </GiftsSection>
      ) : null}
      <GiftsSection name="codes" title={t('gifts.codes.title')}>
        <div className="grid gap-3 md:grid-cols-2">
          <PromoCodeForm />
          <CouponForm />
        </div>
      </GiftsSection>
      {finished.length > 0 ? (
        <GiftsSection name="finished" title={t('gifts.finished.title')}>
          <ul className="flex flex-col gap-2">
            {finished.map((gift) => (
              <FinishedGiftRow key={`${'amount_cents' in gift ? 'bonus' : 'spins'}-${gift.id}`} gift={gift} />
            ))}
          </ul>
        </GiftsSection>
      ) : null}
    </section>
  );
}

function GiftsSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`gifts-${name}`} className="flex flex-col gap-3" data-testid={`gifts-${name}`}>
      <h3 id={`gifts-${name}`} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
