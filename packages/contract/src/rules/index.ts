export * from './card.ts';
export * from './dates.ts';
export * from './gifts.ts';
export * from './keys.ts';
export * from './numbers.ts';
export * from './player-fields.ts';
export * from './postal.ts';
export * from './text.ts';
