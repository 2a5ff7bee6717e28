import type { cmsPages } from '../schema/index.ts';

type PageRow = typeof cmsPages.$inferInsert;

const html = (...parts: string[]) => parts.join('\n');

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

const RESPONSIBLE_DE = html(
  '<p>Glücksspiel soll Unterhaltung sein – nie eine Einnahmequelle und nie ein Ausweg aus Problemen. Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können.</p>',
  '<h2>Warnzeichen</h2>',
  '<ul><li>Sie verbringen mehr Zeit oder Geld als geplant.</li><li>Sie versuchen, Verluste zurückzugewinnen, oder leihen sich Geld zum Spielen.</li><li>Das Spielen beeinträchtigt Arbeit, Schlaf oder Beziehungen.</li><li>Sie werden unruhig oder gereizt, wenn Sie aufhören wollen.</li></ul>',
  '<h2>Werkzeuge in Ihrem Profil</h2>',
  '<p>Legen Sie tägliche, wöchentliche oder monatliche Limits für Einzahlungen, Verluste und Einsätze fest, begrenzen Sie die Dauer Ihrer Sitzungen, legen Sie eine Pause von einem Tag bis zu sechs Wochen ein oder schließen Sie sich für mindestens sechs Monate aus. Eine Senkung gilt sofort, eine Erhöhung erst nach einer Wartezeit.</p>',
  '<h2>Hilfe</h2>',
  '<p>Die Bundeszentrale für gesundheitliche Aufklärung (<a href="https://www.check-dein-spiel.de">check-dein-spiel.de</a>) und die Anonymen Spieler bieten kostenlose und vertrauliche Beratung an.</p>',
  '<h2>Schutz von Minderjährigen</h2>',
  '<p>Personen unter 18 Jahren dürfen nicht spielen. Wenn Minderjährige Ihr Gerät nutzen, verwenden Sie eine Kindersicherung.</p>',
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

const ABOUT_DE = html(
  '<p>Orbit ist ein quelloffenes Online-Casino: Spielautomaten, Live-Dealer, Tischspiele, Jackpots, Crash-Spiele und Lotterien, dazu Turniere, Quests, ein VIP-Club und ein Shop für Comp-Punkte.</p>',
  '<h2>Fair von Grund auf</h2>',
  '<p>Unsere eigenen Spiele sind nachweislich fair, und jedes externe Spiel stammt von einem lizenzierten, unabhängig geprüften Anbieter. Guthaben werden centgenau in einem unveränderlichen Journal geführt.</p>',
  '<h2>Spielen, wie Sie möchten</h2>',
  '<p>Führen Sie Guthaben in Euro, Dollar und weiteren Währungen oder in Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin und Tether. Die Seite spricht zehn Sprachen und funktioniert auf jedem Smartphone, Tablet oder Computer.</p>',
  '<h2>Kundendienst</h2>',
  '<p>Unser Support antwortet rund um die Uhr im Live-Chat und unter <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

/** The support page's questions (`/support`), answered where most players ask them. */
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

const SUPPORT_FAQ_DE = html(
  '<h2>Wie lange dauert eine Auszahlung?</h2>',
  '<p>Wir prüfen Auszahlungen innerhalb von 24 Stunden. Krypto kommt Minuten nach der Freigabe an, Karten und Banküberweisungen in ein bis drei Bankarbeitstagen. Bei größeren Auszahlungen bitten wir eventuell zuerst um die Bestätigung Ihrer Identität unter Profil, Verifizierung.</p>',
  '<h2>Warum ist ein Teil meines Guthabens ein Bonus?</h2>',
  '<p>Ein Bonus wird zu echtem Geld, sobald sein Umsatz erfüllt ist. Unter Profil, Geschenke sehen Sie, wie viel Sie umgesetzt haben und was noch fehlt.</p>',
  '<h2>Wie setze ich ein Einzahlungs- oder Verlustlimit?</h2>',
  '<p>Unter Profil, Limits. Ein strengeres Limit gilt sofort; ein lockereres wartet 24 Stunden und wird per E-Mail bestätigt.</p>',
  '<h2>Ich habe mein Passwort vergessen.</h2>',
  '<p>Wählen Sie Anmelden, dann Passwort vergessen, und folgen Sie dem Link, den wir an Ihre E-Mail-Adresse senden.</p>',
  '<h2>Wie erreiche ich einen Menschen?</h2>',
  '<p>Öffnen Sie den Chat: Ein Mitarbeiter antwortet sofort oder per E-Mail, wenn gerade niemand online ist. Sie können uns auch über das Formular auf dieser Seite schreiben.</p>',
);

const seo = (
  path: string,
  title: string,
  description: string,
  keywords: string,
  position: number,
  locale = '',
): PageRow => ({
  path,
  locale,
  title,
  content: '',
  categories: ['seo-page'],
  blocks: { title, description, keywords },
  position,
});

/** Static pages (English rows have locale ''), their licence and German variants, and SEO meta. */
export const CMS_PAGES: PageRow[] = [
  {
    path: 'about',
    title: 'About Orbit',
    content: ABOUT,
    categories: ['top-menu', 'page'],
    blocks: { title: 'About Orbit casino', description: 'Who we are and how Orbit works.' },
    position: 1,
  },
  {
    path: 'about',
    locale: 'de',
    title: 'Über Orbit',
    content: ABOUT_DE,
    categories: ['top-menu', 'page'],
    blocks: { title: 'Über das Orbit Casino', description: 'Wer wir sind und wie Orbit funktioniert.' },
    position: 1,
  },
  {
    path: 'terms-and-conditions',
    title: 'Terms and conditions',
    content: TERMS,
    categories: ['bottom-menu', 'terms-page'],
    blocks: { title: 'Terms and conditions', description: 'The rules of your Orbit account.' },
    position: 10,
  },
  {
    path: 'terms-and-conditions/EE',
    title: 'Terms and conditions (Estonia)',
    content: TERMS_EE,
    categories: ['bottom-menu', 'terms-page'],
    blocks: {
      title: 'Terms and conditions (Estonia)',
      description: 'Terms for players of the Estonian licence.',
    },
    position: 10,
  },
  {
    path: 'privacy-policy',
    title: 'Privacy policy',
    content: PRIVACY,
    categories: ['bottom-menu'],
    blocks: { title: 'Privacy policy', description: 'How Orbit collects, uses and protects your data.' },
    position: 11,
  },
  {
    path: 'cookie-policy',
    title: 'Cookie policy',
    content: COOKIES,
    categories: ['bottom-menu'],
    blocks: { title: 'Cookie policy', description: 'The cookies Orbit uses and why.' },
    position: 12,
  },
  {
    path: 'general-rules',
    title: 'General rules',
    content: GENERAL_RULES,
    categories: ['bottom-menu-help'],
    blocks: { title: 'General rules', description: 'Game rules, fairness and maximum wins.' },
    position: 20,
  },
  {
    path: 'responsible-gaming',
    title: 'Responsible gaming',
    content: RESPONSIBLE,
    categories: ['bottom-menu-help'],
    blocks: {
      title: 'Responsible gaming',
      description: 'Limits, breaks, self-exclusion and where to find help.',
    },
    position: 21,
  },
  {
    path: 'responsible-gaming',
    locale: 'de',
    title: 'Verantwortungsvolles Spielen',
    content: RESPONSIBLE_DE,
    categories: ['bottom-menu-help'],
    blocks: {
      title: 'Verantwortungsvolles Spielen',
      description: 'Limits, Pausen, Selbstausschluss und wo Sie Hilfe finden.',
    },
    position: 21,
  },
  {
    path: 'support-faq',
    title: 'Frequently asked questions',
    content: SUPPORT_FAQ,
    categories: ['faq'],
    blocks: { title: 'Frequently asked questions', description: 'Answers to what players ask most.' },
    position: 30,
  },
  {
    path: 'support-faq',
    locale: 'de',
    title: 'Häufige Fragen',
    content: SUPPORT_FAQ_DE,
    categories: ['faq'],
    blocks: { title: 'Häufige Fragen', description: 'Antworten auf die häufigsten Fragen.' },
    position: 30,
  },
  seo(
    'support',
    'Support – Orbit Casino',
    'Chat with our support team, write to us, or find answers to the questions players ask most.',
    'casino support, live chat, contact, faq',
    99,
  ),
  {
    ...seo(
      'home',
      'Orbit Casino – pokies, live casino and crypto games',
      'Play thousands of pokies, live dealer tables and provably fair crypto games at Orbit. Fast payouts in fiat and crypto.',
      'online casino, pokies, live casino, crypto casino, jackpots',
      100,
    ),
    blocks: {
      title: 'Orbit Casino – pokies, live casino and crypto games',
      description:
        'Play thousands of pokies, live dealer tables and provably fair crypto games at Orbit. Fast payouts in fiat and crypto.',
      keywords: 'online casino, pokies, live casino, crypto casino, jackpots',
      json: JSON.stringify({ headline: 'Orbit Casino', faq: [] }),
    },
  },
  seo(
    'home',
    'Orbit Casino – Spielautomaten, Live-Casino und Krypto-Spiele',
    'Tausende Spielautomaten, Live-Tische und nachweislich faire Krypto-Spiele bei Orbit.',
    'Online-Casino, Spielautomaten, Live-Casino, Krypto-Casino',
    100,
    'de',
  ),
  seo(
    'pokies',
    'Online pokies – Orbit Casino',
    'Megaways, bonus buys, classic fruit machines and jackpot pokies from the best studios.',
    'pokies, slots, megaways, bonus buy',
    101,
  ),
  seo(
    'pokies/all',
    'All pokies – Orbit Casino',
    'Every pokie at Orbit in one list: filter by provider, volatility and features.',
    'all pokies, slot games, providers',
    102,
  ),
  seo(
    'live',
    'Live casino – Orbit Casino',
    'Live roulette, blackjack, baccarat and game shows streamed in HD with real dealers.',
    'live casino, live roulette, live blackjack, game shows',
    103,
  ),
  seo(
    'tournaments',
    'Tournaments – Orbit Casino',
    'Weekly races and prize drops: spin, climb the leaderboard and share the prize pool.',
    'casino tournaments, slot races, leaderboard',
    104,
  ),
  seo(
    'tournaments/producers',
    'Provider tournaments – Orbit Casino',
    'Tournaments run by the game providers: play their games, climb their leaderboards.',
    'provider tournaments, slot races',
    107,
  ),
  seo(
    'tournaments/lotteries',
    'Lotteries – Orbit Casino',
    'Weekly lotteries with tickets from deposits and comp coins, drawn provably fair.',
    'casino lottery, weekly draw, provably fair',
    108,
  ),
  seo(
    'tournaments/actions',
    'Actions – Orbit Casino',
    'Short campaigns with prizes for the players who take part.',
    'casino actions, prize campaigns',
    109,
  ),
  seo(
    'tournaments/achievements',
    'Achievements – Orbit Casino',
    'Badges you earn from play: first deposit, rounds played, big wins and more.',
    'casino achievements, badges',
    110,
  ),
  seo(
    'tournaments/archive',
    'Tournament archive – Orbit Casino',
    'Finished tournaments with their winners and prizes.',
    'tournament results, winners',
    111,
  ),
  seo(
    'leaderboard',
    'Leaderboard – Orbit Casino',
    'The live leaderboards of the running tournaments and your own place.',
    'casino leaderboard, tournament ranking',
    112,
  ),
  seo(
    'quests',
    'Quests – Orbit Casino',
    'Quests with levels to reach by playing, each with its prize.',
    'casino quests, levels, prizes',
    113,
  ),
  seo(
    'promotions',
    'Promotions – Orbit Casino',
    'Welcome pack, reloads, cashback and crypto boosts.',
    'casino bonus, welcome bonus, cashback',
    105,
  ),
  seo(
    'vip',
    'VIP club – Orbit Casino',
    'Personal managers, faster withdrawals and exclusive gifts for our most loyal players.',
    'vip casino, loyalty program',
    106,
  ),
];

/** Footer texts (ids fixed so the seed can tell what it already inserted). */
export const CMS_SNIPPETS = [
  {
    id: 1,
    locale: '',
    categories: ['footer-license'],
    content:
      '<p>Orbit is an open-source casino platform. This demo is operated for testing only; no real money is accepted. Play responsibly: 18+.</p>',
  },
  {
    id: 2,
    locale: 'de',
    categories: ['footer-license'],
    content:
      '<p>Orbit ist eine quelloffene Casino-Plattform. Diese Demo dient nur zu Testzwecken; es wird kein echtes Geld angenommen. Spielen Sie verantwortungsvoll: 18+.</p>',
  },
  {
    id: 3,
    locale: '',
    categories: ['footer-age-warning'],
    content: '<p>Gambling can be addictive. Know your limits and ask for help if you need it.</p>',
  },
];

export const CMS_FILES = [
  {
    id: 1,
    locale: '',
    url: '/terms-and-conditions',
    categories: ['terms-download'],
    description: 'Terms and conditions (printable page)',
  },
  {
    id: 2,
    locale: '',
    url: '/brand/orbit-logo.svg',
    categories: ['press-kit'],
    description: 'Orbit logo (SVG)',
  },
];
