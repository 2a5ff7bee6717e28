import type { ChannelName, ChannelPayloads } from '@orbit/contract';
import { useEffect, useRef } from 'react';
import { subscribe } from './channels.ts';

/**
 * Runs `handler` on each event of a realtime channel while the component is mounted (and while
 * `listening`: a part whose updates are not on screen yet need not open the socket); the channel
 * names and payload types are the contract's (types only: zod stays out of the browser). The
 * payload still comes over the network, so a handler that would crash on another shape checks
 * the fields it relies on first.
 */
export function useChannel<C extends ChannelName>(
  channel: C,
  handler: (payload: ChannelPayloads[C]) => void,
  listening = true,
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    // The server publishes this channel only with the contract's payload (its publisher is typed by it).
    () => (listening ? subscribe(channel, (data) => latest.current(data as ChannelPayloads[C])) : undefined),
    [channel, listening],
  );
}
