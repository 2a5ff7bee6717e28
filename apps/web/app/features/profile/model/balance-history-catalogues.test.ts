import { BALANCE_CAUSES, BALANCE_REFERENCE_TYPES, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

/** The movement kinds the wallet writes today (a new one shows its own name until translated). */
const KINDS = [
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdrawal_reserve',
  'withdrawal_release',
  'withdrawal_payout',
  'bonus_credit',
  'bonus_convert',
  'bonus_forfeit',
  'tournament_prize',
  'lottery_prize',
  'jackpot_win',
  'adjustment',
];

describe('balance history catalogues', () => {
  it('name every cause, reference and movement kind in all ten locales', () => {
    const keys = [
      ...BALANCE_CAUSES.map((cause) => `profile.history.causes.${cause}`),
      ...BALANCE_REFERENCE_TYPES.map((type) => `profile.history.references.${type}`),
      ...KINDS.map((kind) => `profile.history.kinds.${kind}`),
    ];
    for (const locale of LOCALES) {
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
    }
  });
});
