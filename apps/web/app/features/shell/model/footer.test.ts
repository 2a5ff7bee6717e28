import { describe, expect, it } from 'vitest';
import { footerModel } from './footer.ts';

describe('footerModel', () => {
  it('shows crypto benefits and affiliates, crypto payment logos and no session timer outside EE', () => {
    const cw = footerModel('CW');
    expect(cw.infoLinks.map((l) => l.href)).toEqual(['/benefits-of-crypto', '/affiliates']);
    expect(cw.payments).toContainEqual({ id: 'bitcoin', name: 'Bitcoin' });
    expect(cw.licences).toContain('curacao');
    expect(cw.sessionTimer).toBe(false);
    expect(footerModel('other').licences).toContain('licensed');
  });

  it('EE hides those links, shows the session timer and uses its own payment logos', () => {
    const ee = footerModel('EE');
    expect(ee.infoLinks).toEqual([]);
    expect(ee.sessionTimer).toBe(true);
    expect(ee.payments.map((p) => p.id)).not.toContain('bitcoin');
    expect(ee.payments.map((p) => p.id)).toEqual(['visa', 'mastercard', 'trustly', 'swedbank', 'seb', 'lhv']);
    expect(ee.licences).toContain('emta');
    expect(ee.helpLinks.map((l) => l.href)).toContain('/support');
  });
});
