import { type CmsLanguage, html } from './types.ts';

const ABOUT = html(
  '<p>Orbit on avatud lähtekoodiga online-kasiino: slotid, live-diilerid, lauamängud, jackpotid, crash-mängud ja loteriid, lisaks turniirid, questid, VIP-klubi ja boonuspunktide pood.</p>',
  '<h2>Aus juba ülesehituselt</h2>',
  '<p>Meie oma mängud on tõestatavalt ausad ja iga väline mäng pärineb litsentseeritud, sõltumatult testitud pakkujalt. Saldod peetakse sendi täpsusega muutumatus pearaamatus.</p>',
  '<h2>Mängi nii, nagu sulle meeldib</h2>',
  '<p>Hoia saldot eurodes, dollarites ja muudes valuutades või Bitcoinis, Ethereumis, Litecoinis, Bitcoin Cashis, Dogecoinis ja Tetheris. Sait räägib kümmet keelt ja töötab igas telefonis, tahvelarvutis ja arvutis.</p>',
  '<h2>Klienditugi</h2>',
  '<p>Meie klienditugi vastab ööpäevaringselt vestluses ja aadressil <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>.</p>',
);

const TERMS = html(
  '<h2>1. Sissejuhatus</h2>',
  '<p>Need tingimused reguleerivad Orbit kasiino kasutamist. Konto registreerimisega kinnitad, et oled need koos meie privaatsuspoliitika, küpsiste poliitika ja mängude üldreeglitega läbi lugenud, neist aru saanud ja nendega nõus.</p>',
  '<h2>2. Sinu konto</h2>',
  '<p>Konto avamiseks pead olema vähemalt 18-aastane või vanem, kui sinu riigi seadus seda nõuab. Igal inimesel võib olla ainult üks konto; topeltkontod suletakse ja nende võidud tühistatakse. Vastutad oma parooli saladuses hoidmise ja kogu oma konto tegevuse eest.</p>',
  '<h2>3. Sissemaksed ja väljamaksed</h2>',
  '<p>Sissemaksed peavad tulema sinu enda nimel olevatest makseviisidest. Enne esimest väljamakset võime paluda sul tõendada oma isikut, aadressi ja raha päritolu. Väljamaksed tehakse võimaluse korral sissemakse makseviisile ja töödeldakse 24 tunni jooksul pärast konto kinnitamist.</p>',
  '<h2>4. Boonused</h2>',
  '<p>Boonusraha tuleb enne väljamaksmist panustada pakkumises märgitud arv kordi. Boonuse läbimängimise ajal on suurim panus 5 € või selle vaste. Boonuste kuritarvitamine, sealhulgas mitme konto või madala riskiga panustamisstrateegiate kasutamine, toob kaasa boonuse ja selle võitude tühistamise.</p>',
  '<h2>5. Vastutustundlik mängimine</h2>',
  '<p>Saad oma profiilis igal ajal seada sissemakse-, kaotuse-, panuse- ja seansipiiranguid, võtta pausi või end mängimisest välja arvata. Võime sinuga ühendust võtta või kontot piirata, kui näeme probleemse mängimise märke.</p>',
  '<h2>6. Konto sulgemine</h2>',
  '<p>Võid oma konto igal ajal klienditoe kaudu sulgeda; allesjäänud pärisraha saldo makstakse välja pärast tavapäraseid kontrolle. Võime sulgeda kontod, mis rikuvad neid tingimusi.</p>',
  '<h2>7. Kaebused</h2>',
  '<p>Kirjuta aadressil <a href="mailto:support@orbit.localhost">support@orbit.localhost</a>. Vastame 14 päeva jooksul.</p>',
);

const TERMS_EE = html(
  '<p><strong>Need tingimused kehtivad Eesti litsentsi mängijatele.</strong> Kasiinot käitatakse Maksu- ja Tolliameti väljastatud Eesti kaughasartmängu tegevusloa alusel.</p>',
  '<h2>1. Vanus ja isikusamasus</h2>',
  '<p>Hasartmängud on lubatud alates 21. eluaastast. Sinu isik tuvastatakse enne esimest sissemakset Eesti isikukoodi abil, nagu nõuab hasartmänguseadus.</p>',
  '<h2>2. Sinu konto</h2>',
  '<p>Igal inimesel võib olla üks konto. Vastutad oma kasutajaandmete saladuses hoidmise eest. Hasartmängus osalemise piiranguga isikute registrisse kantud isikud ei saa kontot avada.</p>',
  '<h2>3. Sissemaksed, väljamaksed ja maksud</h2>',
  '<p>Kontosid peetakse eurodes. Eesti residentide võidud Euroopa Majanduspiirkonnas litsentseeritud õnnemängudest ei ole tulumaksuga maksustatavad. Väljamaksed tehakse sinu nimel olevale pangakontole.</p>',
  '<h2>4. Vastutustundlik mängimine</h2>',
  '<p>Saad igal ajal oma profiilis seada piiranguid või end välja arvata või liituda riikliku enesevälistamise registriga aadressil <a href="https://www.emta.ee">emta.ee</a>.</p>',
  '<h2>5. Kaebused</h2>',
  '<p>Kaebustele vastatakse 14 päeva jooksul. Kui sa ei ole vastusega rahul, võid pöörduda Maksu- ja Tolliameti või tarbijavaidluste komisjoni poole.</p>',
);

const PRIVACY = html(
  '<h2>1. Kes me oleme</h2>',
  '<p>Orbit („meie“) haldab Orbit kasiino veebisaite ja rakendusi. Oleme nende isikuandmete vastutav töötleja, mille annad meile registreerimisel, sissemaksel, mängimisel või klienditoega suheldes. Küsimused selle poliitika kohta saada aadressile <a href="mailto:privacy@orbit.localhost">privacy@orbit.localhost</a>.</p>',
  '<h2>2. Mida me kogume</h2>',
  '<ul><li>Kontoandmed: e-posti aadress, parool (salvestatud ainult soolatud räsina), hüüdnimi, valuuta ja keel.</li><li>Seadusega nõutud isikuandmed: nimi, sünniaeg, aadress, telefoninumber ja vajaduse korral isikukood ning dokumentide koopiad.</li><li>Finantsandmed: sisse- ja väljamaksed, saldod ja kasutatud makseviisid (kaardinumbrid tokeniseerivad meie makseteenuse pakkujad ja meie neid ei salvesta).</li><li>Kasutusandmed: mängitud mängud, panused ja võidud, seade, brauser, IP-aadress ja ligikaudne asukoht.</li></ul>',
  '<h2>3. Milleks me neid kasutame</h2>',
  '<p>Kasutame sinu andmeid konto ja mängude haldamiseks (leping), vanuse ja isiku tuvastamiseks, pettuste ja rahapesu tõkestamiseks ning haavatavate mängijate kaitsmiseks (juriidiline kohustus), teenuse turvalisuse tagamiseks ja parendamiseks (õigustatud huvi) ning pakkumiste saatmiseks ainult siis, kui oled selleks nõusoleku andnud (nõusolek, mille saad profiilis igal ajal tagasi võtta).</p>',
  '<h2>4. Kellega me neid jagame</h2>',
  '<p>Makseteenuse pakkujad, isikutuvastusteenused, mängupakkujad (ainult mänguseansiks vajalikud andmed), meie majutusteenuse pakkujad ning seaduse nõudel järelevalve- ja õiguskaitseasutused. Me ei müü kunagi isikuandmeid.</p>',
  '<h2>5. Kui kaua me neid säilitame</h2>',
  '<p>Konto- ja tehinguandmeid säilitatakse viis aastat pärast konto sulgemist, nagu nõuab rahapesu tõkestamise seadus. Turunduseelistused kustutatakse kohe, kui loobud.</p>',
  '<h2>6. Sinu õigused</h2>',
  '<p>Võid küsida oma andmete koopiat, nende parandamist või kustutamist, piirata nende kasutamist või esitada vastuväite ning saada need ülekantavas vormingus. Võid esitada kaebuse ka Andmekaitse Inspektsioonile.</p>',
);

const COOKIES = html(
  '<p>Küpsised on väikesed tekstifailid, mille veebisait sinu brauserisse salvestab. Hoiame nende arvu selle piires, mida kasiino vajab, ja selgitame siin, milleks igaüks on.</p>',
  '<h2>Hädavajalikud küpsised</h2>',
  '<p><strong>orbit_session</strong> hoiab sind sisse logituna; see kustutatakse väljalogimisel või seansi aegumisel. <strong>locale</strong> jätab meelde sinu keele. Neid küpsiseid ei saa välja lülitada, sest sait ei tööta ilma nendeta.</p>',
  '<h2>Eelistuste küpsised</h2>',
  '<p>Jätame meelde, et sulgesid küpsiseteate (üks aasta), peitsid kampaaniabänneri või valisid kuvamisvaluuta.</p>',
  '<h2>Partneri- ja analüütikaküpsised</h2>',
  '<p>Kui tuled partneri lingi kaudu, hoiame partneri koodi 30 päeva, et partnerile sinu registreerimine arvestataks. Koondatud, anonüümne statistika aitab meil leida aeglaseid lehti ja katkisi mänge.</p>',
  '<h2>Küpsiste haldamine</h2>',
  '<p>Võid küpsised igal ajal oma brauseri seadetes kustutada. Seansiküpsise kustutamine logib sind välja.</p>',
);

const GENERAL_RULES = html(
  '<h2>Mängureeglid</h2>',
  '<p>Iga mäng näitab oma infoekraanil reegleid, väljamaksetabelit ja tagastusmäära (RTP). Rikke korral on kõik väljamaksed ja mängud kehtetud; pooleli olevad voorud lõpetatakse või hüvitatakse pakkuja reeglite järgi.</p>',
  '<h2>Oma mängud ja ausus</h2>',
  '<p>Orbiti oma mängud on tõestatavalt ausad: enne iga vooru seob server end oma seemnega, avaldades selle räsi. Pärast vooru saad kontrollilehel veenduda, et tulemus tuleneb serveri seemnest, sinu kliendiseemnest ja nonce’ist.</p>',
  '<h2>Suurimad panused ja võidud</h2>',
  '<p>Suurim panus vooru kohta on näidatud igas mängus. Boonusrahaga ühe vooru suurim võit on kümnekordne boonuse summa, kui pakkumises ei ole öeldud teisiti.</p>',
  '<h2>Ühenduse katkemine</h2>',
  '<p>Kui ühendus vooru ajal katkeb, lõpetatakse voor sinu tehtud valikutega; saad selle üle vaadata oma mänguajaloos.</p>',
);

const RESPONSIBLE = html(
  '<p>Hasartmäng peaks olema meelelahutus, mitte kunagi viis raha teenida või probleemide eest põgeneda. Mängi ainult rahaga, mida saad endale lubada kaotada.</p>',
  '<h2>Ohumärgid</h2>',
  '<ul><li>Kulutad rohkem aega või raha, kui plaanisid.</li><li>Püüad kaotusi tagasi võita või laenad mängimiseks raha.</li><li>Mängimine mõjutab su tööd, und või suhteid.</li><li>Tunned end rahutu või ärritununa, kui püüad lõpetada.</li></ul>',
  '<h2>Tööriistad sinu profiilis</h2>',
  '<p>Sea päeva-, nädala- või kuupiirangud sissemaksetele, kaotustele ja panustele, piira seansside pikkust, võta paus ühest päevast kuue nädalani või arva end välja vähemalt kuueks kuuks. Piirangu vähendamine kehtib kohe, suurendamine alles pärast ooteaega.</p>',
  '<h2>Kust abi saada</h2>',
  '<p>Eesti Hasartmängusõltlaste Ühing ja Anonüümsed Hasartmängurid pakuvad tasuta ja konfidentsiaalset tuge; riiklikku enesevälistamise registrit haldab Maksu- ja Tolliamet (<a href="https://www.emta.ee">emta.ee</a>).</p>',
  '<h2>Alaealiste kaitse</h2>',
  '<p>Alla 18-aastased ei tohi mängida. Kui alaealised kasutavad sinu seadet, kasuta lapselukku.</p>',
);

const SUPPORT_FAQ = html(
  '<h2>Kui kaua väljamakse aega võtab?</h2>',
  '<p>Vaatame väljamaksed üle 24 tunni jooksul. Krüpto jõuab kohale minutitega pärast kinnitamist, kaardid ja pangaülekanded ühe kuni kolme pangapäevaga. Suuremate väljamaksete puhul võime esmalt paluda kinnitada oma isikut menüüs Profiil, Kinnitamine.</p>',
  '<h2>Miks on osa mu saldost boonus?</h2>',
  '<p>Boonus muutub pärisrahaks, kui selle läbimängimine on tehtud. Menüüs Profiil, Kingitused näed, kui palju oled panustanud ja mis on jäänud.</p>',
  '<h2>Kuidas seada sissemakse- või kaotuspiirangut?</h2>',
  '<p>Menüüs Profiil, Piirangud. Rangem piirang kehtib kohe; leebem ootab 24 tundi ja palub selle e-posti teel kinnitada.</p>',
  '<h2>Unustasin parooli.</h2>',
  '<p>Vali Logi sisse, seejärel Unustasid parooli, ja järgi linki, mille saadame sinu e-posti aadressile.</p>',
  '<h2>Kuidas jõuda inimeseni?</h2>',
  '<p>Ava vestlus: agent vastab kohe või e-posti teel, kui kedagi parajasti võrgus pole. Võid meile kirjutada ka selle lehe vormiga.</p>',
);

const AFFILIATES = html(
  '<p>Saa Orbiti partneriks ja teeni iga toodud mängija pealt. Meie partnerprogramm maksab igakuiselt, fiat- või krüptorahas, ilma negatiivse saldo ülekandmiseta.</p>',
  '<h2>Mida sa teenid</h2>',
  '<ul><li>Tulujagamine 25% kuni 45% sinu mängijate netomängutulust kogu nende eluea jooksul.</li><li>CPA- ja hübriidlepingud stabiilse liiklusega partneritele.</li><li>5% allpartneri vahendustasu partneritelt, keda soovitad.</li></ul>',
  '<h2>Mida sa saad</h2>',
  '<p>Jälgimislingid sinu oma sildiga (stag), reaalajas statistika, valmis bännerid ja maandumislehed kümnes keeles ning isiklik partnerihaldur.</p>',
  '<h2>Kuidas liituda</h2>',
  '<p>Kirjuta aadressil <a href="mailto:affiliates@orbit.localhost">affiliates@orbit.localhost</a> ja nimeta oma veebisaidid või kanalid ning turud, kus tegutsed. Vastame kahe tööpäeva jooksul. Partnerid peavad järgima iga turu reklaamireegleid ega tohi kunagi sihtida alaealisi.</p>',
);

export const ET: CmsLanguage = {
  pages: {
    about: {
      title: 'Orbitist',
      metaTitle: 'Orbit kasiinost',
      content: ABOUT,
      description: 'Kes me oleme ja kuidas Orbit töötab.',
    },
    'terms-and-conditions': {
      title: 'Tingimused',
      content: TERMS,
      description: 'Sinu Orbiti konto reeglid.',
    },
    'terms-and-conditions/EE': {
      title: 'Tingimused (Eesti)',
      content: TERMS_EE,
      description: 'Tingimused Eesti litsentsi mängijatele.',
    },
    'privacy-policy': {
      title: 'Privaatsuspoliitika',
      content: PRIVACY,
      description: 'Kuidas Orbit sinu andmeid kogub, kasutab ja kaitseb.',
    },
    'cookie-policy': {
      title: 'Küpsiste poliitika',
      content: COOKIES,
      description: 'Milliseid küpsiseid Orbit kasutab ja miks.',
    },
    'general-rules': {
      title: 'Üldreeglid',
      content: GENERAL_RULES,
      description: 'Mängureeglid, ausus ja suurimad võidud.',
    },
    'responsible-gaming': {
      title: 'Vastutustundlik mängimine',
      content: RESPONSIBLE,
      description: 'Piirangud, pausid, enesevälistamine ja kust abi leida.',
    },
    'support-faq': {
      title: 'Korduma kippuvad küsimused',
      content: SUPPORT_FAQ,
      description: 'Vastused mängijate levinumatele küsimustele.',
    },
    affiliates: {
      title: 'Partnerprogramm',
      metaTitle: 'Partnerprogramm – Orbit kasiino',
      content: AFFILIATES,
      description: 'Teeni tulujagamist, CPA- või hübriidtasu mängijate eest, kelle Orbitisse tood.',
    },
  },
  seo: {
    support: {
      title: 'Klienditugi – Orbit kasiino',
      description: 'Vestle meie klienditoega, kirjuta meile või leia vastused levinumatele küsimustele.',
      keywords: 'kasiino klienditugi, vestlus, kontakt, KKK',
    },
    home: {
      title: 'Orbit kasiino – slotid, live-kasiino ja krüptomängud',
      description:
        'Tuhanded slotid, live-lauad ja tõestatavalt ausad krüptomängud Orbitis. Kiired väljamaksed.',
      keywords: 'online-kasiino, slotid, live-kasiino, krüptokasiino, jackpotid',
    },
    pokies: {
      title: 'Online-slotid – Orbit kasiino',
      description:
        'Megaways, boonusoste, klassikalised puuviljaslotid ja jackpot-slotid parimatelt stuudiotelt.',
      keywords: 'slotid, mänguautomaadid, megaways, boonusost',
    },
    'pokies/all': {
      title: 'Kõik slotid – Orbit kasiino',
      description:
        'Kõik Orbiti slotid ühes nimekirjas: filtreeri pakkuja, volatiilsuse ja funktsioonide järgi.',
      keywords: 'kõik slotid, slotimängud, pakkujad',
    },
    live: {
      title: 'Live-kasiino – Orbit kasiino',
      description: 'Live-rulett, blackjack, baccarat ja mängušõud HD-kvaliteedis päris diileritega.',
      keywords: 'live-kasiino, live-rulett, live-blackjack, mängušõud',
    },
    tournaments: {
      title: 'Turniirid – Orbit kasiino',
      description: 'Iganädalased võidusõidud ja auhinnad: keeruta, tõuse edetabelis ja jaga auhinnafondi.',
      keywords: 'kasiino turniirid, slotivõistlused, edetabel',
    },
    'tournaments/producers': {
      title: 'Pakkujate turniirid – Orbit kasiino',
      description: 'Mängupakkujate korraldatud turniirid: mängi nende mänge, tõuse nende edetabelis.',
      keywords: 'pakkujate turniirid, slotivõistlused',
    },
    'tournaments/lotteries': {
      title: 'Loteriid – Orbit kasiino',
      description:
        'Iganädalased loteriid piletitega sissemaksetest ja boonusmüntidest, loositud tõestatavalt ausalt.',
      keywords: 'kasiino loterii, nädala loosimine, tõestatavalt aus',
    },
    'tournaments/actions': {
      title: 'Kampaaniad – Orbit kasiino',
      description: 'Lühikesed kampaaniad auhindadega osalejatele.',
      keywords: 'kasiino kampaaniad, auhinnad',
    },
    'tournaments/achievements': {
      title: 'Saavutused – Orbit kasiino',
      description:
        'Märgid, mida mängides teenid: esimene sissemakse, mängitud voorud, suured võidud ja muud.',
      keywords: 'kasiino saavutused, märgid',
    },
    'tournaments/archive': {
      title: 'Turniiride arhiiv – Orbit kasiino',
      description: 'Lõppenud turniirid koos võitjate ja auhindadega.',
      keywords: 'turniiri tulemused, võitjad',
    },
    leaderboard: {
      title: 'Edetabel – Orbit kasiino',
      description: 'Käimasolevate turniiride edetabelid reaalajas ja sinu enda koht.',
      keywords: 'kasiino edetabel, turniiri paremusjärjestus',
    },
    quests: {
      title: 'Questid – Orbit kasiino',
      description: 'Questid tasemetega, mida mängides saavutad, igaühel oma auhind.',
      keywords: 'kasiino questid, tasemed, auhinnad',
    },
    promotions: {
      title: 'Kampaaniad ja boonused – Orbit kasiino',
      description: 'Tervituspakett, lisaboonused, rahatagastus ja krüptovõimendused.',
      keywords: 'kasiino boonus, tervitusboonus, rahatagastus',
    },
    vip: {
      title: 'VIP-klubi – Orbit kasiino',
      description:
        'Isiklikud haldurid, kiiremad väljamaksed ja eksklusiivsed kingitused meie truuimatele mängijatele.',
      keywords: 'VIP-kasiino, lojaalsusprogramm',
    },
  },
  snippets: {
    license:
      '<p>Orbit on avatud lähtekoodiga kasiinoplatvorm. See demo on ainult testimiseks; pärisraha ei võeta vastu. Mängi vastutustundlikult: 18+.</p>',
    ageWarning: '<p>Hasartmängud võivad tekitada sõltuvust. Tunne oma piire ja küsi vajadusel abi.</p>',
  },
  files: {
    terms: 'Tingimused (allalaadimine)',
    pressKit: 'Orbiti logo (SVG)',
  },
  banners: {
    'welcome-pack': {
      title: 'Tervituspakett kuni {{bonus}}',
      description: '+ 150 tasuta keerutust sinu kolme esimese sissemakse jooksul',
      labels: ['Uued mängijad'],
      button: 'Liitu kohe',
      secondButton: {
        name: 'Tingimused',
        title: 'Tervituspakett',
        secondTitle: 'Kuidas see töötab',
        desc: '100% esimesele sissemaksele, 75% teisele ja 50% kolmandale; läbimängimine x35 14 päeva jooksul.',
      },
    },
    'welcome-pack-next': {
      title: 'Sinu teine tervituskingitus ootab',
      description: '75% kuni {{max}} + 50 tasuta keerutust',
      labels: ['Tervituspakett'],
      button: 'Tee sissemakse',
    },
    'weekend-tournament': {
      title: 'Nädalavahetuse võidusõit: 10 000 € auhinnafond',
      description: 'Keeruta reedest pühapäevani mis tahes slotti ja tõuse edetabelis',
      labels: ['Turniir', 'Igal nädalavahetusel'],
      button: 'Osale',
    },
    'crypto-boost': {
      title: 'Krüptovõimendus: 10% lisaks igale BTC sissemaksele',
      description: 'Koodi pole vaja, krediteeritakse kohe',
      labels: ['Krüpto'],
      button: 'Tee BTC sissemakse',
    },
    'monthly-lottery': {
      title: 'Kuu loterii: võida osa 5000 eurost',
      description: 'Üks pilet iga sissemakstud 20 € eest',
      labels: ['Loterii'],
      button: 'Hangi piletid',
    },
    'live-cashback': {
      title: '15% live-kasiino rahatagastus',
      description: 'Igal esmaspäeval nädala live-mängude netokaotustelt',
      labels: ['Live-kasiino'],
      button: 'Mängi live',
    },
    'weekly-drops': {
      title: 'Nädala auhinnad: {{pool}} juhuslikes auhindades',
      description: 'Iga keerutus esiletõstetud slotis võib tuua rahalise auhinna',
      labels: ['Auhinnad'],
      button: 'Vaata mänge',
      secondButton: {
        name: 'Kuidas see töötab',
        title: 'Nädala auhinnad',
        secondTitle: 'Juhuslikud rahaauhinnad',
        desc: 'Auhinnad langevad juhuslikult esiletõstetud slotides esmaspäeva 00:00 ja pühapäeva 23:59 UTC vahel; väikseim panus 0,20.',
      },
    },
    'mystic-jackpots': {
      title: 'Müstilised jackpotid',
      description: 'Jackpot võib langeda müstiliste mängude igal keerutusel',
      labels: ['Jackpotid'],
      button: 'Avasta',
    },
  },
};
