import { type CmsLanguage, html } from './types.ts';

const PRIVACY = html(
  '<h2>1. Who we are</h2>',
  '<p>Orbit ("we", "us") operates the Orbit casino websites and apps. We are the controller of the personal data you give us when you register, deposit, play or contact support. Questions about this policy go to <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. What we collect</h2>',
  '<ul><li>Account data: e-mail address, password (stored only as a salted hash), nickname, currency and language.</li><li>Identity data needed by law: name, date of birth, address, phone number and, where required, a personal identification number and copies of documents.</li><li>Financial data: deposits, withdrawals, balances and the payment methods you use (card numbers are tokenised by our payment providers and never stored by us).</li><li>Usage data: games played, bets and wins, device, browser, IP address and approximate location.</li></ul>',
  '<h2>3. Why we use it</h2>',
  '<p>We use your data to run your account and the games (contract), to verify your age and identity, prevent fraud and money laundering and protect vulnerable players (legal obligation), to keep the service secure and improve it (legitimate interest), and to send you promotions only if you agreed to receive them (consent, which you can withdraw at any time in your profile).</p>',
  '<h2>4. Who we share it with</h2>',
  '<p>Payment providers, identity-verification services, game providers (only the data needed to run a game session), our hosting providers and, when the law requires it, regulators and law-enforcement authorities. We never sell personal data.</p>',
  '<h2>5. How long we keep it</h2>',
  '<p>Account and transaction records are kept for five years after the account is closed, as anti-money-laundering law requires. Marketing preferences are deleted as soon as you unsubscribe.</p>',
  '<h2>6. Your rights</h2>',
  '<p>You may ask for a copy of your data, its correction or deletion, restrict or object to its use and ask for it in a portable format. You may also complain to your data protection authority.</p>',
);

const COOKIES = html(
  '<p>Cookies are small text files a website stores in your browser. We keep their number to what the casino needs and tell you here what each one is for.</p>',
  '<h2>Strictly necessary cookies</h2>',
  '<p><strong>orbit_session</strong> keeps you signed in; it is deleted when you sign out or the session expires. <strong>locale</strong> remembers your language. These cookies cannot be switched off, because the site does not work without them.</p>',
  '<h2>Preference cookies</h2>',
  '<p>We remember that you closed the cookie notice (one year), dismissed a promotion banner, or chose a currency to display.</p>',
  '<h2>Affiliate and analytics cookies</h2>',
  '<p>When you arrive through a partner link we keep the partner code for 30 days so the partner is credited for your registration. Aggregated, anonymised statistics help us find slow pages and broken games.</p>',
  '<h2>Managing cookies</h2>',
  '<p>You can delete cookies in your browser settings at any time. Deleting the session cookie signs you out.</p>',
);

const TERMS = html(
  '<h2>1. Introduction</h2>',
  '<p>These terms and conditions govern your use of the Orbit casino. By registering an account you confirm that you have read, understood and accepted them, together with our Privacy Policy, Cookie Policy and the General Rules of the games.</p>',
  '<h2>2. Your account</h2>',
  '<p>You must be at least 18 years old, or older where the law of your country says so, to open an account. Each person may hold one account only; duplicate accounts are closed and their winnings void. You are responsible for keeping your password secret and for all activity on your account.</p>',
  '<h2>3. Deposits and withdrawals</h2>',
  '<p>Deposits must come from payment methods registered in your own name. Before your first withdrawal we may ask you to verify your identity, address and the source of your funds. Withdrawals are paid to the method used for the deposit wherever possible, and are processed within 24 hours once your account is verified.</p>',
  '<h2>4. Bonuses</h2>',
  '<p>Bonus money must be wagered the number of times stated in the offer before it can be withdrawn. The maximum bet while wagering a bonus is €5 or its equivalent. Bonus abuse, including the use of several accounts or low-risk betting strategies, leads to the cancellation of the bonus and its winnings.</p>',
  '<h2>5. Responsible gaming</h2>',
  '<p>You can set deposit, loss, wager and session limits, take a cooling-off period or exclude yourself at any time in your profile. We may contact you or restrict your account if we see signs of problem gambling.</p>',
  '<h2>6. Closing an account</h2>',
  '<p>You may close your account at any time by contacting support; any remaining real-money balance is paid out after the usual checks. We may close accounts that breach these terms.</p>',
  '<h2>7. Complaints</h2>',
  '<p>Write to <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. We answer within 14 days.</p>',
);

const TERMS_EE = html(
  '<p><strong>These terms apply to players of the Estonian licence.</strong> The casino is operated under an Estonian remote gambling licence issued by the Tax and Customs Board (Maksu- ja Tolliamet).</p>',
  '<h2>1. Age and identity</h2>',
  '<p>Gambling is allowed to persons aged 21 or over. Your identity is verified with your Estonian personal identification code (isikukood) before your first deposit, as the Gambling Act requires.</p>',
  '<h2>2. Your account</h2>',
  '<p>Each person may hold one account. You are responsible for keeping your credentials secret. Players entered in the Estonian register of restricted persons cannot open an account.</p>',
  '<h2>3. Deposits, withdrawals and taxes</h2>',
  '<p>Accounts are kept in euros. Winnings of Estonian residents from games of chance licensed in the European Economic Area are not subject to income tax. Withdrawals are made to a bank account in your own name.</p>',
  '<h2>4. Responsible gaming</h2>',
  '<p>You may set limits or exclude yourself at any time in your profile, or join the national self-exclusion register at <a href="https://www.emta.ee">emta.ee</a>.</p>',
  '<h2>5. Complaints</h2>',
  '<p>Complaints are answered within 14 days. If you are not satisfied you may turn to the Tax and Customs Board or the Consumer Disputes Committee.</p>',
);

const GENERAL_RULES = html(
  '<h2>Game rules</h2>',
  "<p>Every game shows its rules, pay table and return to player (RTP) in its information screen. In case of a malfunction all pays and plays are void; open rounds are completed or refunded according to the provider's rules.</p>",
  '<h2>House games and fairness</h2>',
  "<p>Orbit's own games are provably fair: before each round the server commits to its seed by publishing its hash. After the round you can check on the verifier page that the result follows from the server seed, your client seed and the nonce.</p>",
  '<h2>Maximum bets and wins</h2>',
  '<p>The maximum bet per round is shown in each game. The maximum win on a single round from bonus money is ten times the bonus amount unless the offer says otherwise.</p>',
  '<h2>Disconnections</h2>',
  '<p>If you lose your connection during a round, the round is completed with the choices you made; you can review it in your game history.</p>',
);

const RESPONSIBLE = html(
  '<p>Gambling should be entertainment, never a way to make money or to escape problems. Only play with money you can afford to lose.</p>',
  '<h2>Warning signs</h2>',
  '<ul><li>You spend more time or money than you planned.</li><li>You chase losses or borrow money to gamble.</li><li>Gambling affects your work, sleep or relationships.</li><li>You feel restless or irritable when you try to stop.</li></ul>',
  '<h2>Tools in your profile</h2>',
  '<p>Set daily, weekly or monthly limits on deposits, losses and wagers, limit the length of your sessions, take a cooling-off break from a day to six weeks, or exclude yourself for six months or more. Lowering a limit takes effect at once; raising it only after a waiting period.</p>',
  '<h2>Where to get help</h2>',
  '<p>GamCare (<a href="https://www.gamcare.org.uk">gamcare.org.uk</a>), Gamblers Anonymous (<a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a>) and BeGambleAware offer free, confidential support.</p>',
  '<h2>Protecting minors</h2>',
  '<p>Nobody under 18 may play. If minors use your device, use parental controls such as Net Nanny or Family Link.</p>',
);

const ABOUT = html(
  '<p>Orbit is an open-source online casino: pokies, live dealers, table games, jackpots, crash games and lotteries, together with tournaments, quests, a VIP club and a comp-points shop.</p>',
  '<h2>Fair by design</h2>',
  '<p>Our own games are provably fair and every external game comes from a licensed, independently tested provider. Balances are kept to the cent in an append-only ledger.</p>',
  '<h2>Play your way</h2>',
  '<p>Hold balances in euros, dollars and other currencies, or in Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin and Tether. The site speaks ten languages and works on any phone, tablet or computer.</p>',
  '<h2>Support</h2>',
  '<p>Our support team answers around the clock in the live chat and at <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const SUPPORT_FAQ = html(
  '<h2>How long does a withdrawal take?</h2>',
  '<p>We review withdrawals within 24 hours. Crypto arrives minutes after approval, cards and bank transfers in one to three banking days. Larger withdrawals may ask you to verify your identity first, in Profile, Verification.</p>',
  '<h2>Why is part of my balance a bonus?</h2>',
  '<p>A bonus becomes real money once its wagering is done. Profile, Gifts shows how much you have wagered and what is left.</p>',
  '<h2>How do I set a deposit or loss limit?</h2>',
  '<p>In Profile, Limits. A tighter limit applies at once; a looser one waits 24 hours and asks you to confirm it by e-mail.</p>',
  '<h2>I forgot my password.</h2>',
  '<p>Choose Sign in, then Forgot your password, and follow the link we send to your e-mail address.</p>',
  '<h2>How do I reach a person?</h2>',
  '<p>Open the chat: an agent answers while you wait, or by e-mail when nobody is online. You can also write to us with the form on this page.</p>',
);
const AFFILIATES = html(
  '<p>Partner with Orbit and earn from every player you bring. Our affiliate programme pays monthly, in fiat or crypto, with no negative carry-over.</p>',
  '<h2>What you earn</h2>',
  '<ul><li>Revenue share from 25% to 45% of the net gaming revenue of your players, for their whole lifetime.</li><li>CPA and hybrid deals for partners with steady traffic.</li><li>Sub-affiliate commission of 5% on the partners you refer.</li></ul>',
  '<h2>What you get</h2>',
  '<p>Tracking links with your own tag (stag), live statistics, ready banners and landing pages in ten languages, and a personal affiliate manager.</p>',
  '<h2>How to join</h2>',
  '<p>Write to <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> with your websites or channels and the markets you work in. We answer within two working days. Partners must follow the advertising rules of each market and never target minors.</p>',
);

/** English, the default rows (locale ''), which the `en-*` locales share. */
export const EN: Omit<CmsLanguage, 'banners'> = {
  pages: {
    about: {
      title: 'About Orbit',
      metaTitle: 'About Orbit casino',
      content: ABOUT,
      description: 'Who we are and how Orbit works.',
    },
    'terms-and-conditions': {
      title: 'Terms and conditions',
      content: TERMS,
      description: 'The rules of your Orbit account.',
    },
    'terms-and-conditions/EE': {
      title: 'Terms and conditions (Estonia)',
      content: TERMS_EE,
      description: 'Terms for players of the Estonian licence.',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      content: PRIVACY,
      description: 'How Orbit collects, uses and protects your data.',
    },
    'cookie-policy': {
      title: 'Cookie policy',
      content: COOKIES,
      description: 'The cookies Orbit uses and why.',
    },
    'general-rules': {
      title: 'General rules',
      content: GENERAL_RULES,
      description: 'Game rules, fairness and maximum wins.',
    },
    'responsible-gaming': {
      title: 'Responsible gaming',
      content: RESPONSIBLE,
      description: 'Limits, breaks, self-exclusion and where to find help.',
    },
    'support-faq': {
      title: 'Frequently asked questions',
      content: SUPPORT_FAQ,
      description: 'Answers to what players ask most.',
    },
    affiliates: {
      title: 'Affiliate programme',
      metaTitle: 'Affiliate programme – Orbit Casino',
      content: AFFILIATES,
      description: 'Earn revenue share, CPA or hybrid commission by bringing players to Orbit.',
    },
  },
  seo: {
    support: {
      title: 'Support – Orbit Casino',
      description:
        'Chat with our support team, write to us, or find answers to the questions players ask most.',
      keywords: 'casino support, live chat, contact, faq',
    },
    home: {
      title: 'Orbit Casino – pokies, live casino and crypto games',
      description:
        'Play thousands of pokies, live dealer tables and provably fair crypto games at Orbit. Fast payouts in fiat and crypto.',
      keywords: 'online casino, pokies, live casino, crypto casino, jackpots',
    },
    pokies: {
      title: 'Online pokies – Orbit Casino',
      description: 'Megaways, bonus buys, classic fruit machines and jackpot pokies from the best studios.',
      keywords: 'pokies, slots, megaways, bonus buy',
    },
    'pokies/all': {
      title: 'All pokies – Orbit Casino',
      description: 'Every pokie at Orbit in one list: filter by provider, volatility and features.',
      keywords: 'all pokies, slot games, providers',
    },
    live: {
      title: 'Live casino – Orbit Casino',
      description: 'Live roulette, blackjack, baccarat and game shows streamed in HD with real dealers.',
      keywords: 'live casino, live roulette, live blackjack, game shows',
    },
    tournaments: {
      title: 'Tournaments – Orbit Casino',
      description: 'Weekly races and prize drops: spin, climb the leaderboard and share the prize pool.',
      keywords: 'casino tournaments, slot races, leaderboard',
    },
    'tournaments/producers': {
      title: 'Provider tournaments – Orbit Casino',
      description: 'Tournaments run by the game providers: play their games, climb their leaderboards.',
      keywords: 'provider tournaments, slot races',
    },
    'tournaments/lotteries': {
      title: 'Lotteries – Orbit Casino',
      description: 'Weekly lotteries with tickets from deposits and comp coins, drawn provably fair.',
      keywords: 'casino lottery, weekly draw, provably fair',
    },
    'tournaments/actions': {
      title: 'Actions – Orbit Casino',
      description: 'Short campaigns with prizes for the players who take part.',
      keywords: 'casino actions, prize campaigns',
    },
    'tournaments/achievements': {
      title: 'Achievements – Orbit Casino',
      description: 'Badges you earn from play: first deposit, rounds played, big wins and more.',
      keywords: 'casino achievements, badges',
    },
    'tournaments/archive': {
      title: 'Tournament archive – Orbit Casino',
      description: 'Finished tournaments with their winners and prizes.',
      keywords: 'tournament results, winners',
    },
    leaderboard: {
      title: 'Leaderboard – Orbit Casino',
      description: 'The live leaderboards of the running tournaments and your own place.',
      keywords: 'casino leaderboard, tournament ranking',
    },
    quests: {
      title: 'Quests – Orbit Casino',
      description: 'Quests with levels to reach by playing, each with its prize.',
      keywords: 'casino quests, levels, prizes',
    },
    promotions: {
      title: 'Promotions – Orbit Casino',
      description: 'Welcome pack, reloads, cashback and crypto boosts.',
      keywords: 'casino bonus, welcome bonus, cashback',
    },
    vip: {
      title: 'VIP club – Orbit Casino',
      description: 'Personal managers, faster withdrawals and exclusive gifts for our most loyal players.',
      keywords: 'vip casino, loyalty program',
    },
  },
  snippets: {
    license:
      '<p>Orbit is an open-source casino platform. This demo is operated for testing only; no real money is accepted. Play responsibly: 18+.</p>',
    ageWarning: '<p>Gambling can be addictive. Know your limits and ask for help if you need it.</p>',
  },
  files: {
    terms: 'Terms and conditions (download)',
    pressKit: 'Orbit logo (SVG)',
  },
};
