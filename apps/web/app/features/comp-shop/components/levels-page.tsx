import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useCompPoints } from '../api/get-comp-points.ts';
import { useLevelBands } from '../api/get-statuses.ts';
import { levelProgress, levelState, playerLevel } from '../model/levels.ts';
import { COMP_SHOP_SLUG } from '../model/shop.ts';
import { useCoinsFormat } from './use-coins-format.ts';
import { useShopEnabled } from './use-shop-enabled.ts';

const STATE_STYLES = {
  current: 'border-brand bg-brand/10',
  reached: 'border-white/10 bg-surface-2',
  ahead: 'border-white/5 bg-surface-2/50 text-ink-muted',
} as const;

/**
 * Profile › Levels: the player's loyalty level, their status points and the way to the next
 * level, their coins, and every level with the points it starts at.
 */
export function LevelsPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { player } = usePlayer();
  const bands = useLevelBands();
  const points = useCompPoints(player !== null);
  const shopEnabled = useShopEnabled();
  const format = useCoinsFormat();
  const persistent = points.data?.persistent.points ?? 0;
  const level = player ? playerLevel(player.statuses) : null;
  const progress = levelProgress(bands.data ?? [], persistent, level?.id ?? null);
  const { current, next } = progress;
  const failed = bands.isError || points.isError;
  const loading = !failed && (!bands.data || !points.data);

  return (
    <section aria-labelledby="levels-title" className="flex flex-col gap-6" data-testid="levels-page">
      <div className="flex flex-col gap-2">
        <h2 id="levels-title" className="text-xl font-bold">
          {t('comp.levels.title')}
        </h2>
        <p className="max-w-3xl text-ink-muted">{t('comp.levels.intro')}</p>
      </div>
      {failed ? <FormError message={t('comp.errors.load_levels')} /> : null}
      {loading ? <p role="status">{t('comp.loading')}</p> : null}
      {!failed && !loading ? (
        <>
          <div
            className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand/30 to-surface-2 p-5"
            data-testid="levels-current"
          >
            <p className="text-sm text-ink-muted">{t('comp.levels.yours')}</p>
            <p className="text-3xl font-black" data-testid="levels-current-name">
              {current ? current.name : (level?.name ?? '—')}
              {current ? (
                <span className="ml-3 text-base font-semibold text-ink-muted">
                  {t('comp.levels.number', { level: current.number })}
                </span>
              ) : null}
            </p>
            <p data-testid="levels-points">
              {t('comp.levels.points', { count: persistent, points: format(persistent) })}
            </p>
            <div
              role="progressbar"
              aria-label={t('comp.levels.progress_label')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-3 overflow-hidden rounded-full bg-surface-3"
            >
              <div className="h-full rounded-full bg-accent" style={{ width: `${progress.percent}%` }} />
            </div>
            <p className="text-sm" data-testid="levels-next">
              {next && progress.pointsToNext !== null
                ? t('comp.levels.to_next', {
                    count: progress.pointsToNext,
                    points: format(progress.pointsToNext),
                    level: next.name,
                  })
                : t('comp.levels.top')}
            </p>
            {points.data ? (
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {t('comp.levels.coins', {
                    count: points.data.chargeable.points,
                    coins: format(points.data.chargeable.points),
                  })}
                </span>
                {shopEnabled ? (
                  <Link to={href(`/${COMP_SHOP_SLUG}`)} className="font-semibold text-brand underline">
                    {t('comp.levels.to_shop')}
                  </Link>
                ) : null}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="levels-all" className="flex flex-col gap-3">
            <h3 id="levels-all" className="text-lg font-semibold">
              {t('comp.levels.all')}
            </h3>
            <ol className="grid gap-2 sm:grid-cols-2">
              {(bands.data ?? []).map((band) => {
                const state = levelState(band, current);
                return (
                  <li
                    key={band.id}
                    className={`flex items-center justify-between gap-3 rounded-xl border p-4 ${STATE_STYLES[state]}`}
                    aria-current={state === 'current' ? 'step' : undefined}
                    data-testid="levels-item"
                    data-state={state}
                  >
                    <span className="flex flex-col">
                      <span className="font-semibold">{band.name}</span>
                      <span className="text-sm text-ink-muted">
                        {t('comp.levels.number', { level: band.number })} ·{' '}
                        {t('comp.levels.from', { count: band.min, points: format(band.min) })}
                      </span>
                    </span>
                    <span className="text-xs font-bold uppercase tracking-wide">
                      {t(`comp.levels.state.${state}`)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      ) : null}
    </section>
  );
}
