// What other features' tests use from the realtime feature (test files only).

/** Delivers an event to the channel's subscribers, as the socket does: a test's server push. */
export { dispatch } from './channels.ts';
