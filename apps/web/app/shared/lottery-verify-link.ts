/**
 * The verifier's link for a lottery draw: the lottery page makes it, the verifier page reads it,
 * so its format lives here once (as the lootbox's does).
 */

export const VERIFY_LOTTERY = 'lottery';

/** The verifier form's fields, as typed (or filled from a link). */
export interface LotteryFields {
  serverSeed: string;
  ticketsHash: string;
  ticketCount: string;
  places: string;
  /** The seed's hash committed when sales opened: checked against the server seed when given. */
  seedHash: string;
}

/** What a drawn lottery publishes (the contract's `Lottery`, the fields the link needs). */
export interface DrawnLottery {
  id: number;
  prizes: readonly unknown[];
  draw: {
    server_seed_hash: string;
    server_seed: string | null;
    tickets_hash: string | null;
    tickets_count: number;
  };
}

/**
 * `/provably-fair?verify=lottery&lottery=ID&server_seed=…&tickets_hash=…&tickets=N&places=P&hash=…`
 * (unprefixed; the caller localises it); null before the draw (nothing to verify yet).
 */
export function lotteryVerifyPath(lottery: DrawnLottery): string | null {
  const { draw } = lottery;
  if (!draw.server_seed || !draw.tickets_hash) return null;
  const params = new URLSearchParams({
    verify: VERIFY_LOTTERY,
    lottery: String(lottery.id),
    server_seed: draw.server_seed,
    tickets_hash: draw.tickets_hash,
    tickets: String(draw.tickets_count),
    places: String(lottery.prizes.length),
    hash: draw.server_seed_hash,
  });
  return `/provably-fair?${params.toString()}`;
}

/** The fields a verifier link carries (`lotteryVerifyPath`) and the lottery it names. */
export function lotteryFieldsOfParams(params: URLSearchParams): {
  fields: LotteryFields;
  lotteryId: number | null;
} {
  const id = Number(params.get('lottery'));
  return {
    fields: {
      serverSeed: params.get('server_seed') ?? '',
      ticketsHash: params.get('tickets_hash') ?? '',
      ticketCount: params.get('tickets') ?? '',
      places: params.get('places') ?? '',
      seedHash: params.get('hash') ?? '',
    },
    lotteryId: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}
