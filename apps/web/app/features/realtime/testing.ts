// What other features' tests use from the realtime feature (test files only).

/**
 * `dispatch` delivers an event to the channel's subscribers, as the socket does (a test's server
 * push); `listensTo` says whether something on the page listens to a channel now (what opens a
 * guest's socket).
 */
export { dispatch, listensTo } from './channels.ts';
