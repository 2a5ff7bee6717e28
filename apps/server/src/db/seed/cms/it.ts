import { type CmsLanguage, html } from './types.ts';

const ABOUT = html(
  '<p>Orbit è un casinò online open source: slot, croupier dal vivo, giochi da tavolo, jackpot, giochi crash e lotterie, insieme a tornei, missioni, un club VIP e un negozio di punti fedeltà.</p>',
  '<h2>Equo per progettazione</h2>',
  '<p>I nostri giochi sono dimostrabilmente equi e ogni gioco esterno proviene da un fornitore autorizzato e testato in modo indipendente. I saldi sono tenuti al centesimo in un registro immutabile.</p>',
  '<h2>Gioca a modo tuo</h2>',
  '<p>Tieni il saldo in euro, dollari e altre valute, oppure in Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin e Tether. Il sito parla dieci lingue e funziona su qualsiasi telefono, tablet o computer.</p>',
  '<h2>Assistenza</h2>',
  '<p>Il nostro team di assistenza risponde 24 ore su 24 in chat e all’indirizzo <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const TERMS = html(
  '<h2>1. Introduzione</h2>',
  '<p>I presenti termini e condizioni regolano l’uso del casinò Orbit. Registrando un conto confermi di averli letti, compresi e accettati, insieme alla nostra informativa sulla privacy, alla cookie policy e alle regole generali dei giochi.</p>',
  '<h2>2. Il tuo conto</h2>',
  '<p>Per aprire un conto devi avere almeno 18 anni, o di più se la legge del tuo paese lo prevede. Ogni persona può avere un solo conto; i conti doppi vengono chiusi e le relative vincite annullate. Sei responsabile della segretezza della tua password e di tutte le attività sul tuo conto.</p>',
  '<h2>3. Depositi e prelievi</h2>',
  '<p>I depositi devono provenire da metodi di pagamento intestati a te. Prima del primo prelievo potremmo chiederti di verificare identità, indirizzo e provenienza dei fondi. I prelievi vengono pagati, ove possibile, sul metodo usato per il deposito ed elaborati entro 24 ore dalla verifica del conto.</p>',
  '<h2>4. Bonus</h2>',
  '<p>Il denaro bonus deve essere puntato il numero di volte indicato nell’offerta prima di poter essere prelevato. La puntata massima durante il wagering di un bonus è di 5 € o equivalente. L’abuso dei bonus, compreso l’uso di più conti o di strategie di puntata a basso rischio, comporta l’annullamento del bonus e delle relative vincite.</p>',
  '<h2>5. Gioco responsabile</h2>',
  '<p>Puoi impostare in qualsiasi momento nel tuo profilo limiti di deposito, perdita, puntata e sessione, prenderti una pausa o autoescluderti. Potremmo contattarti o limitare il tuo conto se notiamo segni di gioco problematico.</p>',
  '<h2>6. Chiusura del conto</h2>',
  '<p>Puoi chiudere il tuo conto in qualsiasi momento contattando l’assistenza; l’eventuale saldo in denaro reale viene pagato dopo i consueti controlli. Possiamo chiudere i conti che violano questi termini.</p>',
  '<h2>7. Reclami</h2>',
  '<p>Scrivi a <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. Rispondiamo entro 14 giorni.</p>',
);

const TERMS_EE = html(
  '<p><strong>Questi termini si applicano ai giocatori della licenza estone.</strong> Il casinò opera con una licenza estone per il gioco a distanza rilasciata dall’Agenzia delle imposte e delle dogane (Maksu- ja Tolliamet).</p>',
  '<h2>1. Età e identità</h2>',
  '<p>Il gioco d’azzardo è consentito dai 21 anni in su. La tua identità viene verificata prima del primo deposito con il codice identificativo personale estone (isikukood), come richiesto dalla legge sul gioco.</p>',
  '<h2>2. Il tuo conto</h2>',
  '<p>Ogni persona può avere un conto. Sei responsabile della segretezza delle tue credenziali. Le persone iscritte nel registro estone delle persone soggette a restrizioni non possono aprire un conto.</p>',
  '<h2>3. Depositi, prelievi e imposte</h2>',
  '<p>I conti sono tenuti in euro. Le vincite dei residenti estoni da giochi d’azzardo autorizzati nello Spazio economico europeo non sono soggette a imposta sul reddito. I prelievi vengono effettuati su un conto bancario intestato a te.</p>',
  '<h2>4. Gioco responsabile</h2>',
  '<p>Puoi impostare limiti o autoescluderti in qualsiasi momento nel tuo profilo, oppure iscriverti al registro nazionale di autoesclusione su <a href="https://www.emta.ee">emta.ee</a>.</p>',
  '<h2>5. Reclami</h2>',
  '<p>Ai reclami si risponde entro 14 giorni. Se non sei soddisfatto puoi rivolgerti all’Agenzia delle imposte e delle dogane o alla Commissione per le controversie dei consumatori.</p>',
);

const PRIVACY = html(
  '<h2>1. Chi siamo</h2>',
  '<p>Orbit («noi») gestisce i siti web e le app del casinò Orbit. Siamo titolari del trattamento dei dati personali che ci fornisci quando ti registri, depositi, giochi o contatti l’assistenza. Le domande su questa informativa vanno inviate a <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. Cosa raccogliamo</h2>',
  '<ul><li>Dati del conto: indirizzo e-mail, password (conservata solo come hash con salt), nickname, valuta e lingua.</li><li>Dati identificativi richiesti dalla legge: nome, data di nascita, indirizzo, numero di telefono e, se necessario, un codice identificativo personale e copie dei documenti.</li><li>Dati finanziari: depositi, prelievi, saldi e metodi di pagamento usati (i numeri delle carte sono tokenizzati dai nostri fornitori di pagamento e mai conservati da noi).</li><li>Dati di utilizzo: giochi giocati, puntate e vincite, dispositivo, browser, indirizzo IP e posizione approssimativa.</li></ul>',
  '<h2>3. Perché li usiamo</h2>',
  '<p>Usiamo i tuoi dati per gestire il conto e i giochi (contratto), verificare età e identità, prevenire frodi e riciclaggio e proteggere i giocatori vulnerabili (obbligo di legge), mantenere sicuro e migliorare il servizio (interesse legittimo) e inviarti promozioni solo se hai acconsentito (consenso che puoi revocare in qualsiasi momento nel profilo).</p>',
  '<h2>4. Con chi li condividiamo</h2>',
  '<p>Fornitori di pagamento, servizi di verifica dell’identità, fornitori di giochi (solo i dati necessari a una sessione di gioco), i nostri fornitori di hosting e, quando la legge lo richiede, autorità di regolamentazione e forze dell’ordine. Non vendiamo mai dati personali.</p>',
  '<h2>5. Per quanto tempo li conserviamo</h2>',
  '<p>I dati del conto e delle transazioni sono conservati per cinque anni dopo la chiusura del conto, come richiesto dalla normativa antiriciclaggio. Le preferenze di marketing vengono cancellate non appena annulli l’iscrizione.</p>',
  '<h2>6. I tuoi diritti</h2>',
  '<p>Puoi chiedere una copia dei tuoi dati, la loro rettifica o cancellazione, limitarne o opporti al loro uso e riceverli in un formato portabile. Puoi anche presentare reclamo all’autorità per la protezione dei dati.</p>',
);

const COOKIES = html(
  '<p>I cookie sono piccoli file di testo che un sito memorizza nel tuo browser. Ne usiamo solo quanti servono al casinò e qui spieghiamo a cosa serve ciascuno.</p>',
  '<h2>Cookie strettamente necessari</h2>',
  '<p><strong>orbit_session</strong> ti mantiene connesso; viene eliminato quando esci o la sessione scade. <strong>locale</strong> ricorda la tua lingua. Questi cookie non possono essere disattivati, perché senza di essi il sito non funziona.</p>',
  '<h2>Cookie di preferenza</h2>',
  '<p>Ricordiamo che hai chiuso l’avviso sui cookie (un anno), nascosto un banner promozionale o scelto una valuta di visualizzazione.</p>',
  '<h2>Cookie di affiliazione e di analisi</h2>',
  '<p>Se arrivi tramite il link di un partner, conserviamo il codice del partner per 30 giorni perché gli venga attribuita la tua registrazione. Statistiche aggregate e anonime ci aiutano a trovare pagine lente e giochi che non funzionano.</p>',
  '<h2>Gestire i cookie</h2>',
  '<p>Puoi eliminare i cookie in qualsiasi momento dalle impostazioni del browser. Eliminare il cookie di sessione ti disconnette.</p>',
);

const GENERAL_RULES = html(
  '<h2>Regole dei giochi</h2>',
  '<p>Ogni gioco mostra le sue regole, la tabella dei pagamenti e il ritorno al giocatore (RTP) nella schermata informativa. In caso di malfunzionamento tutte le vincite e le giocate sono nulle; i round aperti vengono completati o rimborsati secondo le regole del fornitore.</p>',
  '<h2>Giochi della casa ed equità</h2>',
  '<p>I giochi di Orbit sono dimostrabilmente equi: prima di ogni round il server si impegna sul proprio seed pubblicandone l’hash. Dopo il round puoi verificare nella pagina del verificatore che il risultato deriva dal seed del server, dal tuo seed client e dal nonce.</p>',
  '<h2>Puntate e vincite massime</h2>',
  '<p>La puntata massima per round è indicata in ogni gioco. La vincita massima di un singolo round giocato con denaro bonus è dieci volte l’importo del bonus, salvo diversa indicazione dell’offerta.</p>',
  '<h2>Disconnessioni</h2>',
  '<p>Se perdi la connessione durante un round, il round viene completato con le scelte che hai fatto; puoi rivederlo nella cronologia di gioco.</p>',
);

const RESPONSIBLE = html(
  '<p>Il gioco deve essere un divertimento, mai un modo per guadagnare o per sfuggire ai problemi. Gioca solo con denaro che puoi permetterti di perdere.</p>',
  '<h2>Segnali di allarme</h2>',
  '<ul><li>Spendi più tempo o denaro di quanto avevi previsto.</li><li>Cerchi di recuperare le perdite o prendi in prestito denaro per giocare.</li><li>Il gioco influisce sul lavoro, sul sonno o sulle relazioni.</li><li>Ti senti irrequieto o irritabile quando provi a smettere.</li></ul>',
  '<h2>Strumenti nel tuo profilo</h2>',
  '<p>Imposta limiti giornalieri, settimanali o mensili su depositi, perdite e puntate, limita la durata delle sessioni, prenditi una pausa da un giorno a sei settimane o autoescluditi per sei mesi o più. Ridurre un limite ha effetto subito; aumentarlo solo dopo un periodo di attesa.</p>',
  '<h2>Dove trovare aiuto</h2>',
  '<p>Il Telefono Verde nazionale per le problematiche legate al gioco d’azzardo (800 558 822), i Giocatori Anonimi e i servizi per le dipendenze della tua regione offrono supporto gratuito e riservato.</p>',
  '<h2>Protezione dei minori</h2>',
  '<p>Nessuno sotto i 18 anni può giocare. Se dei minori usano il tuo dispositivo, attiva il controllo parentale.</p>',
);

const SUPPORT_FAQ = html(
  '<h2>Quanto tempo richiede un prelievo?</h2>',
  '<p>Esaminiamo i prelievi entro 24 ore. Le criptovalute arrivano pochi minuti dopo l’approvazione, carte e bonifici in uno-tre giorni lavorativi. Per prelievi più consistenti potremmo prima chiederti di verificare la tua identità in Profilo, Verifica.</p>',
  '<h2>Perché una parte del mio saldo è bonus?</h2>',
  '<p>Un bonus diventa denaro reale una volta completato il wagering. In Profilo, Regali vedi quanto hai puntato e quanto manca.</p>',
  '<h2>Come imposto un limite di deposito o di perdita?</h2>',
  '<p>In Profilo, Limiti. Un limite più restrittivo si applica subito; uno meno restrittivo attende 24 ore e ti chiede di confermarlo via e-mail.</p>',
  '<h2>Ho dimenticato la password.</h2>',
  '<p>Scegli Accedi, poi Password dimenticata, e segui il link che inviamo al tuo indirizzo e-mail.</p>',
  '<h2>Come posso parlare con una persona?</h2>',
  '<p>Apri la chat: un operatore risponde mentre aspetti, oppure via e-mail quando nessuno è online. Puoi anche scriverci con il modulo di questa pagina.</p>',
);

const AFFILIATES = html(
  '<p>Diventa partner di Orbit e guadagna su ogni giocatore che porti. Il nostro programma di affiliazione paga ogni mese, in valuta o in cripto, senza riporto negativo.</p>',
  '<h2>Cosa guadagni</h2>',
  '<ul><li>Revenue share dal 25% al 45% del ricavo netto di gioco dei tuoi giocatori, per tutta la loro vita.</li><li>Accordi CPA e ibridi per i partner con traffico costante.</li><li>Commissione del 5% sui sub-affiliati che presenti.</li></ul>',
  '<h2>Cosa ottieni</h2>',
  '<p>Link di tracciamento con il tuo tag (stag), statistiche in tempo reale, banner e landing page pronti in dieci lingue e un affiliate manager personale.</p>',
  '<h2>Come aderire</h2>',
  '<p>Scrivi a <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> indicando i tuoi siti o canali e i mercati in cui lavori. Rispondiamo entro due giorni lavorativi. I partner devono rispettare le regole pubblicitarie di ogni mercato e non rivolgersi mai ai minori.</p>',
);

export const IT: CmsLanguage = {
  pages: {
    about: {
      title: 'Chi è Orbit',
      metaTitle: 'Chi è il casinò Orbit',
      content: ABOUT,
      description: 'Chi siamo e come funziona Orbit.',
    },
    'terms-and-conditions': {
      title: 'Termini e condizioni',
      content: TERMS,
      description: 'Le regole del tuo conto Orbit.',
    },
    'terms-and-conditions/EE': {
      title: 'Termini e condizioni (Estonia)',
      content: TERMS_EE,
      description: 'Termini per i giocatori della licenza estone.',
    },
    'privacy-policy': {
      title: 'Informativa sulla privacy',
      content: PRIVACY,
      description: 'Come Orbit raccoglie, usa e protegge i tuoi dati.',
    },
    'cookie-policy': {
      title: 'Cookie policy',
      content: COOKIES,
      description: 'I cookie che Orbit usa e perché.',
    },
    'general-rules': {
      title: 'Regole generali',
      content: GENERAL_RULES,
      description: 'Regole dei giochi, equità e vincite massime.',
    },
    'responsible-gaming': {
      title: 'Gioco responsabile',
      content: RESPONSIBLE,
      description: 'Limiti, pause, autoesclusione e dove trovare aiuto.',
    },
    'support-faq': {
      title: 'Domande frequenti',
      content: SUPPORT_FAQ,
      description: 'Risposte alle domande più comuni dei giocatori.',
    },
    affiliates: {
      title: 'Programma di affiliazione',
      metaTitle: 'Programma di affiliazione – Orbit Casino',
      content: AFFILIATES,
      description: 'Guadagna revenue share, CPA o commissioni ibride portando giocatori su Orbit.',
    },
  },
  seo: {
    support: {
      title: 'Assistenza – Orbit Casino',
      description:
        'Chatta con la nostra assistenza, scrivici o trova le risposte alle domande più frequenti.',
      keywords: 'assistenza casinò, chat dal vivo, contatti, FAQ',
    },
    home: {
      title: 'Orbit Casino – slot, casinò live e giochi cripto',
      description:
        'Migliaia di slot, tavoli live e giochi cripto dimostrabilmente equi su Orbit. Pagamenti rapidi in valuta e cripto.',
      keywords: 'casinò online, slot, casinò live, casinò cripto, jackpot',
    },
    pokies: {
      title: 'Slot online – Orbit Casino',
      description: 'Megaways, bonus buy, slot classiche alla frutta e slot jackpot dei migliori studi.',
      keywords: 'slot, slot machine, megaways, bonus buy',
    },
    'pokies/all': {
      title: 'Tutte le slot – Orbit Casino',
      description: 'Tutte le slot di Orbit in un elenco: filtra per fornitore, volatilità e funzioni.',
      keywords: 'tutte le slot, giochi slot, fornitori',
    },
    live: {
      title: 'Casinò live – Orbit Casino',
      description: 'Roulette, blackjack, baccarat e game show dal vivo in HD con croupier reali.',
      keywords: 'casinò live, roulette live, blackjack live, game show',
    },
    tournaments: {
      title: 'Tornei – Orbit Casino',
      description: 'Gare settimanali e premi a sorpresa: gira, scala la classifica e dividi il montepremi.',
      keywords: 'tornei casinò, gare slot, classifica',
    },
    'tournaments/producers': {
      title: 'Tornei dei fornitori – Orbit Casino',
      description:
        'Tornei organizzati dai fornitori di giochi: gioca ai loro giochi, scala le loro classifiche.',
      keywords: 'tornei dei fornitori, gare slot',
    },
    'tournaments/lotteries': {
      title: 'Lotterie – Orbit Casino',
      description:
        'Lotterie settimanali con biglietti da depositi e monete fedeltà, estratte in modo dimostrabilmente equo.',
      keywords: 'lotteria casinò, estrazione settimanale, dimostrabilmente equo',
    },
    'tournaments/actions': {
      title: 'Iniziative – Orbit Casino',
      description: 'Brevi campagne con premi per i giocatori che partecipano.',
      keywords: 'iniziative casinò, campagne a premi',
    },
    'tournaments/achievements': {
      title: 'Traguardi – Orbit Casino',
      description: 'Badge che ottieni giocando: primo deposito, round giocati, grandi vincite e altro.',
      keywords: 'traguardi casinò, badge',
    },
    'tournaments/archive': {
      title: 'Archivio tornei – Orbit Casino',
      description: 'I tornei conclusi con vincitori e premi.',
      keywords: 'risultati tornei, vincitori',
    },
    leaderboard: {
      title: 'Classifica – Orbit Casino',
      description: 'Le classifiche live dei tornei in corso e la tua posizione.',
      keywords: 'classifica casinò, classifica tornei',
    },
    quests: {
      title: 'Missioni – Orbit Casino',
      description: 'Missioni con livelli da raggiungere giocando, ognuno con il suo premio.',
      keywords: 'missioni casinò, livelli, premi',
    },
    promotions: {
      title: 'Promozioni – Orbit Casino',
      description: 'Pacchetto di benvenuto, ricariche, cashback e boost cripto.',
      keywords: 'bonus casinò, bonus di benvenuto, cashback',
    },
    vip: {
      title: 'Club VIP – Orbit Casino',
      description:
        'Manager personali, prelievi più rapidi e regali esclusivi per i nostri giocatori più fedeli.',
      keywords: 'casinò VIP, programma fedeltà',
    },
  },
  snippets: {
    license:
      '<p>Orbit è una piattaforma di casinò open source. Questa demo serve solo per i test; non si accetta denaro reale. Gioca responsabilmente: 18+.</p>',
    ageWarning:
      '<p>Il gioco può creare dipendenza. Conosci i tuoi limiti e chiedi aiuto se ne hai bisogno.</p>',
  },
  files: {
    terms: 'Termini e condizioni (download)',
    pressKit: 'Logo di Orbit (SVG)',
  },
  banners: {
    'welcome-pack': {
      title: 'Pacchetto di benvenuto fino a {{bonus}}',
      description: '+ 150 giri gratis sui tuoi primi tre depositi',
      labels: ['Nuovi giocatori'],
      button: 'Iscriviti ora',
      secondButton: {
        name: 'Termini',
        title: 'Pacchetto di benvenuto',
        secondTitle: 'Come funziona',
        desc: '100% sul primo deposito, 75% sul secondo e 50% sul terzo; wagering x35 entro 14 giorni.',
      },
    },
    'welcome-pack-next': {
      title: 'Il tuo secondo regalo di benvenuto ti aspetta',
      description: '75% fino a {{max}} + 50 giri gratis',
      labels: ['Pacchetto di benvenuto'],
      button: 'Deposita',
    },
    'weekend-tournament': {
      title: 'Gara del weekend: montepremi di 10.000 €',
      description: 'Gira qualsiasi slot da venerdì a domenica e scala la classifica',
      labels: ['Torneo', 'Ogni weekend'],
      button: 'Partecipa',
    },
    'crypto-boost': {
      title: 'Boost cripto: 10% in più su ogni deposito in BTC',
      description: 'Nessun codice richiesto, accreditato subito',
      labels: ['Cripto'],
      button: 'Deposita BTC',
    },
    'monthly-lottery': {
      title: 'Lotteria mensile: vinci una parte di 5.000 €',
      description: 'Un biglietto ogni 20 € depositati',
      labels: ['Lotteria'],
      button: 'Ottieni biglietti',
    },
    'live-cashback': {
      title: 'Cashback del 15% sul casinò live',
      description: 'Ogni lunedì sulle perdite nette live della settimana',
      labels: ['Casinò live'],
      button: 'Gioca live',
    },
    'weekly-drops': {
      title: 'Premi settimanali: {{pool}} in premi casuali',
      description: 'Ogni giro su una slot in evidenza può far cadere un premio in denaro',
      labels: ['Premi a sorpresa'],
      button: 'Vedi i giochi',
      secondButton: {
        name: 'Come funziona',
        title: 'Premi settimanali',
        secondTitle: 'Premi in denaro casuali',
        desc: 'I premi cadono a caso sulle slot in evidenza tra lunedì 00:00 e domenica 23:59 UTC; puntata minima 0,20.',
      },
    },
    'mystic-jackpots': {
      title: 'Jackpot mistici',
      description: 'Un jackpot può cadere a ogni giro dei giochi mistici',
      labels: ['Jackpot'],
      button: 'Scopri',
    },
  },
};
