/** The game search lives in the games feature; the header and the sidebar place it. */
export { SearchBox } from '~/features/games/index.ts';
