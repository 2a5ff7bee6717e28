/**
 * The demo's VIP adventure (`vip-adventures`): a week from Monday (no `start_at`), a prize a day,
 * the final day's the biggest. Players are put on a list by the default audience (platinum 759/255,
 * gold 259, silver 258; testers the silver one). Amounts are major units per currency.
 */
const image = { src: '/brand/orbit-mark.svg', srcRetina: '/brand/orbit-mark.svg' };

const VARIABLES = {
  silver: {
    minDep: { EUR: '50', USD: '50', CAD: '75', AUD: '75', NZD: '80', BTC: '0.001', ETH: '0.02' },
    bonus: { EUR: '25', USD: '25', CAD: '35', AUD: '35', NZD: '40', BTC: '0.0005', ETH: '0.01' },
    bonusFinal: { EUR: '50', USD: '50', CAD: '75', AUD: '75', NZD: '80', BTC: '0.001', ETH: '0.02' },
  },
  gold: {
    minDep: { EUR: '100', USD: '100', CAD: '150', AUD: '150', NZD: '160', BTC: '0.002', ETH: '0.04' },
    bonus: { EUR: '75', USD: '75', CAD: '110', AUD: '110', NZD: '120', BTC: '0.0015', ETH: '0.03' },
    bonusFinal: { EUR: '150', USD: '150', CAD: '225', AUD: '225', NZD: '240', BTC: '0.003', ETH: '0.06' },
  },
  platinum: {
    minDep: { EUR: '250', USD: '250', CAD: '375', AUD: '375', NZD: '400', BTC: '0.005', ETH: '0.1' },
    bonus: { EUR: '200', USD: '200', CAD: '300', AUD: '300', NZD: '320', BTC: '0.004', ETH: '0.08' },
    bonusFinal: { EUR: '500', USD: '500', CAD: '750', AUD: '750', NZD: '800', BTC: '0.01', ETH: '0.2' },
  },
};

interface Day {
  title: string;
  prize: { freespin?: number; bonus?: string };
  image?: { src: string; srcRetina: string };
  condition: { minDep: string; wager: string; periodActivationDays: string };
}

/** Seven days of a list: free spins and bonuses taking turns, both on the final day. */
function week(key: keyof typeof VARIABLES, spins: number[], wager: string, period: string): Day[] {
  const condition = { minDep: `${key}.minDep`, wager, periodActivationDays: period };
  const [a = 10, b = 20, c = 30, final = 50] = spins;
  return [
    { title: `${a} free spins`, prize: { freespin: a }, image, condition },
    { title: 'Cash bonus', prize: { bonus: `${key}.bonus` }, condition },
    { title: `${b} free spins`, prize: { freespin: b }, image, condition },
    { title: 'Midweek bonus', prize: { bonus: `${key}.bonus` }, condition },
    { title: `${c} free spins`, prize: { freespin: c }, image, condition },
    { title: 'Weekend bonus', prize: { bonus: `${key}.bonus` }, condition },
    {
      title: `${final} free spins and a big bonus`,
      prize: { freespin: final, bonus: `${key}.bonusFinal` },
      image,
      condition,
    },
  ];
}

export const VIP_ADVENTURES = {
  variables: VARIABLES,
  prizes: {
    silver: week('silver', [10, 15, 20, 50], 'x35', '7'),
    gold: week('gold', [20, 30, 40, 100], 'x30', '7'),
    platinum: week('platinum', [50, 75, 100, 200], 'x25', '14'),
  },
};
