import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from './keys.ts';

describe('validation keys', () => {
  it('are unique translation keys of the validation area', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^validation\.[a-z0-9_]+$/);
  });
});
