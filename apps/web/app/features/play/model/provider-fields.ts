import { missingContextFields, type Player, type PlayerFieldsInfo } from '@orbit/contract';

/**
 * The fields the producer's provider context (player_fields → contexts[<producer slug>]) asks
 * for that are still empty on the player: real play waits until they are filled in.
 */
export function missingProviderFields(
  info: PlayerFieldsInfo | undefined,
  producer: string,
  player: Player | null,
): string[] {
  if (!info || !player) return [];
  return missingContextFields(info, producer, (field) => Reflect.get(player, field));
}

/** The producer of an identifier `producer/name`. */
export const producerOf = (identifier: string): string => identifier.split('/')[0] ?? '';
