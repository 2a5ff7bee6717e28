/**
 * Orbit's house games: the provably-fair random source and the pure math of each game
 * (no I/O), filled in by the wallet and games issue.
 */
export {};
