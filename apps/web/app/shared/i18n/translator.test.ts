import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translator.ts';

const messages = {
  shell: { hello: 'Hello, {{name}}!', games_one: '{{count}} game', games_other: '{{count}} games' },
  plain: 'Plain',
};

describe('translator', () => {
  const { t, exists } = createTranslator('en', messages);

  it('finds nested keys and interpolates values', () => {
    expect(t('shell.hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(t('plain')).toBe('Plain');
  });

  it('chooses the plural form of the language from count', () => {
    expect(t('shell.games', { count: 1 })).toBe('1 game');
    expect(t('shell.games', { count: 5 })).toBe('5 games');
  });

  it('falls back to defaultValue, then to the key itself', () => {
    expect(t('shell.missing', { defaultValue: 'm' })).toBe('m');
    expect(t('shell.missing')).toBe('shell.missing');
    expect(t('shell')).toBe('shell');
  });

  it('leaves unknown placeholders visible rather than printing undefined', () => {
    expect(interpolate('{{a}} and {{ b }}', { b: 2 })).toBe('{{a}} and 2');
  });

  it('knows which keys exist', () => {
    expect(exists('shell.games')).toBe(true);
    expect(exists('shell.nope')).toBe(false);
  });
});
