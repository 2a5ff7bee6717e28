import { isSignedIn, playerGroups, splitLocalePath } from '@orbit/contract';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { serverApi } from '~/shared/api/server.ts';
import { getPromotionPages, isPromotionPageEnabled } from '~/shared/site/get-promotion-pages.ts';
import { questQueryOptions } from './api/get-quest.ts';
import { questStatusesQueryOptions, questStatusQueryOptions } from './api/get-quest-statuses.ts';
import { questsQueryOptions } from './api/get-quests.ts';
import { isVisibleQuest, QUEST_TEST_FLAG, visibleQuests } from './model/quests.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
  params: { slug?: string };
}

/** Who looks: the page's locale, whether signed in, and the test quest's flag. */
async function viewerOf({ request, context }: LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const [pages, player] = await Promise.all([
    getPromotionPages(serverApi(context)),
    context.currentPlayer().catch(() => null),
  ]);
  const signedIn = isSignedIn(player);
  const testFlag = isPromotionPageEnabled(pages, QUEST_TEST_FLAG, signedIn ? playerGroups(player) : []);
  return { locale, signedIn, testFlag };
}

/** `/quests` renders on the server: the visible quests and the player's standing in each. */
export async function questsLoader(args: LoaderArgs) {
  const { locale, signedIn, testFlag } = await viewerOf(args);
  return prefetch(args.context, async (qc, api) => {
    const all = await qc.fetchQuery(questsQueryOptions(api, locale));
    const ids = visibleQuests(all, testFlag).map((quest) => quest.id);
    if (signedIn && ids.length > 0) await qc.prefetchQuery(questStatusesQueryOptions(api, ids));
  });
}

/**
 * `/quests/{slug}` renders on the server: the quest and the player's standing. Not a quest, not
 * for this visitor, or the test quest without its flag: the not-found page.
 */
export async function questLoader(args: LoaderArgs) {
  const { locale, signedIn, testFlag } = await viewerOf(args);
  const slug = args.params.slug ?? '';
  let missing = false;
  const loaded = await prefetch(args.context, async (qc, api) => {
    try {
      const quest = await qc.fetchQuery(questQueryOptions(api, slug, locale));
      if (!isVisibleQuest(quest, testFlag)) missing = true;
      else if (signedIn) await qc.prefetchQuery(questStatusQueryOptions(api, quest.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) missing = true;
    }
  });
  if (missing) throw data(null, { status: 404 });
  return loaded;
}
