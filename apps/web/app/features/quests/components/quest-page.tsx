import type { Tournament } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { BannerTimer } from '~/features/lobby/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useQuest } from '../api/get-quest.ts';
import { useQuestStatus } from '../api/get-quest-statuses.ts';
import { QUESTS_PATH, type QuestStanding, questLadder, questStanding } from '../model/quests.ts';
import { LevelLadder } from './level-ladder.tsx';
import { useLiveQuests } from './live-quests.tsx';
import { useQuestMoney } from './use-quest-money.ts';

/** The current level, the next one and the money still to bet; a guest is asked to sign in. */
function Standing({
  quest,
  standing,
  levels,
  money,
}: {
  quest: Tournament;
  standing: QuestStanding | null;
  levels: number;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const location = useLocation();
  if (!signedIn)
    return (
      <section
        className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-4 sm:p-6"
        data-testid="quest-guest"
      >
        <p>{t('quests.guest')}</p>
        <Link
          to={modalHref(location, 'login', { redirect: `${location.pathname}${location.search}` })}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
        >
          {t('quests.sign_in')}
        </Link>
      </section>
    );
  if (!standing)
    return (
      <p role="status" className="rounded-2xl bg-surface-2 p-4">
        {t('quests.loading')}
      </p>
    );
  const percent = Math.floor(standing.progress * 100);
  return (
    <section
      aria-labelledby="quest-standing"
      className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4 sm:p-6"
      data-testid="quest-standing"
      data-current={standing.current}
    >
      <h2 id="quest-standing" className="text-lg font-bold" data-testid="quest-current">
        {t('quests.standing.current', { level: standing.current + 1, total: levels })}
      </h2>
      {standing.next === null ? (
        <p className="font-semibold text-accent">{t('quests.standing.top')}</p>
      ) : (
        <>
          <p data-testid="quest-next">
            {t('quests.standing.next', {
              level: standing.next + 1,
              remaining: money(standing.remainingCents),
            })}
          </p>
          <div
            role="progressbar"
            aria-label={t('quests.standing.progress', { level: standing.next + 1 })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-surface-3"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      <p className="text-sm text-ink-muted">{t('quests.standing.currency', { currency: quest.currency })}</p>
    </section>
  );
}

/** `/quests/{slug}` (questPage): the quest's levels on their path, where the player stands and the time left. */
export function QuestPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { signedIn } = usePlayer();
  const { data: quest, isError } = useQuest(slug);
  const status = useQuestStatus(quest?.id, signedIn);
  useLiveQuests();
  const money = useQuestMoney(quest?.currency ?? 'EUR');
  if (!quest)
    return (
      <main id="main" className="mx-auto w-full max-w-4xl p-4 sm:p-6">
        <p role={isError ? 'alert' : 'status'}>{isError ? t('quests.error') : t('quests.loading')}</p>
      </main>
    );
  const { thresholds } = questLadder(quest);
  const standing = status.data ? questStanding(thresholds, status.data.bet_cents) : null;
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6"
      data-testid="quest-page"
    >
      <Link to={href(QUESTS_PATH)} className="self-start text-sm text-accent underline">
        {t('quests.back')}
      </Link>
      <header className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-brand/40 to-surface-2 p-4 sm:p-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{quest.title}</h1>
        {quest.description ? <p className="text-ink-muted">{quest.description}</p> : null}
        <p className="text-sm">{t('quests.levels', { count: thresholds.length })}</p>
        <BannerTimer timer={quest} />
      </header>
      <Standing quest={quest} standing={standing} levels={thresholds.length} money={money} />
      <section aria-labelledby="quest-levels" className="flex flex-col gap-3">
        <h2 id="quest-levels" className="text-lg font-bold">
          {t('quests.ladder.title')}
        </h2>
        <LevelLadder thresholds={thresholds} standing={standing} money={money} />
      </section>
    </main>
  );
}
