export * from './auth.ts';
export * from './cms.ts';
export * from './common.ts';
export * from './config.ts';
export * from './info.ts';
export * from './locales.ts';
export * from './player.ts';
export * from './rules/index.ts';
