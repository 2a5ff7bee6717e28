// The achievements feature's public face: the badges panel (the tournaments' achievements tab),
// its query, and the live announcement of a level reached.
export { ACHIEVEMENTS_KEY, achievementsQueryOptions, useAchievements } from './api/get-achievements.ts';
export { AchievementsPanel } from './components/achievements-panel.tsx';
export { default as LiveAchievements } from './components/live-achievements.tsx';
export { ACHIEVEMENTS_PATH } from './model/badges.ts';
