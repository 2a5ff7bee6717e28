import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '~/shared/api/client.ts';
import { refusalKey } from './errors.ts';

const known = new Set(['house.errors.insufficient_funds', 'house.errors.stake_invalid']);
const exists = (key: string) => known.has(key);

describe('refusal keys', () => {
  it('use the engine key the server sends in a 422 when the catalogue has it', () => {
    const error = new ApiError(422, { errors: { bet: ['house.errors.insufficient_funds'] } }, '/x');
    expect(refusalKey(error, exists)).toBe('house.errors.insufficient_funds');
    const action = new ApiError(422, { errors: { action: ['house.errors.stake_invalid'] } }, '/x');
    expect(refusalKey(action, exists)).toBe('house.errors.stake_invalid');
  });

  it('fall back to a generic bet refusal for unknown or foreign keys', () => {
    expect(refusalKey(new ApiError(422, { errors: { bet: ['house.errors.brand_new'] } }, '/x'), exists)).toBe(
      'house.errors.bet_invalid',
    );
    expect(refusalKey(new ApiError(422, { errors: { bet: ['validation.required'] } }, '/x'), exists)).toBe(
      'house.errors.bet_invalid',
    );
  });

  it('name the conflicts and a gone session', () => {
    expect(refusalKey(new ApiError(409, { error: 'round_open' }, '/x'), exists)).toBe(
      'house.errors.round_open',
    );
    expect(refusalKey(new ApiError(409, { error: 'betting_closed' }, '/x'), exists)).toBe(
      'house.errors.betting_closed',
    );
    expect(refusalKey(new ApiError(409, { error: 'too_late' }, '/x'), exists)).toBe('house.errors.too_late');
    expect(refusalKey(new ApiError(404, { error: 'not_found' }, '/x'), exists)).toBe(
      'house.errors.session_expired',
    );
  });

  it('say "network" for a lost connection and "generic" for anything else', () => {
    expect(refusalKey(new NetworkError('down'), exists)).toBe('house.errors.network');
    expect(refusalKey(new ApiError(500, null, '/x'), exists)).toBe('house.errors.generic');
    expect(refusalKey(new ApiError(409, { error: 'weird' }, '/x'), exists)).toBe('house.errors.generic');
    expect(refusalKey(new Error('boom'), exists)).toBe('house.errors.generic');
  });
});
