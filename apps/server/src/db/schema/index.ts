export * from './catalogue.ts';
export * from './games.ts';
export * from './house.ts';
export * from './limits.ts';
export * from './security.ts';
export * from './sessions.ts';
export * from './users.ts';
export * from './wallet.ts';
