// The quests feature's public face (its route loaders: `loaders.server.ts`): the quest pages and
// the side bookmark's quest.

export { QuestPage } from './components/quest-page.tsx';
export { QuestsPage } from './components/quests-page.tsx';
export { useBookmarkQuest } from './components/use-bookmark-quest.ts';
export { QUESTS_PATH } from './model/quests.ts';
