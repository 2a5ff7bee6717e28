import type { CmsFile, FooterConfig } from '@orbit/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell, type Seed } from '../testing.tsx';
import { Footer } from './footer.tsx';

afterEach(cleanup);

const CONFIG: FooterConfig = {
  phone: '+372 5550 1000',
  email: 'support@orbit.localhost',
  social: [
    { network: 'telegram', url: 'https://t.me/orbit_casino' },
    { network: 'x', url: 'https://x.com/orbitcasino' },
  ],
  awards: [
    { year: 2024, title: 'Best New Casino', image: '/awards/laurel-gold.svg' },
    {
      year: 2025,
      title: 'Best Crypto Casino',
      image: '/awards/laurel-gold.svg',
      url: 'https://awards.example',
    },
    { year: 2024, title: 'Open Source Project of the Year', image: '/awards/laurel-bronze.svg' },
  ],
  trust: [
    { id: 'gamcare', name: 'GamCare member', image: '/trust/gamcare.svg', url: 'https://www.gamcare.org.uk' },
  ],
};
const FILES: CmsFile[] = [
  {
    id: '1',
    url: '/api/cms/files/terms-and-conditions',
    categories: ['terms-download'],
    description: 'Terms (download)',
  },
  { id: '2', url: '/brand/orbit-logo.svg', categories: ['press-kit'], description: 'Logo' },
];
const seed = (config: FooterConfig = CONFIG, licence = 'CW'): Seed => [
  [['fe-config', 'footer-config'], config],
  [['cms', 'files', 'en'], FILES],
  [['info', 'project'], { license: licence, site: { brand: 'Orbit' } }],
];

const awardTitles = () =>
  within(screen.getByRole('region', { name: 'Awards' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Footer', () => {
  it('shows the phone, e-mail and social links of footer-config', async () => {
    renderShell(<Footer />, { seed: seed() });
    expect((await screen.findByRole('link', { name: 'Phone +372 5550 1000' })).getAttribute('href')).toBe(
      'tel:+37255501000',
    );
    expect(screen.getByRole('link', { name: 'E-mail support@orbit.localhost' }).getAttribute('href')).toBe(
      'mailto:support@orbit.localhost',
    );
    const social = screen.getByRole('list', { name: 'Orbit on social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('rel')])).toEqual([
      ['Telegram', 'https://t.me/orbit_casino', 'noopener noreferrer'],
      ['X', 'https://x.com/orbitcasino', 'noopener noreferrer'],
    ]);
    const seal = screen.getByRole('img', { name: 'GamCare member' });
    expect(seal.closest('a')?.getAttribute('href')).toBe('https://www.gamcare.org.uk');
  });

  it('offers the terms download and the affiliates page', async () => {
    renderShell(<Footer />, { seed: seed() });
    const terms = await screen.findByRole('link', { name: 'Terms (download)' });
    expect(terms.getAttribute('href')).toBe('/api/cms/files/terms-and-conditions');
    expect(terms.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Affiliates' }).getAttribute('href')).toBe('/affiliates');
  });

  it('filters the awards by year with a labelled select, newest first', async () => {
    renderShell(<Footer />, { seed: seed() });
    const year = await screen.findByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2025', '2024']);
    expect(awardTitles()).toEqual([
      'Best Crypto Casino2025',
      'Best New Casino2024',
      'Open Source Project of the Year2024',
    ]);
    fireEvent.change(year, { target: { value: '2024' } });
    expect(awardTitles()).toEqual(['Best New Casino2024', 'Open Source Project of the Year2024']);
    fireEvent.change(year, { target: { value: '' } });
    expect(awardTitles()).toHaveLength(3);
  });

  it('shows no phone, e-mail, social links or awards the config leaves out', async () => {
    renderShell(<Footer />, { seed: seed({ phone: null, email: null, social: [], awards: [], trust: [] }) });
    await screen.findByRole('link', { name: 'Terms (download)' });
    expect(screen.queryByRole('link', { name: /^Phone/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^E-mail/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Orbit on social media' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Awards' })).toBeNull();
  });

  it('EE: no crypto or affiliates links, the Estonian licence seal', async () => {
    renderShell(<Footer />, { seed: seed(CONFIG, 'EE') });
    await screen.findByRole('link', { name: 'Terms (download)' });
    expect(screen.queryByRole('link', { name: 'Affiliates' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Benefits of crypto' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Licence of the Estonian Tax and Customs Board' })).toBeTruthy();
  });
});
