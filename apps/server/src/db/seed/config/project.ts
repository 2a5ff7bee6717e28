/**
 * `GET /api/info/project` without the per-host parts (licence and site), which come from the
 * mirror the request reached.
 */
export const PROJECT = {
  apps: { sportsbook: false, casino: true },
  sns_config: { enable: false, base_url: '', flow: '' },
  player_two_factor_auth: true,
  available_currency_exchange: true,
  available_referral_system: false,
  hooyu_integration: false,
  supported_payment_api_versions: ['v1'],
  country_flags: null,
  livespins: { enabled: false },
  authentication_key: '',
  notification_center: {
    inbox: { enabled: true, categories: ['promotions', 'account'], ws_channels: ['notifications'] },
    new_realtime_notifications_flow_enabled: false,
  },
};

/** USD prices the demo's crypto exchange rates are derived from (static: no market feed). */
const USD_PRICES: Record<string, number> = {
  BTC: 64_250,
  ETH: 3_180,
  BCH: 372,
  LTC: 78.4,
  DOG: 0.142,
  USDT: 1,
};
/** The exchange keeps 1.5 %. */
const EXCHANGE_FEE = 0.015;

const round8 = (n: number) => Number(n.toPrecision(8));

/** `{FROM: {TO: {exchange_rate, fee, total_exchange_rate}}}` between every pair of crypto currencies. */
export function cryptoExchangeRates() {
  const codes = Object.keys(USD_PRICES);
  const rates: Record<
    string,
    Record<string, { exchange_rate: number; fee: number; total_exchange_rate: number }>
  > = {};
  for (const from of codes) {
    const row: Record<string, { exchange_rate: number; fee: number; total_exchange_rate: number }> = {};
    for (const to of codes) {
      if (from === to) continue;
      const rate = USD_PRICES[from]! / USD_PRICES[to]!;
      row[to] = {
        exchange_rate: round8(rate),
        fee: EXCHANGE_FEE,
        total_exchange_rate: round8(rate * (1 - EXCHANGE_FEE)),
      };
    }
    rates[from] = row;
  }
  return rates;
}

/** Personal managers of the VIP groups, most exclusive first (the first match wins). */
export const MANAGERS = {
  managers: [
    {
      groupId: 759,
      managerName: 'Helena Varga',
      avatar: '/brand/orbit-mark.svg',
      time: 'Every day, 08:00–24:00 UTC',
      email: 'diamond@orbit.localhost',
      phone: '+372 5550 7590',
      telegramLink: 'https://t.me/orbit_diamond',
      whatsAppLink: 'https://wa.me/37255507590',
    },
    {
      groupId: 255,
      managerName: 'Marcus Lindqvist',
      avatar: '/brand/orbit-mark.svg',
      time: 'Mon–Sat, 09:00–21:00 UTC',
      email: 'platinum@orbit.localhost',
      phone: '+372 5550 2550',
      telegramLink: 'https://t.me/orbit_platinum',
      whatsAppLink: 'https://wa.me/37255502550',
    },
    {
      groupId: 259,
      managerName: 'Chloé Tremblay',
      avatar: '/brand/orbit-mark.svg',
      time: 'Mon–Fri, 12:00–22:00 UTC',
      email: 'gold@orbit.localhost',
      phone: '+1 514 555 0259',
      telegramLink: 'https://t.me/orbit_gold',
      whatsAppLink: 'https://wa.me/15145550259',
    },
    {
      groupId: 258,
      managerName: 'Liam O’Connor',
      avatar: '/brand/orbit-mark.svg',
      time: 'Mon–Fri, 09:00–18:00 UTC',
      email: 'silver@orbit.localhost',
      phone: '+353 1 555 0258',
      telegramLink: 'https://t.me/orbit_silver',
      whatsAppLink: 'https://wa.me/35315550258',
    },
    {
      groupId: 257,
      managerName: 'Aroha Ngata',
      avatar: '/brand/orbit-mark.svg',
      time: 'Mon–Fri, 20:00–05:00 UTC',
      email: 'bronze@orbit.localhost',
      phone: '+64 9 555 0257',
      telegramLink: 'https://t.me/orbit_bronze',
      whatsAppLink: 'https://wa.me/6495550257',
    },
  ],
};
