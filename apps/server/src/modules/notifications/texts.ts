import type { NotificationEvent } from '@orbit/contract';

/** What an event's text may say: a name (a gift's, a tournament's), an amount, a count, a place, a date. */
export interface TextValues {
  name: string;
  amount: string;
  count: number;
  place: number;
  date: string;
}

interface EventText {
  title: string;
  text: (v: TextValues) => string;
  /** The button's label, when the event has somewhere to go. */
  button?: string;
}

type Catalogue = Record<Exclude<NotificationEvent, 'message'>, EventText>;

/**
 * The notifications' words in each language Orbit speaks (the English variants take `en`).
 * Rendered when read, in the viewer's language, so a player who switches language reads them anew.
 */
const CATALOGUES: Record<string, Catalogue> = {
  en: {
    gift_issued: {
      title: 'A new gift',
      text: (v) => `${v.name} is waiting in your gifts.`,
      button: 'Open gifts',
    },
    freespins_issued: {
      title: 'Free spins for you',
      text: (v) => `${v.count} free spins are waiting in your gifts.`,
      button: 'Open gifts',
    },
    tournament_prize: {
      title: 'Tournament prize',
      text: (v) => `You finished ${v.place}. in ${v.name}. Your prize is yours.`,
      button: 'See the results',
    },
    deposit_succeeded: { title: 'Deposit received', text: (v) => `${v.amount} is on your balance.` },
    deposit_failed: {
      title: 'Deposit failed',
      text: (v) => `Your deposit of ${v.amount} did not go through.`,
    },
    withdrawal_succeeded: { title: 'Withdrawal paid', text: (v) => `${v.amount} has been paid out to you.` },
    withdrawal_declined: {
      title: 'Withdrawal declined',
      text: (v) => `Your withdrawal of ${v.amount} was declined. The money is back on your balance.`,
    },
    limit_confirmable: {
      title: 'Confirm your limit',
      text: (v) => `Your change to the ${v.name} can be confirmed from ${v.date}.`,
      button: 'Open limits',
    },
    support_reply: {
      title: 'A reply from support',
      text: (v) => `${v.name} answered your message.`,
      button: 'Open the chat',
    },
    document_approved: {
      title: 'Document approved',
      text: (v) => `Your ${v.name} was approved.`,
      button: 'Open verification',
    },
    document_rejected: {
      title: 'Document not accepted',
      text: (v) => `Your ${v.name} was not accepted. See why and send a new one.`,
      button: 'Open verification',
    },
    sow_requested: {
      title: 'Tell us about your funds',
      text: (v) => `Please answer the source-of-wealth questionnaire by ${v.date}.`,
      button: 'Answer now',
    },
  },
  de: {
    gift_issued: {
      title: 'Ein neues Geschenk',
      text: (v) => `${v.name} wartet in deinen Geschenken.`,
      button: 'Geschenke öffnen',
    },
    freespins_issued: {
      title: 'Freispiele für dich',
      text: (v) => `${v.count} Freispiele warten in deinen Geschenken.`,
      button: 'Geschenke öffnen',
    },
    tournament_prize: {
      title: 'Turnierpreis',
      text: (v) => `Du bist ${v.place}. in ${v.name} geworden. Dein Preis gehört dir.`,
      button: 'Ergebnisse ansehen',
    },
    deposit_succeeded: { title: 'Einzahlung erhalten', text: (v) => `${v.amount} ist auf deinem Guthaben.` },
    deposit_failed: {
      title: 'Einzahlung fehlgeschlagen',
      text: (v) => `Deine Einzahlung von ${v.amount} ist nicht durchgegangen.`,
    },
    withdrawal_succeeded: {
      title: 'Auszahlung erfolgt',
      text: (v) => `${v.amount} wurde an dich ausgezahlt.`,
    },
    withdrawal_declined: {
      title: 'Auszahlung abgelehnt',
      text: (v) =>
        `Deine Auszahlung von ${v.amount} wurde abgelehnt. Das Geld ist wieder auf deinem Guthaben.`,
    },
    limit_confirmable: {
      title: 'Bestätige dein Limit',
      text: (v) => `Deine Änderung am ${v.name} kannst du ab ${v.date} bestätigen.`,
      button: 'Limits öffnen',
    },
    support_reply: {
      title: 'Antwort vom Support',
      text: (v) => `${v.name} hat auf deine Nachricht geantwortet.`,
      button: 'Chat öffnen',
    },
    document_approved: {
      title: 'Dokument bestätigt',
      text: (v) => `Dein ${v.name} wurde bestätigt.`,
      button: 'Verifizierung öffnen',
    },
    document_rejected: {
      title: 'Dokument nicht akzeptiert',
      text: (v) => `Dein ${v.name} wurde nicht akzeptiert. Sieh dir den Grund an und sende ein neues.`,
      button: 'Verifizierung öffnen',
    },
    sow_requested: {
      title: 'Woher stammt dein Geld?',
      text: (v) => `Bitte beantworte den Fragebogen zur Herkunft deiner Mittel bis ${v.date}.`,
      button: 'Jetzt beantworten',
    },
  },
  'fr-CA': {
    gift_issued: {
      title: 'Un nouveau cadeau',
      text: (v) => `${v.name} vous attend dans vos cadeaux.`,
      button: 'Ouvrir les cadeaux',
    },
    freespins_issued: {
      title: 'Des tours gratuits pour vous',
      text: (v) => `${v.count} tours gratuits vous attendent dans vos cadeaux.`,
      button: 'Ouvrir les cadeaux',
    },
    tournament_prize: {
      title: 'Prix de tournoi',
      text: (v) => `Vous avez terminé ${v.place}e dans ${v.name}. Votre prix vous appartient.`,
      button: 'Voir les résultats',
    },
    deposit_succeeded: { title: 'Dépôt reçu', text: (v) => `${v.amount} est sur votre solde.` },
    deposit_failed: { title: 'Dépôt échoué', text: (v) => `Votre dépôt de ${v.amount} n’a pas abouti.` },
    withdrawal_succeeded: { title: 'Retrait versé', text: (v) => `${v.amount} vous a été versé.` },
    withdrawal_declined: {
      title: 'Retrait refusé',
      text: (v) => `Votre retrait de ${v.amount} a été refusé. L’argent est de retour sur votre solde.`,
    },
    limit_confirmable: {
      title: 'Confirmez votre limite',
      text: (v) => `Votre modification de la ${v.name} pourra être confirmée à partir du ${v.date}.`,
      button: 'Ouvrir les limites',
    },
    support_reply: {
      title: 'Réponse du soutien',
      text: (v) => `${v.name} a répondu à votre message.`,
      button: 'Ouvrir le clavardage',
    },
    document_approved: {
      title: 'Document approuvé',
      text: (v) => `Votre ${v.name} a été approuvée.`,
      button: 'Ouvrir la vérification',
    },
    document_rejected: {
      title: 'Document refusé',
      text: (v) => `Votre ${v.name} n’a pas été acceptée. Consultez la raison et envoyez-en une nouvelle.`,
      button: 'Ouvrir la vérification',
    },
    sow_requested: {
      title: 'Parlez-nous de vos fonds',
      text: (v) => `Veuillez répondre au questionnaire sur l’origine des fonds d’ici le ${v.date}.`,
      button: 'Répondre maintenant',
    },
  },
  it: {
    gift_issued: {
      title: 'Un nuovo regalo',
      text: (v) => `${v.name} ti aspetta tra i tuoi regali.`,
      button: 'Apri i regali',
    },
    freespins_issued: {
      title: 'Giri gratuiti per te',
      text: (v) => `${v.count} giri gratuiti ti aspettano tra i tuoi regali.`,
      button: 'Apri i regali',
    },
    tournament_prize: {
      title: 'Premio del torneo',
      text: (v) => `Sei arrivato ${v.place}º in ${v.name}. Il premio è tuo.`,
      button: 'Vedi i risultati',
    },
    deposit_succeeded: { title: 'Deposito ricevuto', text: (v) => `${v.amount} è sul tuo saldo.` },
    deposit_failed: {
      title: 'Deposito non riuscito',
      text: (v) => `Il tuo deposito di ${v.amount} non è andato a buon fine.`,
    },
    withdrawal_succeeded: { title: 'Prelievo pagato', text: (v) => `${v.amount} ti è stato pagato.` },
    withdrawal_declined: {
      title: 'Prelievo rifiutato',
      text: (v) => `Il tuo prelievo di ${v.amount} è stato rifiutato. Il denaro è di nuovo sul tuo saldo.`,
    },
    limit_confirmable: {
      title: 'Conferma il tuo limite',
      text: (v) => `La modifica del ${v.name} si può confermare dal ${v.date}.`,
      button: 'Apri i limiti',
    },
    support_reply: {
      title: "Risposta dall'assistenza",
      text: (v) => `${v.name} ha risposto al tuo messaggio.`,
      button: 'Apri la chat',
    },
    document_approved: {
      title: 'Documento approvato',
      text: (v) => `Il tuo documento (${v.name}) è stato approvato.`,
      button: 'Apri la verifica',
    },
    document_rejected: {
      title: 'Documento non accettato',
      text: (v) =>
        `Il tuo documento (${v.name}) non è stato accettato. Guarda il motivo e inviane uno nuovo.`,
      button: 'Apri la verifica',
    },
    sow_requested: {
      title: 'Parlaci dei tuoi fondi',
      text: (v) => `Rispondi al questionario sull’origine dei fondi entro il ${v.date}.`,
      button: 'Rispondi ora',
    },
  },
  no: {
    gift_issued: {
      title: 'En ny gave',
      text: (v) => `${v.name} venter i gavene dine.`,
      button: 'Åpne gavene',
    },
    freespins_issued: {
      title: 'Gratisspinn til deg',
      text: (v) => `${v.count} gratisspinn venter i gavene dine.`,
      button: 'Åpne gavene',
    },
    tournament_prize: {
      title: 'Turneringspremie',
      text: (v) => `Du kom på ${v.place}. plass i ${v.name}. Premien er din.`,
      button: 'Se resultatene',
    },
    deposit_succeeded: { title: 'Innskudd mottatt', text: (v) => `${v.amount} er på saldoen din.` },
    deposit_failed: {
      title: 'Innskuddet mislyktes',
      text: (v) => `Innskuddet ditt på ${v.amount} gikk ikke gjennom.`,
    },
    withdrawal_succeeded: { title: 'Uttak utbetalt', text: (v) => `${v.amount} er utbetalt til deg.` },
    withdrawal_declined: {
      title: 'Uttak avvist',
      text: (v) => `Uttaket ditt på ${v.amount} ble avvist. Pengene er tilbake på saldoen din.`,
    },
    limit_confirmable: {
      title: 'Bekreft grensen din',
      text: (v) => `Endringen av ${v.name} kan bekreftes fra ${v.date}.`,
      button: 'Åpne grensene',
    },
    support_reply: {
      title: 'Svar fra kundeservice',
      text: (v) => `${v.name} har svart på meldingen din.`,
      button: 'Åpne chatten',
    },
    document_approved: {
      title: 'Dokument godkjent',
      text: (v) => `Ditt ${v.name} er godkjent.`,
      button: 'Åpne verifisering',
    },
    document_rejected: {
      title: 'Dokument ikke godkjent',
      text: (v) => `Ditt ${v.name} ble ikke godkjent. Se hvorfor og send et nytt.`,
      button: 'Åpne verifisering',
    },
    sow_requested: {
      title: 'Fortell oss om midlene dine',
      text: (v) => `Svar på spørreskjemaet om midlenes opprinnelse innen ${v.date}.`,
      button: 'Svar nå',
    },
  },
  et: {
    gift_issued: {
      title: 'Uus kingitus',
      text: (v) => `${v.name} ootab sind sinu kingituste all.`,
      button: 'Ava kingitused',
    },
    freespins_issued: {
      title: 'Tasuta keerutused sulle',
      text: (v) => `${v.count} tasuta keerutust ootab sinu kingituste all.`,
      button: 'Ava kingitused',
    },
    tournament_prize: {
      title: 'Turniiri auhind',
      text: (v) => `Lõpetasid turniiril ${v.name} ${v.place}. kohal. Auhind on sinu.`,
      button: 'Vaata tulemusi',
    },
    deposit_succeeded: { title: 'Sissemakse laekus', text: (v) => `${v.amount} on sinu saldol.` },
    deposit_failed: {
      title: 'Sissemakse ebaõnnestus',
      text: (v) => `Sinu sissemakse ${v.amount} ei läinud läbi.`,
    },
    withdrawal_succeeded: { title: 'Väljamakse tehtud', text: (v) => `${v.amount} on sulle välja makstud.` },
    withdrawal_declined: {
      title: 'Väljamakse tagasi lükatud',
      text: (v) => `Sinu väljamakse ${v.amount} lükati tagasi. Raha on tagasi sinu saldol.`,
    },
    limit_confirmable: {
      title: 'Kinnita oma limiit',
      text: (v) => `Muudatust (${v.name}) saad kinnitada alates ${v.date}.`,
      button: 'Ava limiidid',
    },
    support_reply: {
      title: 'Vastus klienditoelt',
      text: (v) => `${v.name} vastas sinu sõnumile.`,
      button: 'Ava vestlus',
    },
    document_approved: {
      title: 'Dokument kinnitatud',
      text: (v) => `Sinu dokument (${v.name}) on kinnitatud.`,
      button: 'Ava tuvastamine',
    },
    document_rejected: {
      title: 'Dokumenti ei aktsepteeritud',
      text: (v) => `Sinu dokumenti (${v.name}) ei aktsepteeritud. Vaata põhjust ja saada uus.`,
      button: 'Ava tuvastamine',
    },
    sow_requested: {
      title: 'Räägi meile oma rahast',
      text: (v) => `Palun vasta vara päritolu küsimustikule hiljemalt ${v.date}.`,
      button: 'Vasta kohe',
    },
  },
};

/** An operator message's button, in the same languages. */
const OPEN: Record<string, string> = {
  en: 'Open',
  de: 'Öffnen',
  'fr-CA': 'Ouvrir',
  it: 'Apri',
  no: 'Åpne',
  et: 'Ava',
};

export const openLabel = (locale: string) => OPEN[languageOf(locale)] ?? OPEN.en!;

/** The names of the limits, in the same languages. */
const LIMIT_NAMES: Record<string, Record<string, string>> = {
  en: { deposit: 'deposit limit', loss: 'loss limit', wager: 'wager limit', session: 'session limit' },
  de: { deposit: 'Einzahlungslimit', loss: 'Verlustlimit', wager: 'Einsatzlimit', session: 'Sitzungslimit' },
  'fr-CA': {
    deposit: 'limite de dépôt',
    loss: 'limite de perte',
    wager: 'limite de mise',
    session: 'limite de session',
  },
  it: {
    deposit: 'limite di deposito',
    loss: 'limite di perdita',
    wager: 'limite di puntata',
    session: 'limite di sessione',
  },
  no: { deposit: 'innskuddsgrensen', loss: 'tapsgrensen', wager: 'innsatsgrensen', session: 'øktgrensen' },
  et: {
    deposit: 'sissemakse limiit',
    loss: 'kaotuse limiit',
    wager: 'panuse limiit',
    session: 'seansi limiit',
  },
};

/** The catalogue's language for a locale: `de` for `de`, `en` for `en-AU`, `fr-CA` for itself. */
export const languageOf = (locale: string) =>
  locale in CATALOGUES ? locale : (locale.split('-')[0] ?? 'en') in CATALOGUES ? locale.split('-')[0]! : 'en';

export const LANGUAGES = Object.keys(CATALOGUES);

export function eventText(locale: string, event: Exclude<NotificationEvent, 'message'>): EventText {
  return CATALOGUES[languageOf(locale)]![event];
}

export function limitName(locale: string, limit: string): string {
  const language = languageOf(locale);
  return LIMIT_NAMES[language]?.[limit] ?? LIMIT_NAMES.en![limit] ?? limit;
}
