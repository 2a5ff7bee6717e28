import type { Tournament, TournamentPlayerStatus } from '@orbit/contract';
import { Link } from 'react-router';
import { BannerTimer } from '~/features/lobby/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useQuestStatuses } from '../api/get-quest-statuses.ts';
import { useTournamentsForQuests } from '../api/get-quests.ts';
import { questLadder, questPath, questStanding, visibleQuests } from '../model/quests.ts';
import { useLiveQuests } from './live-quests.tsx';
import { useQuestMoney } from './use-quest-money.ts';
import { useQuestTestFlag } from './use-test-flag.ts';

function QuestCard({ quest, status }: { quest: Tournament; status: TournamentPlayerStatus | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const money = useQuestMoney(quest.currency);
  const { thresholds } = questLadder(quest);
  const standing = status ? questStanding(thresholds, status.bet_cents) : null;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4 sm:p-6"
      data-testid="quest-card"
      data-slug={quest.slug}
    >
      <h2 className="text-xl font-bold">
        <Link to={href(questPath(quest))} className="hover:text-accent">
          {quest.title}
        </Link>
      </h2>
      {quest.description ? <p className="text-sm text-ink-muted">{quest.description}</p> : null}
      <p className="text-sm">{t('quests.levels', { count: thresholds.length })}</p>
      {standing ? (
        <p className="font-semibold" data-testid="quest-card-level">
          {t('quests.standing.current', { level: standing.current + 1, total: thresholds.length })}
          {standing.next !== null
            ? ` · ${t('quests.standing.next', { level: standing.next + 1, remaining: money(standing.remainingCents) })}`
            : ''}
        </p>
      ) : null}
      <BannerTimer timer={quest} />
      <Link
        to={href(questPath(quest))}
        className="inline-flex min-h-11 items-center self-start rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
        aria-label={t('quests.open_named', { title: quest.title })}
      >
        {t('quests.open')}
      </Link>
    </li>
  );
}

/** `/quests`: the quests this visitor may see (the test quest only with its flag), each with the player's level. */
export function QuestsPage() {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const testFlag = useQuestTestFlag();
  const list = useTournamentsForQuests();
  const quests = visibleQuests(list.data ?? [], testFlag);
  const statuses = useQuestStatuses(
    quests.map((quest) => quest.id),
    signedIn,
  );
  useLiveQuests();
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6"
      data-testid="quests-page"
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{t('quests.title')}</h1>
      <p className="text-ink-muted">{t('quests.intro')}</p>
      {list.isPending ? (
        <p role="status">{t('quests.loading')}</p>
      ) : quests.length === 0 ? (
        <p data-testid="quests-empty">{t('quests.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {quests.map((quest) => (
            <QuestCard key={quest.id} quest={quest} status={statuses.data?.[quest.id]} />
          ))}
        </ul>
      )}
    </main>
  );
}
