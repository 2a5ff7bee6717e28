import { type CmsLanguage, html } from './types.ts';

const ABOUT = html(
  '<p>Orbit ist ein quelloffenes Online-Casino: Spielautomaten, Live-Dealer, Tischspiele, Jackpots, Crash-Spiele und Lotterien, dazu Turniere, Quests, ein VIP-Club und ein Shop für Comp-Punkte.</p>',
  '<h2>Fair von Grund auf</h2>',
  '<p>Unsere eigenen Spiele sind nachweislich fair, und jedes externe Spiel stammt von einem lizenzierten, unabhängig geprüften Anbieter. Guthaben werden centgenau in einem unveränderlichen Journal geführt.</p>',
  '<h2>Spielen, wie Sie möchten</h2>',
  '<p>Führen Sie Guthaben in Euro, Dollar und weiteren Währungen oder in Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin und Tether. Die Seite spricht zehn Sprachen und funktioniert auf jedem Smartphone, Tablet oder Computer.</p>',
  '<h2>Kundendienst</h2>',
  '<p>Unser Support antwortet rund um die Uhr im Live-Chat und unter <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const RESPONSIBLE = html(
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

const SUPPORT_FAQ = html(
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
const PRIVACY = html(
  '<h2>1. Wer wir sind</h2>',
  '<p>Orbit („wir“, „uns“) betreibt die Websites und Apps des Orbit Casinos. Wir sind Verantwortliche für die personenbezogenen Daten, die Sie uns bei Registrierung, Einzahlung, Spiel oder Kontakt mit dem Support geben. Fragen zu dieser Erklärung richten Sie an <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. Was wir erheben</h2>',
  '<ul><li>Kontodaten: E-Mail-Adresse, Passwort (nur als gesalzener Hash gespeichert), Spitzname, Währung und Sprache.</li><li>Gesetzlich erforderliche Identitätsdaten: Name, Geburtsdatum, Anschrift, Telefonnummer und, wo nötig, eine persönliche Kennnummer und Kopien von Dokumenten.</li><li>Finanzdaten: Ein- und Auszahlungen, Guthaben und die verwendeten Zahlungsmethoden (Kartennummern werden von unseren Zahlungsdienstleistern tokenisiert und nie bei uns gespeichert).</li><li>Nutzungsdaten: gespielte Spiele, Einsätze und Gewinne, Gerät, Browser, IP-Adresse und ungefährer Standort.</li></ul>',
  '<h2>3. Wozu wir sie nutzen</h2>',
  '<p>Wir nutzen Ihre Daten, um Ihr Konto und die Spiele zu betreiben (Vertrag), um Alter und Identität zu prüfen, Betrug und Geldwäsche zu verhindern und gefährdete Spieler zu schützen (rechtliche Pflicht), um den Dienst sicher zu halten und zu verbessern (berechtigtes Interesse) und um Ihnen Angebote nur zu senden, wenn Sie zugestimmt haben (Einwilligung, die Sie jederzeit in Ihrem Profil widerrufen können).</p>',
  '<h2>4. An wen wir sie weitergeben</h2>',
  '<p>An Zahlungsdienstleister, Dienste zur Identitätsprüfung, Spieleanbieter (nur die für eine Spielsitzung nötigen Daten), unsere Hosting-Anbieter und, wenn das Gesetz es verlangt, an Aufsichts- und Strafverfolgungsbehörden. Wir verkaufen niemals personenbezogene Daten.</p>',
  '<h2>5. Wie lange wir sie aufbewahren</h2>',
  '<p>Konto- und Transaktionsdaten werden fünf Jahre nach Schließung des Kontos aufbewahrt, wie es das Geldwäscherecht verlangt. Werbeeinstellungen löschen wir, sobald Sie sich abmelden.</p>',
  '<h2>6. Ihre Rechte</h2>',
  '<p>Sie können eine Kopie Ihrer Daten, deren Berichtigung oder Löschung verlangen, ihre Nutzung einschränken oder ihr widersprechen und sie in einem übertragbaren Format erhalten. Sie können sich auch bei Ihrer Datenschutzbehörde beschweren.</p>',
);

const COOKIES = html(
  '<p>Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Wir beschränken sie auf das, was das Casino braucht, und erklären hier, wozu jedes dient.</p>',
  '<h2>Unbedingt erforderliche Cookies</h2>',
  '<p><strong>orbit_session</strong> hält Sie angemeldet; es wird beim Abmelden oder Ablauf der Sitzung gelöscht. <strong>locale</strong> merkt sich Ihre Sprache. Diese Cookies lassen sich nicht abschalten, weil die Seite ohne sie nicht funktioniert.</p>',
  '<h2>Präferenz-Cookies</h2>',
  '<p>Wir merken uns, dass Sie den Cookie-Hinweis geschlossen (ein Jahr), ein Aktionsbanner ausgeblendet oder eine Anzeigewährung gewählt haben.</p>',
  '<h2>Partner- und Analyse-Cookies</h2>',
  '<p>Kommen Sie über einen Partnerlink, speichern wir den Partnercode 30 Tage, damit der Partner für Ihre Registrierung vergütet wird. Zusammengefasste, anonymisierte Statistiken helfen uns, langsame Seiten und defekte Spiele zu finden.</p>',
  '<h2>Cookies verwalten</h2>',
  '<p>Sie können Cookies jederzeit in Ihren Browsereinstellungen löschen. Das Löschen des Sitzungs-Cookies meldet Sie ab.</p>',
);

const TERMS = html(
  '<h2>1. Einleitung</h2>',
  '<p>Diese Allgemeinen Geschäftsbedingungen regeln Ihre Nutzung des Orbit Casinos. Mit der Registrierung eines Kontos bestätigen Sie, dass Sie sie zusammen mit unserer Datenschutzerklärung, der Cookie-Richtlinie und den Allgemeinen Spielregeln gelesen, verstanden und akzeptiert haben.</p>',
  '<h2>2. Ihr Konto</h2>',
  '<p>Sie müssen mindestens 18 Jahre alt sein, oder älter, wo das Recht Ihres Landes es vorschreibt, um ein Konto zu eröffnen. Jede Person darf nur ein Konto führen; doppelte Konten werden geschlossen und ihre Gewinne verfallen. Sie sind dafür verantwortlich, Ihr Passwort geheim zu halten, und für alle Aktivitäten auf Ihrem Konto.</p>',
  '<h2>3. Ein- und Auszahlungen</h2>',
  '<p>Einzahlungen müssen von Zahlungsmethoden auf Ihren eigenen Namen stammen. Vor Ihrer ersten Auszahlung können wir Sie bitten, Identität, Anschrift und Herkunft Ihrer Mittel nachzuweisen. Auszahlungen erfolgen nach Möglichkeit an die Methode der Einzahlung und werden innerhalb von 24 Stunden bearbeitet, sobald Ihr Konto verifiziert ist.</p>',
  '<h2>4. Boni</h2>',
  '<p>Bonusgeld muss so oft umgesetzt werden, wie im Angebot angegeben, bevor es ausgezahlt werden kann. Der Höchsteinsatz beim Umsetzen eines Bonus beträgt 5 € oder den Gegenwert. Bonusmissbrauch, etwa mit mehreren Konten oder risikoarmen Einsatzstrategien, führt zur Stornierung des Bonus und seiner Gewinne.</p>',
  '<h2>5. Verantwortungsvolles Spielen</h2>',
  '<p>Sie können in Ihrem Profil jederzeit Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits setzen, eine Pause einlegen oder sich selbst ausschließen. Wir können Sie kontaktieren oder Ihr Konto einschränken, wenn wir Anzeichen problematischen Spielens sehen.</p>',
  '<h2>6. Schließung des Kontos</h2>',
  '<p>Sie können Ihr Konto jederzeit über den Support schließen; ein verbleibendes Echtgeldguthaben wird nach den üblichen Prüfungen ausgezahlt. Wir können Konten schließen, die gegen diese Bedingungen verstoßen.</p>',
  '<h2>7. Beschwerden</h2>',
  '<p>Schreiben Sie an <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. Wir antworten innerhalb von 14 Tagen.</p>',
);

const TERMS_EE = html(
  '<p><strong>Diese Bedingungen gelten für Spieler der estnischen Lizenz.</strong> Das Casino wird unter einer estnischen Lizenz für Fernglücksspiele betrieben, die vom Steuer- und Zollamt (Maksu- ja Tolliamet) erteilt wurde.</p>',
  '<h2>1. Alter und Identität</h2>',
  '<p>Glücksspiel ist Personen ab 21 Jahren erlaubt. Ihre Identität wird vor der ersten Einzahlung mit Ihrem estnischen persönlichen Identifikationscode (isikukood) geprüft, wie es das Glücksspielgesetz verlangt.</p>',
  '<h2>2. Ihr Konto</h2>',
  '<p>Jede Person darf ein Konto führen. Sie sind dafür verantwortlich, Ihre Zugangsdaten geheim zu halten. Personen im estnischen Register für eingeschränkte Personen können kein Konto eröffnen.</p>',
  '<h2>3. Ein- und Auszahlungen, Steuern</h2>',
  '<p>Konten werden in Euro geführt. Gewinne estnischer Einwohner aus im Europäischen Wirtschaftsraum lizenzierten Glücksspielen sind nicht einkommensteuerpflichtig. Auszahlungen erfolgen auf ein Bankkonto auf Ihren Namen.</p>',
  '<h2>4. Verantwortungsvolles Spielen</h2>',
  '<p>Sie können jederzeit in Ihrem Profil Limits setzen oder sich ausschließen, oder sich unter <a href="https://www.emta.ee">emta.ee</a> in das nationale Selbstausschlussregister eintragen.</p>',
  '<h2>5. Beschwerden</h2>',
  '<p>Beschwerden werden innerhalb von 14 Tagen beantwortet. Sind Sie nicht zufrieden, können Sie sich an das Steuer- und Zollamt oder die Verbraucherstreitkommission wenden.</p>',
);

const GENERAL_RULES = html(
  '<h2>Spielregeln</h2>',
  '<p>Jedes Spiel zeigt seine Regeln, Gewinntabelle und Auszahlungsquote (RTP) in seinem Infobildschirm. Bei einer Fehlfunktion sind alle Gewinne und Spiele ungültig; offene Runden werden nach den Regeln des Anbieters abgeschlossen oder erstattet.</p>',
  '<h2>Hausspiele und Fairness</h2>',
  '<p>Die eigenen Spiele von Orbit sind nachweislich fair: Vor jeder Runde legt sich der Server auf seinen Seed fest, indem er dessen Hash veröffentlicht. Nach der Runde können Sie auf der Prüfseite nachvollziehen, dass das Ergebnis aus dem Server-Seed, Ihrem Client-Seed und der Nonce folgt.</p>',
  '<h2>Höchsteinsätze und -gewinne</h2>',
  '<p>Der Höchsteinsatz pro Runde wird in jedem Spiel angezeigt. Der Höchstgewinn einer Runde mit Bonusgeld beträgt das Zehnfache des Bonusbetrags, sofern das Angebot nichts anderes sagt.</p>',
  '<h2>Verbindungsabbrüche</h2>',
  '<p>Verlieren Sie während einer Runde die Verbindung, wird die Runde mit Ihren getroffenen Entscheidungen abgeschlossen; Sie können sie in Ihrem Spielverlauf ansehen.</p>',
);

const AFFILIATES = html(
  '<p>Werden Sie Partner von Orbit und verdienen Sie an jedem Spieler, den Sie bringen. Unser Partnerprogramm zahlt monatlich, in Fiat oder Krypto, ohne negativen Übertrag.</p>',
  '<h2>Was Sie verdienen</h2>',
  '<ul><li>Umsatzbeteiligung von 25 % bis 45 % am Netto-Spielertrag Ihrer Spieler, lebenslang.</li><li>CPA- und Hybrid-Modelle für Partner mit stetigem Traffic.</li><li>5 % Sub-Affiliate-Provision auf die Partner, die Sie werben.</li></ul>',
  '<h2>Was Sie bekommen</h2>',
  '<p>Tracking-Links mit Ihrem eigenen Tag (stag), Live-Statistiken, fertige Banner und Landingpages in zehn Sprachen und einen persönlichen Affiliate-Manager.</p>',
  '<h2>So machen Sie mit</h2>',
  '<p>Schreiben Sie an <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> mit Ihren Websites oder Kanälen und den Märkten, in denen Sie arbeiten. Wir antworten innerhalb von zwei Werktagen. Partner müssen die Werberegeln jedes Marktes einhalten und dürfen nie Minderjährige ansprechen.</p>',
);

export const DE: CmsLanguage = {
  pages: {
    about: {
      title: 'Über Orbit',
      metaTitle: 'Über das Orbit Casino',
      content: ABOUT,
      description: 'Wer wir sind und wie Orbit funktioniert.',
    },
    'terms-and-conditions': {
      title: 'Allgemeine Geschäftsbedingungen',
      content: TERMS,
      description: 'Die Regeln Ihres Orbit-Kontos.',
    },
    'terms-and-conditions/EE': {
      title: 'Allgemeine Geschäftsbedingungen (Estland)',
      content: TERMS_EE,
      description: 'Bedingungen für Spieler der estnischen Lizenz.',
    },
    'privacy-policy': {
      title: 'Datenschutzerklärung',
      content: PRIVACY,
      description: 'Wie Orbit Ihre Daten erhebt, nutzt und schützt.',
    },
    'cookie-policy': {
      title: 'Cookie-Richtlinie',
      content: COOKIES,
      description: 'Welche Cookies Orbit verwendet und warum.',
    },
    'general-rules': {
      title: 'Allgemeine Regeln',
      content: GENERAL_RULES,
      description: 'Spielregeln, Fairness und Höchstgewinne.',
    },
    'responsible-gaming': {
      title: 'Verantwortungsvolles Spielen',
      content: RESPONSIBLE,
      description: 'Limits, Pausen, Selbstausschluss und wo Sie Hilfe finden.',
    },
    'support-faq': {
      title: 'Häufige Fragen',
      content: SUPPORT_FAQ,
      description: 'Antworten auf die häufigsten Fragen.',
    },
    affiliates: {
      title: 'Partnerprogramm',
      metaTitle: 'Partnerprogramm – Orbit Casino',
      content: AFFILIATES,
      description:
        'Verdienen Sie Umsatzbeteiligung, CPA oder Hybrid-Provision für Spieler, die Sie zu Orbit bringen.',
    },
  },
  seo: {
    support: {
      title: 'Support – Orbit Casino',
      description:
        'Chatten Sie mit unserem Support, schreiben Sie uns oder finden Sie Antworten auf die häufigsten Fragen.',
      keywords: 'Casino-Support, Live-Chat, Kontakt, FAQ',
    },
    home: {
      title: 'Orbit Casino – Spielautomaten, Live-Casino und Krypto-Spiele',
      description: 'Tausende Spielautomaten, Live-Tische und nachweislich faire Krypto-Spiele bei Orbit.',
      keywords: 'Online-Casino, Spielautomaten, Live-Casino, Krypto-Casino',
    },
    pokies: {
      title: 'Online-Spielautomaten – Orbit Casino',
      description: 'Megaways, Bonuskäufe, klassische Früchte-Slots und Jackpot-Automaten der besten Studios.',
      keywords: 'Spielautomaten, Slots, Megaways, Bonuskauf',
    },
    'pokies/all': {
      title: 'Alle Spielautomaten – Orbit Casino',
      description:
        'Alle Spielautomaten von Orbit in einer Liste: nach Anbieter, Volatilität und Funktionen filtern.',
      keywords: 'alle Spielautomaten, Slot-Spiele, Anbieter',
    },
    live: {
      title: 'Live-Casino – Orbit Casino',
      description: 'Live-Roulette, Blackjack, Baccarat und Spielshows in HD mit echten Dealern.',
      keywords: 'Live-Casino, Live-Roulette, Live-Blackjack, Spielshows',
    },
    tournaments: {
      title: 'Turniere – Orbit Casino',
      description:
        'Wöchentliche Rennen und Preisdrops: drehen, in der Rangliste aufsteigen und den Preispool teilen.',
      keywords: 'Casino-Turniere, Slot-Rennen, Rangliste',
    },
    'tournaments/producers': {
      title: 'Anbieter-Turniere – Orbit Casino',
      description: 'Turniere der Spieleanbieter: ihre Spiele spielen, in ihren Ranglisten aufsteigen.',
      keywords: 'Anbieter-Turniere, Slot-Rennen',
    },
    'tournaments/lotteries': {
      title: 'Lotterien – Orbit Casino',
      description:
        'Wöchentliche Lotterien mit Losen aus Einzahlungen und Comp-Coins, nachweislich fair gezogen.',
      keywords: 'Casino-Lotterie, wöchentliche Ziehung, nachweislich fair',
    },
    'tournaments/actions': {
      title: 'Aktionen – Orbit Casino',
      description: 'Kurze Kampagnen mit Preisen für alle, die mitmachen.',
      keywords: 'Casino-Aktionen, Preiskampagnen',
    },
    'tournaments/achievements': {
      title: 'Erfolge – Orbit Casino',
      description:
        'Abzeichen, die Sie beim Spielen verdienen: erste Einzahlung, gespielte Runden, große Gewinne und mehr.',
      keywords: 'Casino-Erfolge, Abzeichen',
    },
    'tournaments/archive': {
      title: 'Turnierarchiv – Orbit Casino',
      description: 'Beendete Turniere mit ihren Gewinnern und Preisen.',
      keywords: 'Turnierergebnisse, Gewinner',
    },
    leaderboard: {
      title: 'Rangliste – Orbit Casino',
      description: 'Die Live-Ranglisten der laufenden Turniere und Ihr eigener Platz.',
      keywords: 'Casino-Rangliste, Turnierwertung',
    },
    quests: {
      title: 'Quests – Orbit Casino',
      description: 'Quests mit Stufen, die Sie beim Spielen erreichen, jede mit ihrem Preis.',
      keywords: 'Casino-Quests, Stufen, Preise',
    },
    promotions: {
      title: 'Aktionen und Boni – Orbit Casino',
      description: 'Willkommenspaket, Reloads, Cashback und Krypto-Boosts.',
      keywords: 'Casino-Bonus, Willkommensbonus, Cashback',
    },
    vip: {
      title: 'VIP-Club – Orbit Casino',
      description:
        'Persönliche Manager, schnellere Auszahlungen und exklusive Geschenke für unsere treuesten Spieler.',
      keywords: 'VIP-Casino, Treueprogramm',
    },
  },
  snippets: {
    license:
      '<p>Orbit ist eine quelloffene Casino-Plattform. Diese Demo dient nur zu Testzwecken; es wird kein echtes Geld angenommen. Spielen Sie verantwortungsvoll: 18+.</p>',
    ageWarning:
      '<p>Glücksspiel kann süchtig machen. Kennen Sie Ihre Grenzen und holen Sie sich Hilfe, wenn Sie sie brauchen.</p>',
  },
  files: {
    terms: 'Allgemeine Geschäftsbedingungen (Download)',
    pressKit: 'Orbit-Logo (SVG)',
  },
  banners: {
    'welcome-pack': {
      title: 'Willkommenspaket bis zu {{bonus}}',
      description: '+ 150 Freispiele über Ihre ersten drei Einzahlungen',
      labels: ['Neue Spieler'],
      button: 'Jetzt beitreten',
      secondButton: {
        name: 'Bedingungen',
        title: 'Willkommenspaket',
        secondTitle: 'So funktioniert es',
        desc: '100 % auf die erste Einzahlung, 75 % auf die zweite und 50 % auf die dritte; 35-facher Umsatz innerhalb von 14 Tagen.',
      },
    },
    'welcome-pack-next': {
      title: 'Ihr zweites Willkommensgeschenk wartet',
      description: '75 % bis zu {{max}} + 50 Freispiele',
      labels: ['Willkommenspaket'],
      button: 'Einzahlen',
    },
    'weekend-tournament': {
      title: 'Wochenendrennen: 10.000 € Preispool',
      description:
        'Drehen Sie von Freitag bis Sonntag an jedem Automaten und steigen Sie in der Rangliste auf',
      labels: ['Turnier', 'Jedes Wochenende'],
      button: 'Mitmachen',
    },
    'crypto-boost': {
      title: 'Krypto-Boost: 10 % extra auf jede BTC-Einzahlung',
      description: 'Kein Code nötig, sofort gutgeschrieben',
      labels: ['Krypto'],
      button: 'BTC einzahlen',
    },
    'monthly-lottery': {
      title: 'Monatslotterie: Gewinnen Sie einen Anteil an 5.000 €',
      description: 'Ein Los für je 20 € Einzahlung',
      labels: ['Lotterie'],
      button: 'Lose holen',
    },
    'live-cashback': {
      title: '15 % Live-Casino-Cashback',
      description: 'Jeden Montag auf Ihre Netto-Live-Verluste der Woche',
      labels: ['Live-Casino'],
      button: 'Live spielen',
    },
    'weekly-drops': {
      title: 'Wöchentliche Drops: {{pool}} in Zufallspreisen',
      description: 'Jeder Dreh an einem ausgewählten Automaten kann einen Geldpreis auslösen',
      labels: ['Drops'],
      button: 'Zu den Spielen',
      secondButton: {
        name: 'So funktioniert es',
        title: 'Wöchentliche Drops',
        secondTitle: 'Zufällige Geldpreise',
        desc: 'Drops fallen zufällig auf ausgewählten Automaten zwischen Montag 00:00 und Sonntag 23:59 UTC; Mindesteinsatz 0,20.',
      },
    },
    'mystic-jackpots': {
      title: 'Mystische Jackpots',
      description: 'Bei jedem Dreh der mystischen Spiele kann ein Jackpot fallen',
      labels: ['Jackpots'],
      button: 'Entdecken',
    },
  },
};
