/** Everyday account questions: opening, documents, statements, authorisations, closing. */
export default [
  {
    id: 'account-open-personal',
    category: 'Account',
    top: true,
    mk: {
      question: 'Како можам да отворам лична сметка?',
      answer:
        'Посетете која било наша филијала со важечка лична карта или пасош. Сметката се отвора веднаш, а истовремено можете да побарате дебитна картичка и електронско банкарство.',
    },
    en: {
      question: 'How can I open a personal account?',
      answer:
        'Visit any of our branches with a valid ID card or passport. The account is opened on the spot, and you can order a debit card and e-banking at the same time.',
    },
    sq: {
      question: 'Si mund të hap një llogari personale?',
      answer:
        'Vizitoni cilëndo nga degët tona me letërnjoftim ose pasaportë të vlefshme. Llogaria hapet menjëherë dhe njëkohësisht mund të kërkoni kartelë debiti dhe e-banking.',
    },
  },
  {
    id: 'account-documents',
    category: 'Account',
    mk: {
      question: 'Кои документи ми се потребни за отворање сметка?',
      answer:
        'За резиденти доволна е важечка лична карта или пасош. Нерезидентите приложуваат пасош и, каде што е применливо, даночен број од матичната држава. За студентска сметка потребна е и потврда за запишан семестар.',
    },
    en: {
      question: 'What documents do I need to open an account?',
      answer:
        'Residents need only a valid ID card or passport. Non-residents bring a passport and, where applicable, a tax number from their home country. A student account also needs a certificate of enrolment.',
    },
    sq: {
      question: 'Cilat dokumente më duhen për të hapur një llogari?',
      answer:
        'Për rezidentët mjafton letërnjoftimi ose pasaporta e vlefshme. Jorezidentët paraqesin pasaportën dhe, kur është e nevojshme, numrin tatimor nga shteti amë. Për llogari studentore nevojitet edhe vërtetimi për semestrin e regjistruar.',
    },
  },
  {
    id: 'account-minor',
    category: 'Account',
    mk: {
      question: 'Можам ли да отворам сметка за моето дете?',
      answer:
        'Да. Родител или законски старател ја отвора сметката со својата лична карта и изводот од матичната книга на родените за детето. Родителот управува со сметката додека детето не наполни 18 години.',
    },
    en: {
      question: 'Can I open an account for my child?',
      answer:
        "Yes. A parent or legal guardian opens the account with their own ID and the child's birth certificate. The parent manages the account until the child turns 18.",
    },
    sq: {
      question: 'A mund të hap llogari për fëmijën tim?',
      answer:
        'Po. Prindi ose kujdestari ligjor e hap llogarinë me letërnjoftimin e vet dhe certifikatën e lindjes së fëmijës. Prindi e menaxhon llogarinë derisa fëmija të mbushë 18 vjeç.',
    },
  },
  {
    id: 'account-foreign-currency',
    category: 'Account',
    mk: {
      question: 'Можам ли да имам девизна сметка?',
      answer:
        'Да. Покрај денарската, можете да отворите и девизна сметка во евра, долари, швајцарски франци и други поголеми валути. Со еден IBAN се опфатени сите валути на истата сметка.',
    },
    en: {
      question: 'Can I have an account in foreign currency?',
      answer:
        'Yes. Alongside the denar account you can open a foreign currency account in euros, US dollars, Swiss francs and other major currencies. One IBAN covers all currencies of the same account.',
    },
    sq: {
      question: 'A mund të kem llogari në valutë të huaj?',
      answer:
        'Po. Përveç llogarisë në denarë, mund të hapni edhe llogari valutore në euro, dollarë, franga zvicerane dhe valuta të tjera kryesore. Një IBAN i vetëm i mbulon të gjitha valutat e së njëjtës llogari.',
    },
  },
  {
    id: 'account-statement',
    category: 'Account',
    mk: {
      question: 'Како да добијам извод од сметката?',
      answer:
        'Изводите се достапни во секое време во електронското и мобилното банкарство, каде што можете да ги преземете во PDF. Можете да побарате и печатен извод во филијала или месечен извод на вашата е-пошта.',
    },
    en: {
      question: 'How can I get an account statement?',
      answer:
        'Statements are available at any time in e-banking and m-banking, where you can download them as PDF. You can also ask for a printed statement at a branch or have a monthly statement sent to your e-mail.',
    },
    sq: {
      question: 'Si mund ta marr pasqyrën e llogarisë?',
      answer:
        "Pasqyrat janë në dispozicion në çdo kohë në e-banking dhe m-banking, ku mund t'i shkarkoni në PDF. Mund të kërkoni edhe pasqyrë të shtypur në degë ose t'ju dërgohet pasqyra mujore në e-mail.",
    },
  },
  {
    id: 'account-close',
    category: 'Account',
    mk: {
      question: 'Како да ја затворам сметката?',
      answer:
        'Поднесете барање за затворање во филијала. Пред затворањето, подмирете го евентуалното пречекорување и неплатените надоместоци и вратете ги или откажете ги картичките поврзани со сметката. Преостанатиот износ се исплаќа во готово или се префрла на сметка по ваш избор.',
    },
    en: {
      question: 'How do I close my account?',
      answer:
        'Submit a closure request at a branch. Before closing, settle any overdraft or unpaid fees and return or cancel the cards linked to the account. The remaining balance is paid out in cash or transferred to an account of your choice.',
    },
    sq: {
      question: 'Si ta mbyll llogarinë time?',
      answer:
        'Paraqitni kërkesë për mbyllje në degë. Para mbylljes shlyeni mbitërheqjen ose tarifat e papaguara dhe kthejini ose anuloni kartelat e lidhura me llogarinë. Bilanci i mbetur paguhet në para të gatshme ose transferohet në llogarinë që zgjidhni ju.',
    },
  },
  {
    id: 'account-non-resident',
    category: 'Account',
    mk: {
      question: 'Дали странски државјанин може да отвори сметка?',
      answer:
        'Да. Нерезидентите можат да отворат денарска или девизна сметка со важечки пасош. Во зависност од намената на сметката, може да побараме и дополнителни документи, како дозвола за престој или работна дозвола.',
    },
    en: {
      question: 'Can a foreign citizen open an account?',
      answer:
        'Yes. Non-residents can open a denar or foreign currency account with a valid passport. Depending on the purpose of the account, we may ask for additional documents such as a residence or work permit.',
    },
    sq: {
      question: 'A mund të hapë llogari një shtetas i huaj?',
      answer:
        'Po. Jorezidentët mund të hapin llogari në denarë ose në valutë me pasaportë të vlefshme. Në varësi të qëllimit të llogarisë, mund të kërkojmë edhe dokumente shtesë, si leje qëndrimi ose leje pune.',
    },
  },
  {
    id: 'account-authorised-person',
    category: 'Account',
    mk: {
      question: 'Можам ли да овластам друго лице да располага со мојата сметка?',
      answer:
        'Да. Дојдете во филијала заедно со лицето што сакате да го овластите, двајцата со важечки документ за идентификација. Вие го одредувате обемот на овластувањето и можете да го отповикате во секое време.',
    },
    en: {
      question: 'Can I authorise someone else to use my account?',
      answer:
        'Yes. Come to a branch together with the person you wish to authorise, both with a valid ID. You decide the scope of the authorisation and can revoke it at any time.',
    },
    sq: {
      question: 'A mund të autorizoj një person tjetër të përdorë llogarinë time?',
      answer:
        'Po. Ejani në degë bashkë me personin që dëshironi ta autorizoni, të dy me dokument identifikimi të vlefshëm. Ju e përcaktoni shtrirjen e autorizimit dhe mund ta revokoni në çdo kohë.',
    },
  },
  {
    id: 'account-iban-find',
    category: 'Account',
    top: true,
    mk: {
      question: 'Каде можам да ги најдам бројот на сметката и IBAN?',
      answer:
        'Бројот на сметката и IBAN се прикажани во електронското и мобилното банкарство во деталите за сметката, како и на секој извод. Македонскиот IBAN започнува со MK07 и има 19 знаци.',
    },
    en: {
      question: 'Where can I find my account number and IBAN?',
      answer:
        'Your account number and IBAN are shown in e-banking and m-banking under account details, and on every statement. A Macedonian IBAN starts with MK07 and has 19 characters.',
    },
    sq: {
      question: 'Ku mund ta gjej numrin e llogarisë dhe IBAN-in?',
      answer:
        'Numri i llogarisë dhe IBAN-i shfaqen në e-banking dhe m-banking te detajet e llogarisë, si dhe në çdo pasqyrë. IBAN-i maqedonas fillon me MK07 dhe ka 19 karaktere.',
    },
  },
];
