import { describe, expect, it } from 'vitest';
import { awardsOf, awardYears, footerModel, termsDownload } from './footer.ts';

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

describe('awards', () => {
  const awards = [
    { year: 2023, title: 'a' },
    { year: 2025, title: 'b' },
    { year: 2023, title: 'c' },
    { year: 2024, title: 'd' },
  ];

  it('offers each year once, newest first', () => {
    expect(awardYears(awards)).toEqual([2025, 2024, 2023]);
    expect(awardYears([])).toEqual([]);
  });

  it('lists a year’s awards, or all newest first, keeping the config’s order within a year', () => {
    expect(awardsOf(awards, null).map((a) => a.title)).toEqual(['b', 'd', 'a', 'c']);
    expect(awardsOf(awards, 2023).map((a) => a.title)).toEqual(['a', 'c']);
    expect(awardsOf(awards, 2030)).toEqual([]);
  });
});

describe('termsDownload', () => {
  it('is the file tagged terms-download, if any', () => {
    const logo = { id: '2', url: '/logo.svg', categories: ['press-kit'], description: 'Logo' };
    const terms = {
      id: '1',
      url: '/api/cms/files/terms-and-conditions',
      categories: ['terms-download'],
      description: 'T',
    };
    expect(termsDownload([logo, terms])).toBe(terms);
    expect(termsDownload([logo])).toBeUndefined();
  });
});
