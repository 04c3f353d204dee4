/** ATM questions: limits, retained cards, failed withdrawals, deposits, cardless cash. */
export default [
  {
    id: 'atm-daily-limit',
    category: 'ATM',
    top: true,
    mk: {
      question: 'Колку изнесува дневниот лимит за подигање готовина од банкомат?',
      answer:
        'Стандардниот дневен лимит за дебитни картички е 30.000 денари, во најмногу пет подигања. Можете привремено да го зголемите до 60.000 денари преку мобилното банкарство или со повик до контакт-центарот.',
    },
    en: {
      question: 'What is the daily cash withdrawal limit at ATMs?',
      answer:
        'The standard daily limit for debit cards is 30,000 MKD, in up to five withdrawals. You can raise it temporarily to 60,000 MKD in m-banking or by calling the contact centre.',
    },
    sq: {
      question: 'Sa është limiti ditor për tërheqje parash nga bankomati?',
      answer:
        'Limiti standard ditor për kartelat e debitit është 30.000 denarë, në deri pesë tërheqje. Mund ta rrisni përkohësisht deri në 60.000 denarë përmes m-banking ose duke telefonuar qendrën e kontaktit.',
    },
  },
  {
    id: 'atm-card-retained',
    category: 'ATM',
    top: true,
    mk: {
      question: 'Банкоматот ја задржа мојата картичка. Што да направам?',
      answer:
        'Веднаш јавете се во контакт-центарот за да ја блокираме картичката. Ако банкоматот е наш, картичката обично може да ја подигнете во најблиската филијала во рок од два работни дена со лична карта; во спротивно ќе ви издадеме нова картичка.',
    },
    en: {
      question: 'The ATM kept my card. What should I do?',
      answer:
        'Call the contact centre right away so that we can block the card. If the ATM is ours, you can usually collect the card at the nearest branch within two working days with your ID; otherwise we will issue a new card.',
    },
    sq: {
      question: 'Bankomati ma mbajti kartelën. Çfarë duhet të bëj?',
      answer:
        "Telefononi menjëherë qendrën e kontaktit që ta bllokojmë kartelën. Nëse bankomati është i yni, kartelën zakonisht mund ta merrni në degën më të afërt brenda dy ditëve të punës me letërnjoftim; përndryshe do t'ju lëshojmë kartelë të re.",
    },
  },
  {
    id: 'atm-cash-not-dispensed',
    category: 'ATM',
    mk: {
      question: 'Банкоматот не ми исплати пари, а сметката ми е задолжена. Што сега?',
      answer:
        'Зачувајте ја потврдата ако е испечатена и пријавете го случајот во филијала или во контакт-центарот. По усогласувањето на банкоматот, обично во рок од 5 до 10 работни дена, износот се враќа на вашата сметка.',
    },
    en: {
      question: 'The ATM did not give me cash, but my account was charged. What now?',
      answer:
        'Keep the receipt if one was printed and report the case at a branch or to the contact centre. Once the ATM has been balanced, usually within 5 to 10 working days, the amount is returned to your account.',
    },
    sq: {
      question: "Bankomati nuk më dha para, por llogaria m'u ngarkua. Çfarë tani?",
      answer:
        'Ruajeni dëftesën nëse është shtypur dhe lajmërojeni rastin në degë ose në qendrën e kontaktit. Pas barazimit të bankomatit, zakonisht brenda 5 deri 10 ditëve të punës, shuma kthehet në llogarinë tuaj.',
    },
  },
  {
    // Lower-case on purpose: the console matches categories case-insensitively.
    id: 'atm-locations',
    category: 'atm',
    mk: {
      question: 'Каде се наоѓаат вашите банкомати?',
      answer:
        'Мапата на банкомати и филијали е достапна на нашата веб-страница и во апликацијата за мобилно банкарство, со филтри за банкомати што примаат уплати и за оние што работат 24/7.',
    },
    en: {
      question: 'Where can I find your ATMs?',
      answer:
        'The map of ATMs and branches is on our website and in the m-banking app, with filters for ATMs that accept cash deposits and for those open 24/7.',
    },
    sq: {
      question: 'Ku ndodhen bankomatët tuaj?',
      answer:
        'Harta e bankomatëve dhe degëve gjendet në faqen tonë të internetit dhe në aplikacionin m-banking, me filtra për bankomatët që pranojnë depozita dhe për ata që punojnë 24/7.',
    },
  },
  {
    id: 'atm-deposit-cash',
    category: 'ATM',
    mk: {
      question: 'Можам ли да уплатам готовина на банкомат?',
      answer:
        'Да, на банкоматите означени за уплата. Внесете ја картичката, изберете „Уплата“ и ставете ги денарските банкноти во отворот. Парите веднаш се книжат на вашата сметка.',
    },
    en: {
      question: 'Can I deposit cash at an ATM?',
      answer:
        'Yes, at ATMs marked for deposits. Insert your card, choose Deposit and place the denar banknotes in the slot. The money is credited to your account immediately.',
    },
    sq: {
      question: 'A mund të depozitoj para të gatshme në bankomat?',
      answer:
        'Po, në bankomatët e shënuar për depozitë. Futni kartelën, zgjidhni „Depozitë“ dhe vendosni kartëmonedhat në denarë në hapësirë. Paratë kreditohen menjëherë në llogarinë tuaj.',
    },
  },
  {
    id: 'atm-other-banks-abroad',
    category: 'ATM',
    mk: {
      question: 'Можам ли да подигам готовина од банкомати на други банки и во странство?',
      answer:
        'Да, на секој банкомат со ознака Visa или Mastercard. На банкомати на други банки се наплатува провизија, а во странство износот се конвертира во денари по курсот на Visa или Mastercard на денот на порамнувањето.',
    },
    en: {
      question: "Can I withdraw cash at other banks' ATMs and abroad?",
      answer:
        "Yes, at any ATM showing the Visa or Mastercard logo. A fee applies at other banks' ATMs, and abroad the amount is converted to denars at the Visa or Mastercard rate on the settlement day.",
    },
    sq: {
      question: 'A mund të tërheq para nga bankomatët e bankave të tjera dhe jashtë vendit?',
      answer:
        'Po, në çdo bankomat me logon Visa ose Mastercard. Në bankomatët e bankave të tjera paguhet provizion, kurse jashtë vendit shuma konvertohet në denarë sipas kursit të Visa ose Mastercard në ditën e shlyerjes.',
    },
  },
  {
    id: 'atm-cardless',
    category: 'ATM',
    mk: {
      question: 'Можам ли да подигнам готовина без картичка?',
      answer:
        'Да. Во мобилното банкарство изберете „Подигање без картичка“, внесете го износот и потврдете. Ќе добиете еднократен код што важи 30 минути и го внесувате на кој било наш банкомат.',
    },
    en: {
      question: 'Can I withdraw cash without a card?',
      answer:
        'Yes. In m-banking choose Cardless withdrawal, enter the amount and confirm. You will get a one-time code, valid for 30 minutes, which you enter at any of our ATMs.',
    },
    sq: {
      question: 'A mund të tërheq para pa kartelë?',
      answer:
        'Po. Në m-banking zgjidhni „Tërheqje pa kartelë“, shkruani shumën dhe konfirmoni. Do të merrni një kod njëpërdorimësh të vlefshëm 30 minuta, të cilin e futni në cilindo nga bankomatët tanë.',
    },
  },
];
