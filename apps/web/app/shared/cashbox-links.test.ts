import { describe, expect, it } from 'vitest';
import { activeCashbox, cashboxHref, closeCashboxHref, sectionOfCashboxPath } from './cashbox-links.ts';

const at = (href: string) => {
  const url = new URL(href, 'http://orbit.test');
  return { pathname: url.pathname, search: url.search };
};

describe('the cashbox in the URL', () => {
  it('knows the section of each cashbox path, in every locale', () => {
    expect(sectionOfCashboxPath('/deposit')).toBe('deposit');
    expect(sectionOfCashboxPath('/de/accounts/12/deposit')).toBe('deposit');
    expect(sectionOfCashboxPath('/deposit-bonus')).toBe('deposit-bonus');
    expect(sectionOfCashboxPath('/fr-CA/deposit-fast')).toBe('deposit-fast');
    expect(sectionOfCashboxPath('/withdraw')).toBe('withdraw');
    expect(sectionOfCashboxPath('/cashbox')).toBe('dashboard');
    expect(sectionOfCashboxPath('/dashboard')).toBe('dashboard');
    expect(sectionOfCashboxPath('/play/orbit-originals/hex-dice')).toBeNull();
    expect(sectionOfCashboxPath('/accounts/history')).toBeNull();
  });

  it('opens over every page with ?cashbox=, and only for a known section', () => {
    expect(activeCashbox(at('/play/orbit-originals/hex-dice?mode=real&cashbox=withdraw'))).toEqual({
      section: 'withdraw',
      over: true,
    });
    expect(activeCashbox(at('/withdraw'))).toEqual({ section: 'withdraw', over: false });
    expect(activeCashbox(at('/?cashbox=bank'))).toBeNull();
    expect(activeCashbox(at('/pokies/all'))).toBeNull();
  });

  it('moves between sections over the same page, keeping its query', () => {
    const game = at('/de/play/orbit-originals/hex-dice?mode=real');
    expect(cashboxHref(game, 'deposit')).toBe('/de/play/orbit-originals/hex-dice?mode=real&cashbox=deposit');
    expect(cashboxHref(at('/pokies/all?cashbox=deposit'), 'dashboard')).toBe('/pokies/all?cashbox=dashboard');
  });

  it("moves between a cashbox page's own paths", () => {
    expect(cashboxHref(at('/de/deposit'), 'withdraw')).toBe('/de/withdraw');
    expect(cashboxHref(at('/withdraw'), 'dashboard')).toBe('/cashbox');
  });

  it('closes back to the page behind, or to the lobby from a page of its own', () => {
    expect(closeCashboxHref(at('/play/orbit-originals/hex-dice?mode=real&cashbox=deposit'))).toBe(
      '/play/orbit-originals/hex-dice?mode=real',
    );
    expect(closeCashboxHref(at('/pokies/all?cashbox=withdraw'))).toBe('/pokies/all');
    expect(closeCashboxHref(at('/de/deposit'))).toBe('/de');
    expect(closeCashboxHref(at('/cashbox'))).toBe('/');
  });
});
