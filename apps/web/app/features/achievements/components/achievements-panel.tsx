import type { Achievement } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useAchievements } from '../api/get-achievements.ts';
import { nextGoal } from '../model/badges.ts';

/** One badge: its name, what it asks, the level reached of how many, and the way to the next. */
function BadgeCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation();
  const { badge, level, levels, progress } = achievement;
  const { goal, share } = nextGoal(achievement);
  const done = goal === null;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-4 ${level > 0 ? 'border-brand bg-brand/10' : 'border-white/10 bg-surface-2'}`}
      data-testid={`achievement-${badge}`}
    >
      <h3 className="font-bold">{t(`achievements.badge.${badge}.title`)}</h3>
      <p className="text-sm text-ink-muted">{t(`achievements.badge.${badge}.description`)}</p>
      <p className="text-sm">{t('achievements.level', { level, levels: levels.length })}</p>
      {done ? (
        <p className="text-sm font-semibold">{t('achievements.complete')}</p>
      ) : (
        <>
          <progress
            className="w-full"
            max={1}
            value={share}
            aria-label={t(`achievements.badge.${badge}.title`)}
          />
          <p className="text-sm text-ink-muted">
            {t(`achievements.badge.${badge}.next`, { progress: Math.floor(progress), goal })}
          </p>
        </>
      )}
    </li>
  );
}

/** `/tournaments/achievements`: every badge a player can earn from play, with their progress. */
export function AchievementsPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const { player } = usePlayer();
  const achievements = useAchievements(player !== null);
  return (
    <section
      aria-labelledby="achievements-title"
      className="flex flex-col gap-4"
      data-testid="achievements-panel"
    >
      <h2 id="achievements-title" className="text-xl font-bold">
        {t('achievements.title')}
      </h2>
      <p className="max-w-3xl text-ink-muted">{t('achievements.intro')}</p>
      {!player ? (
        <p>
          <Link className="underline" to={modalHref(location, 'login')}>
            {t('achievements.sign_in')}
          </Link>
        </p>
      ) : achievements.isError ? (
        <FormError message={t('achievements.load_failed')} />
      ) : !achievements.data ? (
        <p role="status">{t('achievements.loading')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.data.map((achievement) => (
            <BadgeCard key={achievement.badge} achievement={achievement} />
          ))}
        </ul>
      )}
    </section>
  );
}
