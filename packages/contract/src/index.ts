export * from './common.ts';
export * from './locales.ts';
export * from './player.ts';
