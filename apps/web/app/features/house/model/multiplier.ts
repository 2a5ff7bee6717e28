/** `250` hundredths → `2.50×`. */
export const formatMultiplier = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** What a stake returns at a multiplier in hundredths, floored as the engines pay. */
export const payoutAt = (stake: number, hundredths: number) => Math.floor((stake * hundredths) / 100);
