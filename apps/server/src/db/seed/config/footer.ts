import type { FooterConfig } from '@orbit/contract';

/** The demo footer's contacts, social links, awards and trust seals (the awards' hosts are invented). */
export const FOOTER_CONFIG: FooterConfig = {
  phone: '+372 5550 1000',
  email: 'support@orbit.localhost',
  social: [
    { network: 'telegram', url: 'https://t.me/orbit_casino' },
    { network: 'x', url: 'https://x.com/orbitcasino' },
    { network: 'instagram', url: 'https://www.instagram.com/orbitcasino' },
    { network: 'youtube', url: 'https://www.youtube.com/@orbitcasino' },
  ],
  awards: [
    {
      year: 2025,
      title: 'Best Crypto Casino – Northern Lights iGaming Awards',
      image: '/awards/laurel-gold.svg',
    },
    { year: 2025, title: 'Player Protection Award – Baltic Play Awards', image: '/awards/laurel-silver.svg' },
    {
      year: 2024,
      title: 'Best New Casino – Northern Lights iGaming Awards',
      image: '/awards/laurel-gold.svg',
    },
    {
      year: 2024,
      title: 'Open Source Project of the Year – Open Casino Summit',
      image: '/awards/laurel-bronze.svg',
    },
    { year: 2023, title: 'Rising Star Operator – Baltic Play Awards', image: '/awards/laurel-silver.svg' },
  ],
  trust: [
    { id: 'gamcare', name: 'GamCare member', image: '/trust/gamcare.svg', url: 'https://www.gamcare.org.uk' },
    {
      id: 'begambleaware',
      name: 'BeGambleAware',
      image: '/trust/begambleaware.svg',
      url: 'https://www.begambleaware.org',
    },
    { id: 'rng-certified', name: 'RNG certified', image: '/trust/rng-certified.svg' },
    { id: 'provably-fair', name: 'Provably fair', image: '/trust/provably-fair.svg' },
  ],
};
