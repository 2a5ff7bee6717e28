// The adventure feature's public face: the VIP adventure page, its query, and the shell's side bookmarks.
export { adventureQueryOptions, useAdventure } from './api/get-adventure.ts';
export { AdventurePage } from './components/adventure-page.tsx';
export { SideBookmarksHost } from './components/side-bookmarks-host.tsx';
export { ADVENTURE_PATH } from './model/adventure.ts';
