import type { Lootbox } from '@orbit/contract';

/**
 * The verifier's link for a lootbox draw (a box, a wheel spin, a rocket chance draw): the wheel
 * pages make it, the verifier page reads it, so its format lives here once.
 */

/** The form's fields, as typed (or filled from a box or a link). */
export interface LootboxFields {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  weights: string;
  /** The committed hash, when known (a box's draw): checked against the server seed. */
  hash: string;
}

/** An opened box's draw as the form's fields (the server seed empty until it is revealed). */
export function fieldsOfBox(box: Lootbox): LootboxFields | null {
  if (!box.draw) return null;
  return {
    serverSeed: box.draw.server_seed ?? '',
    clientSeed: box.draw.client_seed,
    nonce: String(box.draw.nonce),
    weights: box.items.map((item) => item.weight).join(', '),
    hash: box.draw.server_seed_hash,
  };
}

export const VERIFY_LOOTBOX = 'lootbox';

/**
 * The verifier prefilled with an opened box's draw: `/provably-fair?verify=lootbox&box=ID&…`
 * (unprefixed; the caller localises it). The box id lets the page fill the server seed in once
 * a rotation reveals it; the seeds travel in the link so it works for any box.
 */
export function lootboxVerifyPath(box: Lootbox): string | null {
  const fields = fieldsOfBox(box);
  if (!fields) return null;
  const params = new URLSearchParams({ verify: VERIFY_LOOTBOX, box: String(box.id) });
  if (fields.serverSeed) params.set('server_seed', fields.serverSeed);
  params.set('client_seed', fields.clientSeed);
  params.set('nonce', fields.nonce);
  params.set('weights', box.items.map((item) => item.weight).join(','));
  params.set('hash', fields.hash);
  return `/provably-fair?${params.toString()}`;
}

/** The fields a verifier link carries (`lootboxVerifyPath`), and the box it names. */
export function fieldsOfParams(params: URLSearchParams): { fields: LootboxFields; boxId: number | null } {
  const box = Number(params.get('box'));
  return {
    fields: {
      serverSeed: params.get('server_seed') ?? '',
      clientSeed: params.get('client_seed') ?? '',
      nonce: params.get('nonce') ?? '',
      weights: (params.get('weights') ?? '').split(',').join(', '),
      hash: params.get('hash') ?? '',
    },
    boxId: Number.isSafeInteger(box) && box > 0 ? box : null,
  };
}
