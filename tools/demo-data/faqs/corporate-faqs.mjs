/** Questions of business customers; every item is for corporate customers only. */
export default [
  {
    id: 'corp-open-account',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    top: true,
    mk: {
      question: 'Кои документи ѝ се потребни на компанија за отворање сметка?',
      answer:
        'Актуелна тековна состојба од Централниот регистар, лична карта на законскиот застапник, депониран потпис на лицата овластени за потпишување и податоци за вистинските сопственици. Трговците поединци носат решение за регистрација и лична карта.',
    },
    en: {
      question: 'What documents does a company need to open an account?',
      answer:
        'An up-to-date extract from the Central Registry, the ID of the legal representative, the signature specimens of the persons authorised to sign, and details of the beneficial owners. Sole proprietors bring their registration decision and ID.',
    },
    sq: {
      question: 'Cilat dokumente i nevojiten një kompanie për të hapur llogari?',
      answer:
        'Gjendja aktuale nga Regjistri Qendror, letërnjoftimi i përfaqësuesit ligjor, nënshkrimi i deponuar i personave të autorizuar për nënshkrim dhe të dhënat për pronarët faktikë. Tregtarët individualë sjellin aktvendimin për regjistrim dhe letërnjoftimin.',
    },
  },
  {
    id: 'corp-ebanking-users',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Дали повеќе вработени можат да го користат корпоративното електронско банкарство со различни права?',
      answer:
        'Да. Законскиот застапник одредува кој може само да ги прегледува сметките, кој може да подготвува налози и кој да ги потпишува, со поединечен или заеднички потпис и лимити на износ за секој корисник.',
    },
    en: {
      question: 'Can several employees use our corporate e-banking with different rights?',
      answer:
        'Yes. The legal representative decides who may only view the accounts, who may prepare payment orders and who may sign them, with single or joint signatures and amount limits for each user.',
    },
    sq: {
      question: 'A mund ta përdorin disa punonjës e-banking-un për korporata me të drejta të ndryshme?',
      answer:
        "Po. Përfaqësuesi ligjor vendos kush mund vetëm t'i shikojë llogaritë, kush mund të përgatisë urdhra pagese dhe kush t'i nënshkruajë, me nënshkrim individual ose të përbashkët dhe me limite shume për çdo përdorues.",
    },
  },
  {
    id: 'corp-payroll',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Како можеме да ги исплаќаме платите на вработените преку банката?',
      answer:
        'Испратете ни една датотека за плати од електронското банкарство и ние ги исплаќаме сите плати истиот ден, на сметки во нашата банка или во други банки. Вработените што примаат плата кај нас добиваат бесплатна сметка, дебитна картичка и поповолни услови за кредити.',
    },
    en: {
      question: "How can we pay our employees' salaries through the bank?",
      answer:
        'Send us a single payroll file from e-banking and we pay all salaries on the same day, to accounts with our bank or with other banks. Employees who receive their salary with us get a free account, a debit card and better loan terms.',
    },
    sq: {
      question: "Si mund t'u paguajmë pagat punonjësve përmes bankës?",
      answer:
        'Na dërgoni një skedar pagash nga e-banking dhe ne i paguajmë të gjitha pagat të njëjtën ditë, në llogari në bankën tonë ose në banka të tjera. Punonjësit që e marrin pagën te ne përfitojnë llogari falas, kartelë debiti dhe kushte më të mira për kredi.',
    },
  },
  {
    id: 'corp-card-acceptance',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Како мојата фирма може да прифаќа плаќања со картички во продавница или на интернет?',
      answer:
        'Поднесете барање за POS-терминал или за прифаќање плаќања на интернет во филијала или преку вашиот советник за клиенти. По потпишувањето на договорот, терминалот се поставува за неколку работни дена, а плаќањата со картички се книжат на вашата сметка наредниот работен ден.',
    },
    en: {
      question: 'How can my business accept card payments in the shop or online?',
      answer:
        'Apply for a POS terminal or for online card acceptance at a branch or through your relationship manager. Once the contract is signed, the terminal is installed within a few working days, and card payments are credited to your account on the next working day.',
    },
    sq: {
      question: 'Si mund të pranojë biznesi im pagesa me kartelë në dyqan ose në internet?',
      answer:
        'Aplikoni për terminal POS ose për pranimin e pagesave në internet në degë ose përmes menaxherit tuaj të klientit. Pas nënshkrimit të kontratës, terminali instalohet brenda disa ditëve të punës, dhe pagesat me kartelë kreditohen në llogarinë tuaj ditën e ardhshme të punës.',
    },
  },
  {
    id: 'corp-loans',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Какви кредити нудите за компании?',
      answer:
        'Обртните средства ги финансираме со краткорочни кредити и револвинг кредитни линии, а инвестициите во опрема, возила и недвижности со долгорочни кредити. Условите зависат од финансиските извештаи, паричниот тек и обезбедувањето на компанијата.',
    },
    en: {
      question: 'What loans do you offer to companies?',
      answer:
        "We finance working capital with short-term loans and revolving credit lines, and investments in equipment, vehicles and real estate with long-term loans. The terms depend on the company's financial statements, cash flow and collateral.",
    },
    sq: {
      question: 'Çfarë kredish u ofroni kompanive?',
      answer:
        'Kapitalin qarkullues e financojmë me kredi afatshkurtra dhe linja kredie qarkulluese, kurse investimet në pajisje, automjete dhe patundshmëri me kredi afatgjata. Kushtet varen nga pasqyrat financiare, rrjedha e parasë dhe kolaterali i kompanisë.',
    },
  },
  {
    id: 'corp-guarantees',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Дали издавате банкарски гаранции?',
      answer:
        'Да: тендерски гаранции, гаранции за добро извршување, за авансно плаќање и платежни гаранции, во денари и во странска валута. Гаранцијата се издава во рамките на одобрениот лимит на компанијата, обично во рок од два работни дена по доставувањето на целосното барање.',
    },
    en: {
      question: 'Do you issue bank guarantees?',
      answer:
        "Yes: bid, performance, advance payment and payment guarantees, in denars and in foreign currency. A guarantee is issued within the company's approved limit, usually within two working days of receiving a complete request.",
    },
    sq: {
      question: 'A lëshoni garanci bankare?',
      answer:
        'Po: garanci tenderi, garanci për kryerje të mirë të punës, për pagesë paradhënieje dhe garanci pagese, në denarë dhe në valutë të huaj. Garancia lëshohet brenda limitit të miratuar të kompanisë, zakonisht brenda dy ditëve të punës pas dorëzimit të kërkesës së plotë.',
    },
  },
  {
    id: 'corp-foreign-payment-documents',
    category: 'corporate-faqs',
    customer_type: 'corporate',
    mk: {
      question: 'Кои документи ѝ се потребни на компанијата за плаќање во странство?',
      answer:
        'За плаќања за стоки и услуги во странство приложете фактура, договор или профактура од кои се гледа основот за плаќањето. За увоз на стоки потребна е и царинската декларација откако стоката ќе биде оцаринета.',
    },
    en: {
      question: 'What documents does a company need for a payment abroad?',
      answer:
        'For payments for goods and services abroad, attach the invoice, contract or pro forma invoice that shows the basis of the payment. For imports of goods, the customs declaration is also needed once the goods have been cleared.',
    },
    sq: {
      question: 'Cilat dokumente i nevojiten kompanisë për pagesë jashtë vendit?',
      answer:
        'Për pagesat e mallrave dhe shërbimeve jashtë vendit bashkëngjitni faturën, kontratën ose profaturën nga e cila shihet baza e pagesës. Për importin e mallrave nevojitet edhe deklarata doganore pasi malli të jetë zhdoganuar.',
    },
  },
];
