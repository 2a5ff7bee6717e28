import { type CmsLanguage, html } from './types.ts';

const ABOUT = html(
  '<p>Orbit est un casino en ligne à code source ouvert : machines à sous, croupiers en direct, jeux de table, jackpots, jeux crash et loteries, avec des tournois, des quêtes, un club VIP et une boutique de points de fidélité.</p>',
  '<h2>Équitable dès la conception</h2>',
  '<p>Nos propres jeux sont équitables et vérifiables, et chaque jeu externe provient d’un fournisseur autorisé et testé de façon indépendante. Les soldes sont tenus au cent près dans un registre inaltérable.</p>',
  '<h2>Jouez à votre façon</h2>',
  '<p>Gardez vos soldes en euros, en dollars et en d’autres devises, ou en Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin et Tether. Le site parle dix langues et fonctionne sur tout téléphone, tablette ou ordinateur.</p>',
  '<h2>Soutien</h2>',
  '<p>Notre équipe de soutien répond jour et nuit dans le clavardage et à <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const TERMS = html(
  '<h2>1. Introduction</h2>',
  '<p>Les présentes conditions générales régissent votre utilisation du casino Orbit. En ouvrant un compte, vous confirmez les avoir lues, comprises et acceptées, ainsi que notre politique de confidentialité, notre politique relative aux témoins et les règles générales des jeux.</p>',
  '<h2>2. Votre compte</h2>',
  '<p>Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays l’exige, pour ouvrir un compte. Chaque personne ne peut détenir qu’un seul compte; les comptes en double sont fermés et leurs gains annulés. Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité sur votre compte.</p>',
  '<h2>3. Dépôts et retraits</h2>',
  '<p>Les dépôts doivent provenir de moyens de paiement à votre nom. Avant votre premier retrait, nous pouvons vous demander de confirmer votre identité, votre adresse et la provenance de vos fonds. Les retraits sont versés au moyen utilisé pour le dépôt lorsque c’est possible et traités dans les 24 heures une fois votre compte vérifié.</p>',
  '<h2>4. Primes</h2>',
  '<p>L’argent de prime doit être misé le nombre de fois indiqué dans l’offre avant de pouvoir être retiré. La mise maximale pendant la mise d’une prime est de 5 € ou l’équivalent. L’abus de primes, notamment l’utilisation de plusieurs comptes ou de stratégies de mise à faible risque, entraîne l’annulation de la prime et de ses gains.</p>',
  '<h2>5. Jeu responsable</h2>',
  '<p>Vous pouvez en tout temps fixer des limites de dépôt, de perte, de mise et de session, prendre une pause ou vous exclure dans votre profil. Nous pouvons communiquer avec vous ou restreindre votre compte si nous voyons des signes de jeu problématique.</p>',
  '<h2>6. Fermeture du compte</h2>',
  '<p>Vous pouvez fermer votre compte en tout temps en communiquant avec le soutien; tout solde en argent réel est versé après les vérifications habituelles. Nous pouvons fermer les comptes qui enfreignent ces conditions.</p>',
  '<h2>7. Plaintes</h2>',
  '<p>Écrivez à <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. Nous répondons dans un délai de 14 jours.</p>',
);

const TERMS_EE = html(
  '<p><strong>Ces conditions s’appliquent aux joueurs de la licence estonienne.</strong> Le casino est exploité en vertu d’une licence estonienne de jeux à distance délivrée par l’Office des impôts et des douanes (Maksu- ja Tolliamet).</p>',
  '<h2>1. Âge et identité</h2>',
  '<p>Le jeu est permis aux personnes de 21 ans et plus. Votre identité est vérifiée avant votre premier dépôt au moyen de votre code d’identification personnel estonien (isikukood), comme l’exige la Loi sur les jeux de hasard.</p>',
  '<h2>2. Votre compte</h2>',
  '<p>Chaque personne peut détenir un compte. Vous êtes responsable de la confidentialité de vos identifiants. Les personnes inscrites au registre estonien des personnes restreintes ne peuvent pas ouvrir de compte.</p>',
  '<h2>3. Dépôts, retraits et impôts</h2>',
  '<p>Les comptes sont tenus en euros. Les gains des résidents estoniens provenant de jeux de hasard autorisés dans l’Espace économique européen ne sont pas imposables. Les retraits sont versés à un compte bancaire à votre nom.</p>',
  '<h2>4. Jeu responsable</h2>',
  '<p>Vous pouvez en tout temps fixer des limites ou vous exclure dans votre profil, ou vous inscrire au registre national d’auto-exclusion à <a href="https://www.emta.ee">emta.ee</a>.</p>',
  '<h2>5. Plaintes</h2>',
  '<p>Les plaintes reçoivent une réponse dans les 14 jours. Si vous n’êtes pas satisfait, vous pouvez vous adresser à l’Office des impôts et des douanes ou au Comité des litiges de consommation.</p>',
);

const PRIVACY = html(
  '<h2>1. Qui nous sommes</h2>',
  '<p>Orbit (« nous ») exploite les sites Web et les applications du casino Orbit. Nous sommes responsables des renseignements personnels que vous nous fournissez lorsque vous vous inscrivez, déposez, jouez ou communiquez avec le soutien. Les questions sur cette politique vont à <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. Ce que nous recueillons</h2>',
  '<ul><li>Données du compte : adresse courriel, mot de passe (conservé seulement sous forme de hachage salé), pseudonyme, devise et langue.</li><li>Données d’identité exigées par la loi : nom, date de naissance, adresse, numéro de téléphone et, au besoin, un numéro d’identification personnel et des copies de documents.</li><li>Données financières : dépôts, retraits, soldes et moyens de paiement utilisés (les numéros de carte sont tokenisés par nos fournisseurs de paiement et jamais conservés par nous).</li><li>Données d’utilisation : jeux joués, mises et gains, appareil, navigateur, adresse IP et emplacement approximatif.</li></ul>',
  '<h2>3. Pourquoi nous les utilisons</h2>',
  '<p>Nous utilisons vos données pour gérer votre compte et les jeux (contrat), vérifier votre âge et votre identité, prévenir la fraude et le blanchiment d’argent et protéger les joueurs vulnérables (obligation légale), sécuriser et améliorer le service (intérêt légitime) et vous envoyer des promotions seulement si vous y avez consenti (consentement que vous pouvez retirer en tout temps dans votre profil).</p>',
  '<h2>4. Avec qui nous les partageons</h2>',
  '<p>Les fournisseurs de paiement, les services de vérification d’identité, les fournisseurs de jeux (seulement les données nécessaires à une session de jeu), nos hébergeurs et, lorsque la loi l’exige, les autorités de réglementation et d’application de la loi. Nous ne vendons jamais de renseignements personnels.</p>',
  '<h2>5. Combien de temps nous les conservons</h2>',
  '<p>Les données de compte et de transactions sont conservées cinq ans après la fermeture du compte, comme l’exige la loi contre le blanchiment d’argent. Les préférences de marketing sont supprimées dès votre désabonnement.</p>',
  '<h2>6. Vos droits</h2>',
  '<p>Vous pouvez demander une copie de vos données, leur correction ou leur suppression, limiter leur utilisation ou vous y opposer et les obtenir dans un format portable. Vous pouvez aussi porter plainte auprès de votre autorité de protection des données.</p>',
);

const COOKIES = html(
  '<p>Les témoins (cookies) sont de petits fichiers texte qu’un site Web enregistre dans votre navigateur. Nous nous limitons à ceux dont le casino a besoin et expliquons ici à quoi sert chacun.</p>',
  '<h2>Témoins strictement nécessaires</h2>',
  '<p><strong>orbit_session</strong> vous garde connecté; il est supprimé à la déconnexion ou à l’expiration de la session. <strong>locale</strong> retient votre langue. Ces témoins ne peuvent pas être désactivés, car le site ne fonctionne pas sans eux.</p>',
  '<h2>Témoins de préférences</h2>',
  '<p>Nous retenons que vous avez fermé l’avis sur les témoins (un an), masqué une bannière promotionnelle ou choisi une devise d’affichage.</p>',
  '<h2>Témoins d’affiliation et d’analyse</h2>',
  '<p>Lorsque vous arrivez par un lien partenaire, nous gardons le code du partenaire 30 jours afin qu’il soit crédité de votre inscription. Des statistiques agrégées et anonymisées nous aident à repérer les pages lentes et les jeux défectueux.</p>',
  '<h2>Gérer les témoins</h2>',
  '<p>Vous pouvez supprimer les témoins en tout temps dans les paramètres de votre navigateur. Supprimer le témoin de session vous déconnecte.</p>',
);

const GENERAL_RULES = html(
  '<h2>Règles des jeux</h2>',
  '<p>Chaque jeu affiche ses règles, sa table de paiement et son taux de retour au joueur (RTP) dans son écran d’information. En cas de défaillance, tous les paiements et parties sont annulés; les parties en cours sont terminées ou remboursées selon les règles du fournisseur.</p>',
  '<h2>Jeux maison et équité</h2>',
  '<p>Les jeux d’Orbit sont équitables et vérifiables : avant chaque partie, le serveur s’engage sur sa graine en publiant son hachage. Après la partie, vous pouvez vérifier sur la page du vérificateur que le résultat découle de la graine du serveur, de votre graine client et du nonce.</p>',
  '<h2>Mises et gains maximums</h2>',
  '<p>La mise maximale par partie est indiquée dans chaque jeu. Le gain maximal d’une partie jouée avec de l’argent de prime est de dix fois le montant de la prime, sauf indication contraire de l’offre.</p>',
  '<h2>Déconnexions</h2>',
  '<p>Si vous perdez la connexion pendant une partie, celle-ci est terminée avec les choix que vous avez faits; vous pouvez la revoir dans votre historique de jeu.</p>',
);

const RESPONSIBLE = html(
  '<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent ni d’échapper à ses problèmes. Ne jouez qu’avec l’argent que vous pouvez vous permettre de perdre.</p>',
  '<h2>Signes avant-coureurs</h2>',
  '<ul><li>Vous dépensez plus de temps ou d’argent que prévu.</li><li>Vous courez après vos pertes ou empruntez pour jouer.</li><li>Le jeu nuit à votre travail, à votre sommeil ou à vos relations.</li><li>Vous vous sentez agité ou irritable quand vous essayez d’arrêter.</li></ul>',
  '<h2>Outils dans votre profil</h2>',
  '<p>Fixez des limites quotidiennes, hebdomadaires ou mensuelles de dépôt, de perte et de mise, limitez la durée de vos sessions, prenez une pause d’un jour à six semaines ou excluez-vous pour six mois ou plus. Réduire une limite prend effet immédiatement; l’augmenter seulement après un délai d’attente.</p>',
  '<h2>Où obtenir de l’aide</h2>',
  '<p>Jeu : aide et référence (<a href="https://www.aidejeu.ca">aidejeu.ca</a>), ConnexOntario et Gamblers Anonymous offrent un soutien gratuit et confidentiel.</p>',
  '<h2>Protection des mineurs</h2>',
  '<p>Personne de moins de 18 ans ne peut jouer. Si des mineurs utilisent votre appareil, activez le contrôle parental.</p>',
);

const SUPPORT_FAQ = html(
  '<h2>Combien de temps prend un retrait?</h2>',
  '<p>Nous examinons les retraits dans les 24 heures. La cryptomonnaie arrive quelques minutes après l’approbation, les cartes et virements bancaires en un à trois jours ouvrables. Pour les retraits plus importants, nous pouvons d’abord vous demander de vérifier votre identité dans Profil, Vérification.</p>',
  '<h2>Pourquoi une partie de mon solde est-elle une prime?</h2>',
  '<p>Une prime devient de l’argent réel une fois ses mises complétées. Profil, Cadeaux montre combien vous avez misé et ce qu’il reste.</p>',
  '<h2>Comment fixer une limite de dépôt ou de perte?</h2>',
  '<p>Dans Profil, Limites. Une limite plus stricte s’applique immédiatement; une limite plus souple attend 24 heures et vous demande de la confirmer par courriel.</p>',
  '<h2>J’ai oublié mon mot de passe.</h2>',
  '<p>Choisissez Se connecter, puis Mot de passe oublié, et suivez le lien que nous envoyons à votre adresse courriel.</p>',
  '<h2>Comment joindre une personne?</h2>',
  '<p>Ouvrez le clavardage : un agent répond pendant que vous attendez, ou par courriel quand personne n’est en ligne. Vous pouvez aussi nous écrire avec le formulaire de cette page.</p>',
);

const AFFILIATES = html(
  '<p>Devenez partenaire d’Orbit et gagnez sur chaque joueur que vous amenez. Notre programme d’affiliation paie chaque mois, en devises ou en cryptomonnaie, sans report négatif.</p>',
  '<h2>Ce que vous gagnez</h2>',
  '<ul><li>Un partage des revenus de 25 % à 45 % des revenus nets de jeu de vos joueurs, pour toute leur durée de vie.</li><li>Des ententes CPA et hybrides pour les partenaires au trafic régulier.</li><li>Une commission de sous-affiliation de 5 % sur les partenaires que vous recommandez.</li></ul>',
  '<h2>Ce que vous obtenez</h2>',
  '<p>Des liens de suivi avec votre propre balise (stag), des statistiques en direct, des bannières et pages d’atterrissage prêtes en dix langues et un gestionnaire d’affiliation personnel.</p>',
  '<h2>Comment adhérer</h2>',
  '<p>Écrivez à <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> en indiquant vos sites ou canaux et les marchés où vous êtes actif. Nous répondons dans un délai de deux jours ouvrables. Les partenaires doivent respecter les règles publicitaires de chaque marché et ne jamais cibler les mineurs.</p>',
);

export const FR_CA: CmsLanguage = {
  pages: {
    about: {
      title: 'À propos d’Orbit',
      metaTitle: 'À propos du casino Orbit',
      content: ABOUT,
      description: 'Qui nous sommes et comment fonctionne Orbit.',
    },
    'terms-and-conditions': {
      title: 'Conditions générales',
      content: TERMS,
      description: 'Les règles de votre compte Orbit.',
    },
    'terms-and-conditions/EE': {
      title: 'Conditions générales (Estonie)',
      content: TERMS_EE,
      description: 'Conditions pour les joueurs de la licence estonienne.',
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      content: PRIVACY,
      description: 'Comment Orbit recueille, utilise et protège vos données.',
    },
    'cookie-policy': {
      title: 'Politique relative aux témoins',
      content: COOKIES,
      description: 'Les témoins qu’utilise Orbit et pourquoi.',
    },
    'general-rules': {
      title: 'Règles générales',
      content: GENERAL_RULES,
      description: 'Règles des jeux, équité et gains maximums.',
    },
    'responsible-gaming': {
      title: 'Jeu responsable',
      content: RESPONSIBLE,
      description: 'Limites, pauses, auto-exclusion et où trouver de l’aide.',
    },
    'support-faq': {
      title: 'Foire aux questions',
      content: SUPPORT_FAQ,
      description: 'Réponses aux questions les plus fréquentes des joueurs.',
    },
    affiliates: {
      title: 'Programme d’affiliation',
      metaTitle: 'Programme d’affiliation – Casino Orbit',
      content: AFFILIATES,
      description:
        'Gagnez un partage des revenus, un CPA ou une commission hybride en amenant des joueurs à Orbit.',
    },
  },
  seo: {
    support: {
      title: 'Soutien – Casino Orbit',
      description:
        'Clavardez avec notre équipe, écrivez-nous ou trouvez les réponses aux questions les plus fréquentes.',
      keywords: 'soutien casino, clavardage, contact, FAQ',
    },
    home: {
      title: 'Casino Orbit – machines à sous, casino en direct et jeux crypto',
      description:
        'Des milliers de machines à sous, de tables en direct et de jeux crypto vérifiables chez Orbit. Paiements rapides en devises et en crypto.',
      keywords: 'casino en ligne, machines à sous, casino en direct, casino crypto, jackpots',
    },
    pokies: {
      title: 'Machines à sous en ligne – Casino Orbit',
      description:
        'Megaways, achats de bonus, machines à fruits classiques et machines à jackpot des meilleurs studios.',
      keywords: 'machines à sous, slots, megaways, achat de bonus',
    },
    'pokies/all': {
      title: 'Toutes les machines à sous – Casino Orbit',
      description:
        'Toutes les machines à sous d’Orbit dans une liste : filtrez par fournisseur, volatilité et fonctions.',
      keywords: 'toutes les machines à sous, jeux de machines, fournisseurs',
    },
    live: {
      title: 'Casino en direct – Casino Orbit',
      description:
        'Roulette, blackjack, baccara et jeux télévisés en direct, diffusés en HD avec de vrais croupiers.',
      keywords: 'casino en direct, roulette en direct, blackjack en direct, jeux télévisés',
    },
    tournaments: {
      title: 'Tournois – Casino Orbit',
      description:
        'Courses hebdomadaires et prix surprises : tournez, grimpez au classement et partagez la cagnotte.',
      keywords: 'tournois de casino, courses de machines à sous, classement',
    },
    'tournaments/producers': {
      title: 'Tournois des fournisseurs – Casino Orbit',
      description:
        'Des tournois organisés par les fournisseurs de jeux : jouez à leurs jeux, grimpez à leurs classements.',
      keywords: 'tournois des fournisseurs, courses de machines à sous',
    },
    'tournaments/lotteries': {
      title: 'Loteries – Casino Orbit',
      description:
        'Loteries hebdomadaires avec billets obtenus par dépôts et pièces de fidélité, tirées de façon vérifiable.',
      keywords: 'loterie de casino, tirage hebdomadaire, équitable et vérifiable',
    },
    'tournaments/actions': {
      title: 'Actions – Casino Orbit',
      description: 'De courtes campagnes avec des prix pour les joueurs qui y participent.',
      keywords: 'actions de casino, campagnes à prix',
    },
    'tournaments/achievements': {
      title: 'Réalisations – Casino Orbit',
      description: 'Des badges gagnés en jouant : premier dépôt, parties jouées, gros gains et plus.',
      keywords: 'réalisations casino, badges',
    },
    'tournaments/archive': {
      title: 'Archives des tournois – Casino Orbit',
      description: 'Les tournois terminés avec leurs gagnants et leurs prix.',
      keywords: 'résultats des tournois, gagnants',
    },
    leaderboard: {
      title: 'Classement – Casino Orbit',
      description: 'Les classements en direct des tournois en cours et votre propre rang.',
      keywords: 'classement casino, classement des tournois',
    },
    quests: {
      title: 'Quêtes – Casino Orbit',
      description: 'Des quêtes à niveaux à atteindre en jouant, chacune avec son prix.',
      keywords: 'quêtes de casino, niveaux, prix',
    },
    promotions: {
      title: 'Promotions – Casino Orbit',
      description: 'Forfait de bienvenue, recharges, remises en argent et boosts crypto.',
      keywords: 'prime de casino, prime de bienvenue, remise en argent',
    },
    vip: {
      title: 'Club VIP – Casino Orbit',
      description:
        'Gestionnaires personnels, retraits plus rapides et cadeaux exclusifs pour nos joueurs les plus fidèles.',
      keywords: 'casino VIP, programme de fidélité',
    },
  },
  snippets: {
    license:
      '<p>Orbit est une plateforme de casino à code source ouvert. Cette démo sert uniquement aux tests; aucun argent réel n’est accepté. Jouez de façon responsable : 18+.</p>',
    ageWarning:
      '<p>Le jeu peut créer une dépendance. Connaissez vos limites et demandez de l’aide au besoin.</p>',
  },
  files: {
    terms: 'Conditions générales (téléchargement)',
    pressKit: 'Logo d’Orbit (SVG)',
  },
  banners: {
    'welcome-pack': {
      title: 'Forfait de bienvenue jusqu’à {{bonus}}',
      description: '+ 150 tours gratuits sur vos trois premiers dépôts',
      labels: ['Nouveaux joueurs'],
      button: 'Inscrivez-vous',
      secondButton: {
        name: 'Conditions',
        title: 'Forfait de bienvenue',
        secondTitle: 'Comment ça fonctionne',
        desc: '100 % sur le premier dépôt, 75 % sur le deuxième et 50 % sur le troisième; mise x35 en 14 jours.',
      },
    },
    'welcome-pack-next': {
      title: 'Votre deuxième cadeau de bienvenue vous attend',
      description: '75 % jusqu’à {{max}} + 50 tours gratuits',
      labels: ['Forfait de bienvenue'],
      button: 'Déposer',
    },
    'weekend-tournament': {
      title: 'Course du week-end : cagnotte de 10 000 €',
      description: 'Faites tourner n’importe quelle machine du vendredi au dimanche et grimpez au classement',
      labels: ['Tournoi', 'Chaque week-end'],
      button: 'Participer',
    },
    'crypto-boost': {
      title: 'Boost crypto : 10 % de plus sur chaque dépôt en BTC',
      description: 'Aucun code requis, crédité immédiatement',
      labels: ['Crypto'],
      button: 'Déposer des BTC',
    },
    'monthly-lottery': {
      title: 'Loterie mensuelle : gagnez une part de 5 000 €',
      description: 'Un billet pour chaque tranche de 20 € déposée',
      labels: ['Loterie'],
      button: 'Obtenir des billets',
    },
    'live-cashback': {
      title: 'Remise de 15 % au casino en direct',
      description: 'Chaque lundi sur vos pertes nettes en direct de la semaine',
      labels: ['Casino en direct'],
      button: 'Jouer en direct',
    },
    'weekly-drops': {
      title: 'Prix hebdomadaires : {{pool}} en prix aléatoires',
      description: 'Chaque tour sur une machine vedette peut faire tomber un prix en argent',
      labels: ['Prix surprises'],
      button: 'Voir les jeux',
      secondButton: {
        name: 'Comment ça fonctionne',
        title: 'Prix hebdomadaires',
        secondTitle: 'Prix en argent aléatoires',
        desc: 'Les prix tombent au hasard sur les machines vedettes entre le lundi 00 h 00 et le dimanche 23 h 59 UTC; mise minimale 0,20.',
      },
    },
    'mystic-jackpots': {
      title: 'Jackpots mystiques',
      description: 'Un jackpot peut tomber à chaque tour des jeux mystiques',
      labels: ['Jackpots'],
      button: 'Découvrir',
    },
  },
};
