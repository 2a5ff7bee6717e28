import { useTournamentsForQuests } from '../api/get-quests.ts';
import { questPath, runningQuest, visibleQuests } from '../model/quests.ts';
import { useQuestTestFlag } from './use-test-flag.ts';

/**
 * The side bookmark's quest: the page of the running quest this player can see (null while the
 * list loads or when none runs). `enabled` false: no request (a guest has no bookmarks).
 */
export function useBookmarkQuest(enabled: boolean): { pending: boolean; path: string | null } {
  const list = useTournamentsForQuests(enabled);
  const testFlag = useQuestTestFlag();
  if (!enabled) return { pending: false, path: null };
  if (list.isPending) return { pending: true, path: null };
  const quest = runningQuest(visibleQuests(list.data ?? [], testFlag), Date.now());
  return { pending: false, path: quest ? questPath(quest) : null };
}
