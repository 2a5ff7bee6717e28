import type { cmsPages } from '../schema/index.ts';

type PageRow = typeof cmsPages.$inferInsert;

/**
 * The blog's articles (`/blog`, `/blog/{slug}`: CMS pages of category `news`, dated by
 * `blocks.json`), the crypto page's text (`/benefits-of-crypto`) and a named popup
 * (`/popup/welcome`), each in every locale: '' serves English (en, en-AU, en-CA, en-KW, en-NZ),
 * the others their own language.
 */
export const NEWS_CATEGORY = 'news';
export const POPUP_CATEGORY = 'popup';

type Locale = '' | 'de' | 'et' | 'fr-CA' | 'it' | 'no';
type Text = { title: string; description: string; paragraphs: string[] };

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('\n');

function rows(
  path: string,
  categories: string[],
  position: number,
  texts: Record<Locale, Text>,
  json?: object,
): PageRow[] {
  return Object.entries(texts).map(([locale, text]) => ({
    path,
    locale,
    title: text.title,
    content: html(text.paragraphs),
    categories,
    blocks: {
      title: text.title,
      description: text.description,
      ...(json ? { json: JSON.stringify(json) } : {}),
    },
    position,
  }));
}

/** An article: the newest gets the lowest position, so the list reads newest first. */
const article = (slug: string, date: string, position: number, texts: Record<Locale, Text>) =>
  rows(`blog/${slug}`, [NEWS_CATEGORY], position, texts, { date });

const ARTICLES: PageRow[] = [
  ...article('rocket-chance-is-here', '2026-11-20', 1, {
    '': {
      title: 'Rocket chance is here',
      description: 'Spend comp coins on a provably fair draw with a prize in every other box.',
      paragraphs: [
        'Rocket chance turns your comp coins into a draw: pay the price shown on the page and a provably fair draw picks your prize from the chance table.',
        'Every draw can be checked afterwards on the fairness page with its server seed, your client seed and the nonce.',
      ],
    },
    de: {
      title: 'Rocket Chance ist da',
      description: 'Tausche Comp-Coins gegen eine nachweislich faire Ziehung mit Preisen.',
      paragraphs: [
        'Rocket Chance macht aus deinen Comp-Coins eine Ziehung: Zahle den angezeigten Preis, und eine nachweislich faire Ziehung wählt deinen Preis aus der Gewinntabelle.',
        'Jede Ziehung lässt sich danach auf der Fairness-Seite mit Server-Seed, Client-Seed und Nonce nachprüfen.',
      ],
    },
    et: {
      title: 'Rocket chance on siin',
      description: 'Vaheta komp-mündid tõestatavalt ausa loosimise vastu.',
      paragraphs: [
        'Rocket chance muudab sinu komp-mündid loosimiseks: maksa lehel näidatud hind ja tõestatavalt aus loosimine valib auhinna võimaluste tabelist.',
        'Iga loosimist saab hiljem aususe lehel kontrollida serveri seemne, sinu kliendi seemne ja nonce’i abil.',
      ],
    },
    'fr-CA': {
      title: 'Rocket chance est arrivé',
      description: 'Échangez vos pièces contre un tirage équitable et vérifiable.',
      paragraphs: [
        'Rocket chance transforme vos pièces de fidélité en tirage : payez le prix affiché et un tirage équitable et vérifiable choisit votre prix dans la table des chances.',
        'Chaque tirage peut ensuite être vérifié sur la page d’équité avec la graine du serveur, votre graine client et le nonce.',
      ],
    },
    it: {
      title: 'È arrivato Rocket chance',
      description: 'Spendi i comp coin in un’estrazione dimostrabilmente equa.',
      paragraphs: [
        'Rocket chance trasforma i tuoi comp coin in un’estrazione: paga il prezzo indicato e un’estrazione dimostrabilmente equa sceglie il tuo premio dalla tabella delle probabilità.',
        'Ogni estrazione si può verificare in seguito nella pagina di equità con il seed del server, il tuo seed client e il nonce.',
      ],
    },
    no: {
      title: 'Rocket chance er her',
      description: 'Bruk comp-mynter på en beviselig rettferdig trekning.',
      paragraphs: [
        'Rocket chance gjør comp-myntene dine om til en trekning: betal prisen som vises, og en beviselig rettferdig trekning velger premien din fra sjansetabellen.',
        'Hver trekning kan etterpå kontrolleres på rettferdighetssiden med serverfrøet, klientfrøet ditt og nonce.',
      ],
    },
  }),
  ...article('weekly-tournaments', '2026-11-12', 2, {
    '': {
      title: 'Weekly tournaments, every week',
      description: 'A new leaderboard every Monday, with prizes for the top places.',
      paragraphs: [
        'Every Monday a new tournament starts on a hand-picked set of pokies. Each bet earns points, and the leaderboard shows where you stand live.',
        'Prizes are paid automatically when the tournament ends. Find the running ones under Tournaments.',
      ],
    },
    de: {
      title: 'Wöchentliche Turniere, jede Woche',
      description: 'Jeden Montag eine neue Bestenliste mit Preisen für die vorderen Plätze.',
      paragraphs: [
        'Jeden Montag startet ein neues Turnier auf ausgewählten Spielautomaten. Jeder Einsatz bringt Punkte, und die Bestenliste zeigt live, wo du stehst.',
        'Die Preise werden am Ende des Turniers automatisch ausgezahlt. Die laufenden Turniere findest du unter Turniere.',
      ],
    },
    et: {
      title: 'Iganädalased turniirid',
      description: 'Igal esmaspäeval uus edetabel ja auhinnad parimatele.',
      paragraphs: [
        'Igal esmaspäeval algab uus turniir valitud mänguautomaatidel. Iga panus annab punkte ja edetabel näitab reaalajas sinu kohta.',
        'Auhinnad makstakse turniiri lõppedes automaatselt välja. Käimasolevad turniirid leiad jaotisest Turniirid.',
      ],
    },
    'fr-CA': {
      title: 'Des tournois chaque semaine',
      description: 'Un nouveau classement chaque lundi, avec des prix pour les premières places.',
      paragraphs: [
        'Chaque lundi, un nouveau tournoi commence sur une sélection de machines à sous. Chaque mise rapporte des points et le classement affiche votre rang en direct.',
        'Les prix sont versés automatiquement à la fin du tournoi. Retrouvez les tournois en cours sous Tournois.',
      ],
    },
    it: {
      title: 'Tornei settimanali, ogni settimana',
      description: 'Ogni lunedì una nuova classifica, con premi per i primi posti.',
      paragraphs: [
        'Ogni lunedì parte un nuovo torneo su una selezione di slot. Ogni puntata vale punti e la classifica mostra in tempo reale la tua posizione.',
        'I premi vengono pagati automaticamente alla fine del torneo. Trovi quelli in corso nella sezione Tornei.',
      ],
    },
    no: {
      title: 'Ukentlige turneringer',
      description: 'En ny resultatliste hver mandag, med premier til de beste.',
      paragraphs: [
        'Hver mandag starter en ny turnering på utvalgte spilleautomater. Hvert spill gir poeng, og resultatlisten viser plasseringen din direkte.',
        'Premiene utbetales automatisk når turneringen er over. Du finner de pågående under Turneringer.',
      ],
    },
  }),
  ...article('crypto-deposits', '2026-11-03', 3, {
    '': {
      title: 'Deposit with crypto',
      description: 'Bitcoin, Ethereum and more: your own address, credited once confirmed.',
      paragraphs: [
        'You can now fund your account with cryptocurrencies. The cashbox gives you your own deposit address for each coin, and the deposit is credited as soon as the network confirms it.',
        'Read more about paying with crypto on our benefits of crypto page.',
      ],
    },
    de: {
      title: 'Einzahlen mit Krypto',
      description: 'Bitcoin, Ethereum und mehr: deine eigene Adresse, gutgeschrieben nach Bestätigung.',
      paragraphs: [
        'Du kannst dein Konto jetzt mit Kryptowährungen aufladen. Die Kasse gibt dir für jede Münze eine eigene Einzahlungsadresse, und die Einzahlung wird gutgeschrieben, sobald das Netzwerk sie bestätigt.',
        'Mehr zum Bezahlen mit Krypto liest du auf unserer Seite zu den Vorteilen von Krypto.',
      ],
    },
    et: {
      title: 'Sissemakse krüptoga',
      description: 'Bitcoin, Ethereum ja muud: sinu oma aadress, krediteeritakse pärast kinnitust.',
      paragraphs: [
        'Nüüd saad oma kontot täiendada krüptorahaga. Kassa annab igale mündile sinu oma sissemakseaadressi ja makse krediteeritakse kohe, kui võrk selle kinnitab.',
        'Loe krüptoga maksmisest lähemalt meie krüpto eeliste lehelt.',
      ],
    },
    'fr-CA': {
      title: 'Déposez en cryptomonnaie',
      description: 'Bitcoin, Ethereum et plus : votre propre adresse, créditée après confirmation.',
      paragraphs: [
        'Vous pouvez maintenant approvisionner votre compte en cryptomonnaies. La caisse vous donne votre propre adresse de dépôt pour chaque devise, et le dépôt est crédité dès que le réseau le confirme.',
        'Apprenez-en plus sur le paiement en cryptomonnaie sur notre page des avantages de la crypto.',
      ],
    },
    it: {
      title: 'Deposita in criptovalute',
      description: 'Bitcoin, Ethereum e altro: il tuo indirizzo, accreditato alla conferma.',
      paragraphs: [
        'Ora puoi ricaricare il conto con le criptovalute. La cassa ti dà un indirizzo di deposito personale per ogni moneta e il deposito viene accreditato appena la rete lo conferma.',
        'Scopri di più sui pagamenti in cripto nella nostra pagina sui vantaggi delle criptovalute.',
      ],
    },
    no: {
      title: 'Sett inn med krypto',
      description: 'Bitcoin, Ethereum og mer: din egen adresse, godskrevet når den er bekreftet.',
      paragraphs: [
        'Nå kan du fylle på kontoen med kryptovaluta. Kassen gir deg en egen innskuddsadresse for hver mynt, og innskuddet godskrives så snart nettverket bekrefter det.',
        'Les mer om å betale med krypto på siden om fordelene med krypto.',
      ],
    },
  }),
  ...article('responsible-play', '2026-10-27', 4, {
    '': {
      title: 'Play on your own terms',
      description: 'Deposit, loss and session limits you set yourself, in your profile.',
      paragraphs: [
        'Set daily, weekly or monthly limits on deposits, losses and wagers, or a session reminder, in your profile under Limits. Lowering a limit takes effect at once.',
        'If you need a break, a cooling-off period or self-exclusion is one click away. Our support team is here around the clock.',
      ],
    },
    de: {
      title: 'Spiele zu deinen Bedingungen',
      description: 'Einzahlungs-, Verlust- und Sitzungslimits, die du selbst festlegst.',
      paragraphs: [
        'Lege in deinem Profil unter Limits tägliche, wöchentliche oder monatliche Grenzen für Einzahlungen, Verluste und Einsätze fest, oder eine Sitzungserinnerung. Eine Senkung gilt sofort.',
        'Wenn du eine Pause brauchst, sind Auszeit und Selbstausschluss nur einen Klick entfernt. Unser Support ist rund um die Uhr für dich da.',
      ],
    },
    et: {
      title: 'Mängi oma tingimustel',
      description: 'Sissemakse-, kaotus- ja seansipiirangud, mille määrad ise.',
      paragraphs: [
        'Määra oma profiilis jaotises Piirangud päeva-, nädala- või kuupiirangud sissemaksetele, kaotustele ja panustele või seansi meeldetuletus. Piirangu vähendamine kehtib kohe.',
        'Kui vajad pausi, on jahtumisperiood või enesevälistamine ühe kliki kaugusel. Meie tugi on sinu jaoks olemas ööpäevaringselt.',
      ],
    },
    'fr-CA': {
      title: 'Jouez selon vos règles',
      description: 'Des limites de dépôt, de perte et de session que vous fixez vous-même.',
      paragraphs: [
        'Fixez des limites quotidiennes, hebdomadaires ou mensuelles sur les dépôts, les pertes et les mises, ou un rappel de session, dans votre profil sous Limites. Une baisse s’applique immédiatement.',
        'Si vous avez besoin d’une pause, une période de réflexion ou l’auto-exclusion sont à un clic. Notre soutien est là jour et nuit.',
      ],
    },
    it: {
      title: 'Gioca alle tue condizioni',
      description: 'Limiti di deposito, perdita e sessione che imposti tu.',
      paragraphs: [
        'Imposta limiti giornalieri, settimanali o mensili su depositi, perdite e puntate, o un promemoria di sessione, nel tuo profilo alla voce Limiti. Ridurre un limite ha effetto subito.',
        'Se hai bisogno di una pausa, il periodo di riflessione o l’autoesclusione sono a un clic. Il nostro supporto è disponibile 24 ore su 24.',
      ],
    },
    no: {
      title: 'Spill på dine egne vilkår',
      description: 'Grenser for innskudd, tap og økter som du setter selv.',
      paragraphs: [
        'Sett daglige, ukentlige eller månedlige grenser for innskudd, tap og innsatser, eller en øktpåminnelse, i profilen din under Grenser. En lavere grense gjelder med en gang.',
        'Trenger du en pause, er avkjølingsperiode eller selvutestengelse ett klikk unna. Kundestøtten vår er her døgnet rundt.',
      ],
    },
  }),
];

/** The crypto page's text; the page lists the currencies Orbit takes beside it. */
const CRYPTO_BENEFITS: PageRow[] = rows('benefits-of-crypto', ['crypto'], 0, {
  '': {
    title: 'Benefits of crypto',
    description: 'Why pay with cryptocurrency at Orbit: fast, private, available around the clock.',
    paragraphs: [
      '<strong>Fast.</strong> A crypto deposit is credited as soon as the network confirms it, and withdrawals leave without bank holidays or cut-off times.',
      '<strong>Private.</strong> You pay from your own wallet; no card or bank details are shared with us.',
      '<strong>Always open.</strong> Blockchains run around the clock, every day of the year.',
      '<strong>Your own address.</strong> The cashbox gives you a personal deposit address for each coin; send only that coin to it.',
    ],
  },
  de: {
    title: 'Vorteile von Krypto',
    description: 'Warum du bei Orbit mit Kryptowährung bezahlst: schnell, privat, rund um die Uhr.',
    paragraphs: [
      '<strong>Schnell.</strong> Eine Krypto-Einzahlung wird gutgeschrieben, sobald das Netzwerk sie bestätigt, und Auszahlungen gehen ohne Bankfeiertage oder Annahmeschluss raus.',
      '<strong>Privat.</strong> Du zahlst aus deiner eigenen Wallet; wir erhalten keine Karten- oder Bankdaten.',
      '<strong>Immer geöffnet.</strong> Blockchains laufen rund um die Uhr, an jedem Tag des Jahres.',
      '<strong>Deine eigene Adresse.</strong> Die Kasse gibt dir für jede Münze eine persönliche Einzahlungsadresse; sende nur diese Münze dorthin.',
    ],
  },
  et: {
    title: 'Krüpto eelised',
    description: 'Miks maksta Orbitis krüptorahaga: kiire, privaatne ja ööpäevaringne.',
    paragraphs: [
      '<strong>Kiire.</strong> Krüpto sissemakse krediteeritakse kohe, kui võrk selle kinnitab, ja väljamaksed liiguvad ilma pangapühade ja tähtaegadeta.',
      '<strong>Privaatne.</strong> Maksad oma rahakotist; kaardi- ega pangaandmeid meiega ei jagata.',
      '<strong>Alati avatud.</strong> Plokiahelad töötavad ööpäev läbi, aasta igal päeval.',
      '<strong>Sinu oma aadress.</strong> Kassa annab igale mündile isikliku sissemakseaadressi; saada sinna ainult seda münti.',
    ],
  },
  'fr-CA': {
    title: 'Avantages de la crypto',
    description: 'Pourquoi payer en cryptomonnaie chez Orbit : rapide, privé, ouvert jour et nuit.',
    paragraphs: [
      '<strong>Rapide.</strong> Un dépôt en crypto est crédité dès que le réseau le confirme, et les retraits partent sans jours fériés bancaires ni heures limites.',
      '<strong>Privé.</strong> Vous payez depuis votre propre portefeuille; aucune donnée de carte ou de banque ne nous est transmise.',
      '<strong>Toujours ouvert.</strong> Les chaînes de blocs fonctionnent jour et nuit, tous les jours de l’année.',
      '<strong>Votre propre adresse.</strong> La caisse vous donne une adresse de dépôt personnelle pour chaque devise; n’y envoyez que cette devise.',
    ],
  },
  it: {
    title: 'Vantaggi delle criptovalute',
    description: 'Perché pagare in criptovalute su Orbit: veloce, riservato, sempre disponibile.',
    paragraphs: [
      '<strong>Veloce.</strong> Un deposito in cripto viene accreditato appena la rete lo conferma, e i prelievi partono senza festività bancarie né orari limite.',
      '<strong>Riservato.</strong> Paghi dal tuo wallet; non ci vengono comunicati dati di carte o conti.',
      '<strong>Sempre aperto.</strong> Le blockchain funzionano 24 ore su 24, tutti i giorni dell’anno.',
      '<strong>Il tuo indirizzo.</strong> La cassa ti dà un indirizzo di deposito personale per ogni moneta; invia lì solo quella moneta.',
    ],
  },
  no: {
    title: 'Fordeler med krypto',
    description: 'Hvorfor betale med kryptovaluta hos Orbit: raskt, privat og åpent døgnet rundt.',
    paragraphs: [
      '<strong>Raskt.</strong> Et kryptoinnskudd godskrives så snart nettverket bekrefter det, og uttak sendes uten helligdager eller frister.',
      '<strong>Privat.</strong> Du betaler fra din egen lommebok; ingen kort- eller bankopplysninger deles med oss.',
      '<strong>Alltid åpent.</strong> Blokkjeder går døgnet rundt, hver dag i året.',
      '<strong>Din egen adresse.</strong> Kassen gir deg en personlig innskuddsadresse for hver mynt; send bare den mynten dit.',
    ],
  },
});

/** A named popup, opened by its address (`/popup/welcome`). */
const POPUPS: PageRow[] = rows('popup/welcome', [POPUP_CATEGORY], 0, {
  '': {
    title: 'Welcome to Orbit',
    description: 'Hundreds of games, weekly tournaments and a welcome pack.',
    paragraphs: [
      'Hundreds of games, weekly tournaments and a welcome pack are waiting for you. Have fun and play responsibly.',
    ],
  },
  de: {
    title: 'Willkommen bei Orbit',
    description: 'Hunderte Spiele, wöchentliche Turniere und ein Willkommenspaket.',
    paragraphs: [
      'Hunderte Spiele, wöchentliche Turniere und ein Willkommenspaket warten auf dich. Viel Spaß und spiele verantwortungsvoll.',
    ],
  },
  et: {
    title: 'Tere tulemast Orbitisse',
    description: 'Sajad mängud, iganädalased turniirid ja tervituspakett.',
    paragraphs: [
      'Sind ootavad sajad mängud, iganädalased turniirid ja tervituspakett. Head lõbu ja mängi vastutustundlikult.',
    ],
  },
  'fr-CA': {
    title: 'Bienvenue chez Orbit',
    description: 'Des centaines de jeux, des tournois chaque semaine et un forfait de bienvenue.',
    paragraphs: [
      'Des centaines de jeux, des tournois chaque semaine et un forfait de bienvenue vous attendent. Amusez-vous et jouez de façon responsable.',
    ],
  },
  it: {
    title: 'Benvenuto su Orbit',
    description: 'Centinaia di giochi, tornei settimanali e un pacchetto di benvenuto.',
    paragraphs: [
      'Ti aspettano centinaia di giochi, tornei settimanali e un pacchetto di benvenuto. Divertiti e gioca responsabilmente.',
    ],
  },
  no: {
    title: 'Velkommen til Orbit',
    description: 'Hundrevis av spill, ukentlige turneringer og en velkomstpakke.',
    paragraphs: [
      'Hundrevis av spill, ukentlige turneringer og en velkomstpakke venter på deg. Ha det gøy og spill ansvarlig.',
    ],
  },
});

/**
 * The parents of the articles and popups: the CMS lists sub-paths as children of their parent
 * page. Both are SEO rows (kept out of the sitemap): the blog's titles the list; `/popup` itself is no page.
 */
const PARENTS: PageRow[] = [
  {
    path: 'blog',
    locale: '',
    title: 'Blog',
    categories: ['seo-page'],
    blocks: { title: 'Blog – Orbit Casino' },
    position: 0,
  },
  { path: 'popup', locale: '', title: 'Popups', categories: ['seo-page'], blocks: {}, position: 0 },
];

export const CMS_NEWS_PAGES: PageRow[] = [...PARENTS, ...ARTICLES, ...CRYPTO_BENEFITS, ...POPUPS];
