/** The quests (tournaments) as anyone sees them; the player's standing lives under `player`. */
export const QUESTS_KEY = ['quests'] as const;
export const QUEST_STATUS_KEY = ['player', 'quest-status'] as const;
