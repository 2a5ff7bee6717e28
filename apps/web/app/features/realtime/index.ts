// The realtime feature's public face: what other features may use.
export { Realtime } from './components/realtime.tsx';
export { isJackpotEvent, replaceJackpot } from './model/events.ts';
export { useChannel } from './use-channel.ts';
export { useHouseRoom } from './use-house-room.ts';
