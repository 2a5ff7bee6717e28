import { type CmsLanguage, html } from './types.ts';

const ABOUT = html(
  '<p>Orbit er et nettkasino med åpen kildekode: spilleautomater, live-dealere, bordspill, jackpoter, crash-spill og lotterier, i tillegg til turneringer, oppdrag, en VIP-klubb og en butikk for lojalitetspoeng.</p>',
  '<h2>Rettferdig fra grunnen av</h2>',
  '<p>Våre egne spill er bevisbart rettferdige, og hvert eksterne spill kommer fra en lisensiert, uavhengig testet leverandør. Saldoer føres på øret i en uforanderlig hovedbok.</p>',
  '<h2>Spill på din måte</h2>',
  '<p>Hold saldo i euro, dollar og andre valutaer, eller i Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin og Tether. Nettstedet snakker ti språk og fungerer på alle telefoner, nettbrett og datamaskiner.</p>',
  '<h2>Kundestøtte</h2>',
  '<p>Kundestøtten vår svarer døgnet rundt i chatten og på <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const TERMS = html(
  '<h2>1. Innledning</h2>',
  '<p>Disse vilkårene gjelder for din bruk av Orbit kasino. Ved å registrere en konto bekrefter du at du har lest, forstått og godtatt dem, sammen med personvernerklæringen, retningslinjene for informasjonskapsler og de generelle spillereglene.</p>',
  '<h2>2. Kontoen din</h2>',
  '<p>Du må være minst 18 år, eller eldre der loven i ditt land krever det, for å åpne en konto. Hver person kan bare ha én konto; duplikatkontoer stenges og gevinstene deres annulleres. Du er ansvarlig for å holde passordet hemmelig og for all aktivitet på kontoen din.</p>',
  '<h2>3. Innskudd og uttak</h2>',
  '<p>Innskudd må komme fra betalingsmåter i ditt eget navn. Før ditt første uttak kan vi be deg bekrefte identitet, adresse og midlenes opprinnelse. Uttak utbetales om mulig til metoden som ble brukt til innskuddet, og behandles innen 24 timer når kontoen er verifisert.</p>',
  '<h2>4. Bonuser</h2>',
  '<p>Bonuspenger må omsettes det antall ganger tilbudet oppgir før de kan tas ut. Maksimal innsats mens en bonus omsettes er 5 € eller tilsvarende. Misbruk av bonuser, blant annet bruk av flere kontoer eller lavrisikostrategier, fører til at bonusen og gevinstene annulleres.</p>',
  '<h2>5. Ansvarlig spill</h2>',
  '<p>Du kan når som helst sette grenser for innskudd, tap, innsats og økter, ta en pause eller utestenge deg selv i profilen din. Vi kan kontakte deg eller begrense kontoen din hvis vi ser tegn på problemspilling.</p>',
  '<h2>6. Avslutte kontoen</h2>',
  '<p>Du kan når som helst avslutte kontoen ved å kontakte kundestøtte; gjenværende saldo i ekte penger utbetales etter de vanlige kontrollene. Vi kan stenge kontoer som bryter disse vilkårene.</p>',
  '<h2>7. Klager</h2>',
  '<p>Skriv til <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. Vi svarer innen 14 dager.</p>',
);

const TERMS_EE = html(
  '<p><strong>Disse vilkårene gjelder for spillere under den estiske lisensen.</strong> Kasinoet drives under en estisk lisens for fjernspill utstedt av Skatte- og tolletaten (Maksu- ja Tolliamet).</p>',
  '<h2>1. Alder og identitet</h2>',
  '<p>Pengespill er tillatt for personer fra 21 år. Identiteten din bekreftes før første innskudd med din estiske personlige identifikasjonskode (isikukood), slik pengespilloven krever.</p>',
  '<h2>2. Kontoen din</h2>',
  '<p>Hver person kan ha én konto. Du er ansvarlig for å holde påloggingsopplysningene hemmelige. Personer som står i det estiske registeret over begrensede personer, kan ikke åpne konto.</p>',
  '<h2>3. Innskudd, uttak og skatt</h2>',
  '<p>Kontoer føres i euro. Gevinster for estiske innbyggere fra pengespill lisensiert i EØS er ikke inntektsskattepliktige. Uttak utbetales til en bankkonto i ditt navn.</p>',
  '<h2>4. Ansvarlig spill</h2>',
  '<p>Du kan når som helst sette grenser eller utestenge deg i profilen din, eller melde deg inn i det nasjonale selvutestengelsesregisteret på <a href="https://www.emta.ee">emta.ee</a>.</p>',
  '<h2>5. Klager</h2>',
  '<p>Klager besvares innen 14 dager. Er du ikke fornøyd, kan du henvende deg til Skatte- og tolletaten eller Forbrukertvistutvalget.</p>',
);

const PRIVACY = html(
  '<h2>1. Hvem vi er</h2>',
  '<p>Orbit («vi», «oss») driver nettstedene og appene til Orbit kasino. Vi er behandlingsansvarlige for personopplysningene du gir oss når du registrerer deg, setter inn penger, spiller eller kontakter kundestøtte. Spørsmål om denne erklæringen sendes til <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. Hva vi samler inn</h2>',
  '<ul><li>Kontoopplysninger: e-postadresse, passord (lagret kun som saltet hash), kallenavn, valuta og språk.</li><li>Identitetsopplysninger loven krever: navn, fødselsdato, adresse, telefonnummer og, der det kreves, et personnummer og kopier av dokumenter.</li><li>Økonomiske opplysninger: innskudd, uttak, saldoer og betalingsmåtene du bruker (kortnumre tokeniseres av betalingsleverandørene våre og lagres aldri hos oss).</li><li>Bruksdata: spilte spill, innsatser og gevinster, enhet, nettleser, IP-adresse og omtrentlig plassering.</li></ul>',
  '<h2>3. Hvorfor vi bruker dem</h2>',
  '<p>Vi bruker opplysningene dine til å drive kontoen og spillene (avtale), bekrefte alder og identitet, forhindre svindel og hvitvasking og beskytte sårbare spillere (rettslig plikt), holde tjenesten sikker og forbedre den (berettiget interesse) og sende deg tilbud bare hvis du har samtykket (samtykke du når som helst kan trekke tilbake i profilen din).</p>',
  '<h2>4. Hvem vi deler dem med</h2>',
  '<p>Betalingsleverandører, tjenester for identitetskontroll, spilleverandører (kun opplysningene en spilløkt trenger), driftsleverandørene våre og, når loven krever det, tilsynsmyndigheter og politi. Vi selger aldri personopplysninger.</p>',
  '<h2>5. Hvor lenge vi lagrer dem</h2>',
  '<p>Konto- og transaksjonsopplysninger lagres i fem år etter at kontoen er avsluttet, slik hvitvaskingsloven krever. Markedsføringsvalg slettes så snart du melder deg av.</p>',
  '<h2>6. Dine rettigheter</h2>',
  '<p>Du kan be om en kopi av opplysningene dine, retting eller sletting, begrense eller protestere mot bruken og få dem i et flyttbart format. Du kan også klage til Datatilsynet.</p>',
);

const COOKIES = html(
  '<p>Informasjonskapsler er små tekstfiler et nettsted lagrer i nettleseren din. Vi holder oss til dem kasinoet trenger, og forklarer her hva hver enkelt er til for.</p>',
  '<h2>Strengt nødvendige informasjonskapsler</h2>',
  '<p><strong>orbit_session</strong> holder deg innlogget; den slettes når du logger ut eller økten utløper. <strong>locale</strong> husker språket ditt. Disse kan ikke slås av, fordi nettstedet ikke fungerer uten dem.</p>',
  '<h2>Preferansekapsler</h2>',
  '<p>Vi husker at du har lukket varselet om informasjonskapsler (ett år), skjult et kampanjebanner eller valgt en visningsvaluta.</p>',
  '<h2>Partner- og analysekapsler</h2>',
  '<p>Kommer du via en partnerlenke, tar vi vare på partnerkoden i 30 dager slik at partneren krediteres for registreringen din. Samlet, anonymisert statistikk hjelper oss å finne trege sider og spill som ikke virker.</p>',
  '<h2>Administrere informasjonskapsler</h2>',
  '<p>Du kan når som helst slette informasjonskapsler i nettleserinnstillingene. Sletter du øktkapselen, logges du ut.</p>',
);

const GENERAL_RULES = html(
  '<h2>Spilleregler</h2>',
  '<p>Hvert spill viser regler, gevinsttabell og tilbakebetalingsprosent (RTP) på informasjonsskjermen. Ved feil er alle utbetalinger og spill ugyldige; åpne runder fullføres eller refunderes etter leverandørens regler.</p>',
  '<h2>Egne spill og rettferdighet</h2>',
  '<p>Orbits egne spill er bevisbart rettferdige: før hver runde forplikter serveren seg til sitt frø ved å publisere hashen. Etter runden kan du på verifiseringssiden kontrollere at resultatet følger av serverfrøet, klientfrøet ditt og nonce-verdien.</p>',
  '<h2>Maksimal innsats og gevinst</h2>',
  '<p>Maksimal innsats per runde vises i hvert spill. Maksimal gevinst på én runde med bonuspenger er ti ganger bonusbeløpet, med mindre tilbudet sier noe annet.</p>',
  '<h2>Frakoblinger</h2>',
  '<p>Mister du forbindelsen under en runde, fullføres runden med valgene du har gjort; du kan se den i spillhistorikken din.</p>',
);

const RESPONSIBLE = html(
  '<p>Pengespill skal være underholdning, aldri en måte å tjene penger på eller flykte fra problemer. Spill bare for penger du har råd til å tape.</p>',
  '<h2>Varselsignaler</h2>',
  '<ul><li>Du bruker mer tid eller penger enn planlagt.</li><li>Du jager tap eller låner penger for å spille.</li><li>Spillingen går ut over jobb, søvn eller forhold.</li><li>Du blir rastløs eller irritabel når du prøver å slutte.</li></ul>',
  '<h2>Verktøy i profilen din</h2>',
  '<p>Sett daglige, ukentlige eller månedlige grenser for innskudd, tap og innsats, begrens lengden på øktene, ta en pause fra én dag til seks uker eller utesteng deg selv i seks måneder eller mer. En lavere grense gjelder straks; en høyere først etter en ventetid.</p>',
  '<h2>Hvor du får hjelp</h2>',
  '<p>Hjelpelinjen for spilleavhengige (<a href="https://www.hjelpelinjen.no">hjelpelinjen.no</a>, 800 800 40) og Anonyme Gamblere tilbyr gratis og fortrolig hjelp.</p>',
  '<h2>Beskyttelse av mindreårige</h2>',
  '<p>Ingen under 18 år får spille. Hvis mindreårige bruker enheten din, bruk foreldrekontroll.</p>',
);

const SUPPORT_FAQ = html(
  '<h2>Hvor lang tid tar et uttak?</h2>',
  '<p>Vi behandler uttak innen 24 timer. Krypto kommer minutter etter godkjenning, kort og bankoverføringer på én til tre virkedager. Ved større uttak kan vi først be deg bekrefte identiteten din under Profil, Verifisering.</p>',
  '<h2>Hvorfor er en del av saldoen min bonus?</h2>',
  '<p>En bonus blir ekte penger når omsetningskravet er oppfylt. Under Profil, Gaver ser du hvor mye du har omsatt og hva som gjenstår.</p>',
  '<h2>Hvordan setter jeg en innskudds- eller tapsgrense?</h2>',
  '<p>Under Profil, Grenser. En strengere grense gjelder straks; en mildere venter i 24 timer og må bekreftes på e-post.</p>',
  '<h2>Jeg har glemt passordet.</h2>',
  '<p>Velg Logg inn, deretter Glemt passord, og følg lenken vi sender til e-postadressen din.</p>',
  '<h2>Hvordan når jeg et menneske?</h2>',
  '<p>Åpne chatten: en medarbeider svarer mens du venter, eller på e-post når ingen er pålogget. Du kan også skrive til oss med skjemaet på denne siden.</p>',
);

const AFFILIATES = html(
  '<p>Bli partner med Orbit og tjen på hver spiller du bringer. Partnerprogrammet vårt betaler månedlig, i fiat eller krypto, uten negativ overføring.</p>',
  '<h2>Hva du tjener</h2>',
  '<ul><li>Inntektsdeling fra 25 % til 45 % av netto spillinntekt fra spillerne dine, så lenge de spiller.</li><li>CPA- og hybridavtaler for partnere med jevn trafikk.</li><li>5 % underpartnerprovisjon på partnerne du verver.</li></ul>',
  '<h2>Hva du får</h2>',
  '<p>Sporingslenker med din egen tagg (stag), sanntidsstatistikk, ferdige bannere og landingssider på ti språk og en personlig partneransvarlig.</p>',
  '<h2>Slik blir du med</h2>',
  '<p>Skriv til <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> med nettstedene eller kanalene dine og markedene du jobber i. Vi svarer innen to virkedager. Partnere må følge markedsføringsreglene i hvert marked og aldri rette seg mot mindreårige.</p>',
);

export const NO: CmsLanguage = {
  pages: {
    about: {
      title: 'Om Orbit',
      metaTitle: 'Om Orbit kasino',
      content: ABOUT,
      description: 'Hvem vi er og hvordan Orbit fungerer.',
    },
    'terms-and-conditions': {
      title: 'Vilkår og betingelser',
      content: TERMS,
      description: 'Reglene for Orbit-kontoen din.',
    },
    'terms-and-conditions/EE': {
      title: 'Vilkår og betingelser (Estland)',
      content: TERMS_EE,
      description: 'Vilkår for spillere under den estiske lisensen.',
    },
    'privacy-policy': {
      title: 'Personvernerklæring',
      content: PRIVACY,
      description: 'Hvordan Orbit samler inn, bruker og beskytter opplysningene dine.',
    },
    'cookie-policy': {
      title: 'Informasjonskapsler',
      content: COOKIES,
      description: 'Informasjonskapslene Orbit bruker, og hvorfor.',
    },
    'general-rules': {
      title: 'Generelle regler',
      content: GENERAL_RULES,
      description: 'Spilleregler, rettferdighet og maksimale gevinster.',
    },
    'responsible-gaming': {
      title: 'Ansvarlig spill',
      content: RESPONSIBLE,
      description: 'Grenser, pauser, selvutestengelse og hvor du får hjelp.',
    },
    'support-faq': {
      title: 'Ofte stilte spørsmål',
      content: SUPPORT_FAQ,
      description: 'Svar på det spillerne spør mest om.',
    },
    affiliates: {
      title: 'Partnerprogram',
      metaTitle: 'Partnerprogram – Orbit kasino',
      content: AFFILIATES,
      description: 'Tjen inntektsdeling, CPA eller hybridprovisjon ved å bringe spillere til Orbit.',
    },
  },
  seo: {
    support: {
      title: 'Kundestøtte – Orbit kasino',
      description: 'Chat med kundestøtten, skriv til oss eller finn svar på det spillerne spør mest om.',
      keywords: 'kasino kundestøtte, chat, kontakt, ofte stilte spørsmål',
    },
    home: {
      title: 'Orbit kasino – spilleautomater, live-kasino og kryptospill',
      description:
        'Tusenvis av spilleautomater, live-bord og bevisbart rettferdige kryptospill hos Orbit. Raske utbetalinger i fiat og krypto.',
      keywords: 'nettkasino, spilleautomater, live-kasino, kryptokasino, jackpoter',
    },
    pokies: {
      title: 'Spilleautomater på nett – Orbit kasino',
      description:
        'Megaways, bonuskjøp, klassiske fruktautomater og jackpotautomater fra de beste studioene.',
      keywords: 'spilleautomater, slots, megaways, bonuskjøp',
    },
    'pokies/all': {
      title: 'Alle spilleautomater – Orbit kasino',
      description:
        'Alle Orbits spilleautomater i én liste: filtrer på leverandør, volatilitet og funksjoner.',
      keywords: 'alle spilleautomater, automatspill, leverandører',
    },
    live: {
      title: 'Live-kasino – Orbit kasino',
      description: 'Live-rulett, blackjack, baccarat og spillshow strømmet i HD med ekte dealere.',
      keywords: 'live-kasino, live-rulett, live-blackjack, spillshow',
    },
    tournaments: {
      title: 'Turneringer – Orbit kasino',
      description: 'Ukentlige løp og premiedrypp: spinn, klatre på resultatlisten og del premiepotten.',
      keywords: 'kasinoturneringer, automatløp, resultatliste',
    },
    'tournaments/producers': {
      title: 'Leverandørturneringer – Orbit kasino',
      description:
        'Turneringer arrangert av spilleverandørene: spill spillene deres, klatre på listene deres.',
      keywords: 'leverandørturneringer, automatløp',
    },
    'tournaments/lotteries': {
      title: 'Lotterier – Orbit kasino',
      description:
        'Ukentlige lotterier med lodd fra innskudd og lojalitetsmynter, trukket bevisbart rettferdig.',
      keywords: 'kasinolotteri, ukentlig trekning, bevisbart rettferdig',
    },
    'tournaments/actions': {
      title: 'Kampanjer – Orbit kasino',
      description: 'Korte kampanjer med premier til spillerne som deltar.',
      keywords: 'kasinokampanjer, premiekampanjer',
    },
    'tournaments/achievements': {
      title: 'Prestasjoner – Orbit kasino',
      description: 'Merker du tjener ved å spille: første innskudd, spilte runder, store gevinster og mer.',
      keywords: 'kasinoprestasjoner, merker',
    },
    'tournaments/archive': {
      title: 'Turneringsarkiv – Orbit kasino',
      description: 'Avsluttede turneringer med vinnere og premier.',
      keywords: 'turneringsresultater, vinnere',
    },
    leaderboard: {
      title: 'Resultatliste – Orbit kasino',
      description: 'Direkte resultatlister for pågående turneringer og din egen plassering.',
      keywords: 'kasino resultatliste, turneringsrangering',
    },
    quests: {
      title: 'Oppdrag – Orbit kasino',
      description: 'Oppdrag med nivåer du når ved å spille, hvert med sin premie.',
      keywords: 'kasinooppdrag, nivåer, premier',
    },
    promotions: {
      title: 'Kampanjer og bonuser – Orbit kasino',
      description: 'Velkomstpakke, påfyllingsbonuser, cashback og kryptoboost.',
      keywords: 'kasinobonus, velkomstbonus, cashback',
    },
    vip: {
      title: 'VIP-klubb – Orbit kasino',
      description:
        'Personlige kontaktpersoner, raskere uttak og eksklusive gaver til våre mest lojale spillere.',
      keywords: 'VIP-kasino, lojalitetsprogram',
    },
  },
  snippets: {
    license:
      '<p>Orbit er en kasinoplattform med åpen kildekode. Denne demoen er kun for testing; ekte penger tas ikke imot. Spill ansvarlig: 18+.</p>',
    ageWarning:
      '<p>Pengespill kan være avhengighetsskapende. Kjenn grensene dine og be om hjelp om du trenger det.</p>',
  },
  files: {
    terms: 'Vilkår og betingelser (nedlasting)',
    pressKit: 'Orbit-logo (SVG)',
  },
  banners: {
    'welcome-pack': {
      title: 'Velkomstpakke på opptil {{bonus}}',
      description: '+ 150 gratisspinn over de tre første innskuddene dine',
      labels: ['Nye spillere'],
      button: 'Bli med nå',
      secondButton: {
        name: 'Vilkår',
        title: 'Velkomstpakke',
        secondTitle: 'Slik fungerer det',
        desc: '100 % på første innskudd, 75 % på andre og 50 % på tredje; omsetning x35 innen 14 dager.',
      },
    },
    'welcome-pack-next': {
      title: 'Den andre velkomstgaven din venter',
      description: '75 % opptil {{max}} + 50 gratisspinn',
      labels: ['Velkomstpakke'],
      button: 'Sett inn',
    },
    'weekend-tournament': {
      title: 'Helgeløpet: premiepott på 10 000 €',
      description: 'Spinn hvilken som helst automat fra fredag til søndag og klatre på resultatlisten',
      labels: ['Turnering', 'Hver helg'],
      button: 'Delta',
    },
    'crypto-boost': {
      title: 'Kryptoboost: 10 % ekstra på hvert BTC-innskudd',
      description: 'Ingen kode nødvendig, godskrives umiddelbart',
      labels: ['Krypto'],
      button: 'Sett inn BTC',
    },
    'monthly-lottery': {
      title: 'Månedslotteri: vinn en del av 5 000 €',
      description: 'Ett lodd for hver 20 € du setter inn',
      labels: ['Lotteri'],
      button: 'Hent lodd',
    },
    'live-cashback': {
      title: '15 % cashback på live-kasino',
      description: 'Hver mandag på ukens netto live-tap',
      labels: ['Live-kasino'],
      button: 'Spill live',
    },
    'weekly-drops': {
      title: 'Ukentlige drypp: {{pool}} i tilfeldige premier',
      description: 'Hvert spinn på en utvalgt automat kan utløse en pengepremie',
      labels: ['Drypp'],
      button: 'Se spillene',
      secondButton: {
        name: 'Slik fungerer det',
        title: 'Ukentlige drypp',
        secondTitle: 'Tilfeldige pengepremier',
        desc: 'Drypp faller tilfeldig på utvalgte automater mellom mandag 00:00 og søndag 23:59 UTC; minste innsats 0,20.',
      },
    },
    'mystic-jackpots': {
      title: 'Mystiske jackpoter',
      description: 'En jackpot kan falle på hvert spinn i de mystiske spillene',
      labels: ['Jackpoter'],
      button: 'Utforsk',
    },
  },
};
