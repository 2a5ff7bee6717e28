import { describe, expect, it } from 'vitest';
import { makePlayer } from '~/shared/ui/testing.tsx';
import { derivedState } from './derive-state.ts';

describe('state from postal code', () => {
  it('derives an empty state from an Australian or Canadian postal code', () => {
    expect(derivedState(makePlayer({ country: 'AU', postal_code: '2000', state: null }))).toBe('NSW');
    expect(derivedState(makePlayer({ country: 'AU', postal_code: '3000', state: '' }))).toBe('VIC');
    expect(derivedState(makePlayer({ country: 'CA', postal_code: 'M5V 2T6', state: null }))).toBe('ON');
  });

  it('does nothing when the state is set, the code is missing, or the country has no rule', () => {
    expect(derivedState(makePlayer({ country: 'AU', postal_code: '2000', state: 'QLD' }))).toBeNull();
    expect(derivedState(makePlayer({ country: 'AU', postal_code: null, state: null }))).toBeNull();
    expect(derivedState(makePlayer({ country: 'DE', postal_code: '10115', state: null }))).toBeNull();
    expect(derivedState(null)).toBeNull();
  });
});
