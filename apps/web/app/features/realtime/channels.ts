/**
 * The page's realtime subscriptions, kept apart from the socket: components subscribe at any
 * time (this module is tiny and loads with the page), the connection — loaded after
 * hydration — delivers every event here and re-joins the wanted house rooms.
 */
export type ChannelHandler = (data: unknown) => void;

const handlers = new Map<string, Set<ChannelHandler>>();
const houseRooms = new Map<string, number>();
type RoomListener = (game: string, joined: boolean) => void;
let roomListener: RoomListener | null = null;

const watchers = new Set<() => void>();
const subscriptionsChanged = () => {
  for (const watcher of watchers) watcher();
};

/** Calls `handler` with each event of `channel` until the returned function is called. */
export function subscribe(channel: string, handler: ChannelHandler): () => void {
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
  }
  set.add(handler);
  subscriptionsChanged();
  return () => {
    set.delete(handler);
    subscriptionsChanged();
  };
}

/** Whether something on the page listens to one of `channels` now. */
export const listensTo = (channels: readonly string[]) =>
  channels.some((channel) => (handlers.get(channel)?.size ?? 0) > 0);

/** Calls `watcher` whenever a subscription starts or ends, until the returned function is called. */
export function onSubscriptionsChanged(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/** An event from the socket to its subscribers (one failing handler does not stop the others). */
export function dispatch(channel: string, data: unknown) {
  for (const handler of handlers.get(channel) ?? []) {
    try {
      handler(data);
    } catch (error) {
      console.error(`realtime ${channel} handler`, error);
    }
  }
}

/** Watches a house game's shared rounds (`house_round` events) until the returned function is called. */
export function joinHouseRoom(game: string): () => void {
  const count = houseRooms.get(game) ?? 0;
  houseRooms.set(game, count + 1);
  if (count === 0) roomListener?.(game, true);
  return () => {
    const left = (houseRooms.get(game) ?? 1) - 1;
    if (left > 0) houseRooms.set(game, left);
    else {
      houseRooms.delete(game);
      roomListener?.(game, false);
    }
  };
}

/** The connection: told of joins and leaves, and asks which rooms to re-join after a reconnect. */
export function onHouseRooms(listener: RoomListener | null) {
  roomListener = listener;
}

export function wantedHouseRooms(): string[] {
  return [...houseRooms.keys()];
}
