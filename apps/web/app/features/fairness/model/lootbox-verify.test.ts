import { drawLootbox, hashServerSeed } from '@orbit/games';
import { describe, expect, it } from 'vitest';
import { makeLootbox } from '~/features/wheel/testing.ts';
import { fieldsOfBox, fieldsOfParams, lootboxVerifyPath } from '~/shared/lootbox-verify-link.ts';
import { EMPTY_FIELDS, parseNonce, parseWeights, verifyLootbox } from './lootbox-verify.ts';

const lib = { drawLootbox, hashServerSeed };
const serverSeed = 'ab'.repeat(32);
const fields = { serverSeed, clientSeed: 'my-seed', nonce: '7', weights: '4000, 4000, 2000', hash: '' };

describe('the lootbox verifier', () => {
  it('reads weights typed with commas or spaces, refusing what no draw can use', () => {
    expect(parseWeights('4000, 4000,2000')).toEqual([4000, 4000, 2000]);
    expect(parseWeights(' 1 2 3 ')).toEqual([1, 2, 3]);
    expect(parseWeights('0, 5')).toEqual([0, 5]);
    expect(parseWeights('0, 0')).toBeNull();
    expect(parseWeights('1, -2')).toBeNull();
    expect(parseWeights('1.5')).toBeNull();
    expect(parseWeights('')).toBeNull();
    expect(parseNonce(' 12 ')).toBe(12);
    expect(parseNonce('-1')).toBeNull();
  });

  it('re-computes the same roll and item as the draw function the server uses', () => {
    const server = drawLootbox({ serverSeed, clientSeed: 'my-seed', nonce: 7 }, [4000, 4000, 2000]);
    const result = verifyLootbox(fields, lib);
    expect(result).toMatchObject({
      status: 'checked',
      roll: server.roll,
      index: server.index,
      total: 10_000,
    });
    if (result.status !== 'checked') throw new Error('not checked');
    expect(result.stretches).toEqual([
      { position: 1, from: 0, to: 4000 },
      { position: 2, from: 4000, to: 8000 },
      { position: 3, from: 8000, to: 10_000 },
    ]);
    expect(result.hashMatches).toBeNull();
  });

  it('checks the server seed against the committed hash', () => {
    expect(verifyLootbox({ ...fields, hash: hashServerSeed(serverSeed) }, lib)).toMatchObject({
      hashMatches: true,
    });
    expect(verifyLootbox({ ...fields, hash: 'f'.repeat(64) }, lib)).toMatchObject({ hashMatches: false });
  });

  it('waits for missing fields and names the wrong ones', () => {
    expect(verifyLootbox(EMPTY_FIELDS, lib)).toEqual({ status: 'incomplete' });
    expect(verifyLootbox({ ...fields, serverSeed: '' }, lib)).toEqual({ status: 'incomplete' });
    expect(
      verifyLootbox({ ...fields, serverSeed: 'xyz', nonce: 'a', weights: '0', clientSeed: 'a:b' }, lib),
    ).toEqual({
      status: 'invalid',
      fields: ['server_seed', 'client_seed', 'nonce', 'weights'],
    });
  });

  it('a box’s link carries its draw to the form, the server seed once revealed', () => {
    const draw = {
      server_seed_hash: 'h'.repeat(64),
      server_seed: null,
      client_seed: 'c',
      nonce: 3,
      roll: 42,
    };
    const box = makeLootbox({ id: 9, stage: 'activated', draw });
    const path = lootboxVerifyPath(box)!;
    expect(path.startsWith('/provably-fair?verify=lootbox&box=9')).toBe(true);
    const read = fieldsOfParams(new URL(path, 'http://x').searchParams);
    expect(read).toEqual({ fields: fieldsOfBox(box), boxId: 9 });
    expect(read.fields.serverSeed).toBe('');
    const revealed = { ...box, draw: { ...draw, server_seed: serverSeed } };
    expect(
      fieldsOfParams(new URL(lootboxVerifyPath(revealed)!, 'http://x').searchParams).fields.serverSeed,
    ).toBe(serverSeed);
    expect(lootboxVerifyPath(makeLootbox())).toBeNull();
  });
});
