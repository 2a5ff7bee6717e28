import { useEffect, useRef } from 'react';
import { type ChannelHandler, subscribe } from './channels.ts';

/** Runs `handler` on each event of a realtime channel while the component is mounted. */
export function useChannel(channel: string, handler: ChannelHandler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe(channel, (data) => latest.current(data)), [channel]);
}
