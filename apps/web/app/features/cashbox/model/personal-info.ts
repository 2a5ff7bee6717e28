import { missingContextFields as missingFields, type Player, type PlayerFieldsInfo } from '@orbit/contract';

/** The fields a player_fields context asks for that the player has left empty (the contract's rule). */
export const missingContextFields = (info: PlayerFieldsInfo, context: string, player: Player): string[] =>
  missingFields(info, context, (field) => Reflect.get(player, field));
