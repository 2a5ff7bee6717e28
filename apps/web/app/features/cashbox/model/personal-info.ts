import type { Player, PlayerFieldsInfo } from '@orbit/contract';

const camel = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The fields a player_fields context asks for that the player has left empty. */
export function missingContextFields(info: PlayerFieldsInfo, context: string, player: Player): string[] {
  const wanted = info.contexts[context];
  const names = Array.isArray(wanted) ? wanted.filter((f): f is string => typeof f === 'string') : [];
  const values = player as unknown as Record<string, unknown>;
  return names.filter((name) => {
    const value = values[name] ?? values[camel(name)];
    return value === null || value === undefined || value === '';
  });
}
