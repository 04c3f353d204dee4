/** Questions that fit no product: opening hours, branches, complaints, exchange rates, safes. */
export default [
  {
    id: 'other-working-hours',
    category: 'Other',
    top: true,
    mk: {
      question: 'Кое е вашето работно време?',
      answer:
        'Филијалите работат во работни денови од 8:00 до 16:00 часот, а поголемите во трговските центри и во сабота до 14:00 часот. Контакт-центарот, електронското и мобилното банкарство се достапни 24/7.',
    },
    en: {
      question: 'What are your working hours?',
      answer:
        'Branches are open on working days from 8:00 to 16:00, and the larger ones in shopping centres also on Saturdays until 14:00. The contact centre, e-banking and m-banking are available 24/7.',
    },
    sq: {
      question: 'Cili është orari juaj i punës?',
      answer:
        'Degët punojnë në ditë pune nga ora 8:00 deri në 16:00, kurse ato më të mëdha në qendrat tregtare edhe të shtunën deri në ora 14:00. Qendra e kontaktit, e-banking dhe m-banking janë në dispozicion 24/7.',
    },
  },
  {
    id: 'other-branches',
    category: 'Other',
    mk: {
      question: 'Каде е најблиската филијала?',
      answer:
        'Списокот на филијали со адреси, работно време и услуги е на нашата веб-страница и во апликацијата за мобилно банкарство, каде што мапата ја прикажува и филијалата најблиску до вас.',
    },
    en: {
      question: 'Where is the nearest branch?',
      answer:
        'The list of branches with addresses, opening hours and services is on our website and in the m-banking app, where the map also shows the branch closest to you.',
    },
    sq: {
      question: 'Ku ndodhet dega më e afërt?',
      answer:
        'Lista e degëve me adresat, orarin e punës dhe shërbimet gjendet në faqen tonë të internetit dhe në aplikacionin m-banking, ku harta tregon edhe degën më afër jush.',
    },
  },
  {
    id: 'other-complaint',
    category: 'Other',
    mk: {
      question: 'Како да поднесам приговор?',
      answer:
        'Приговор можете да поднесете во која било филијала, по е-пошта или преку формуларот на нашата веб-страница. Одговараме писмено во рок од 15 дена. Ако не сте задоволни од одговорот, можете да се обратите до Народната банка на Република Северна Македонија.',
    },
    en: {
      question: 'How do I file a complaint?',
      answer:
        'You can file a complaint at any branch, by e-mail or through the form on our website. We reply in writing within 15 days. If you are not satisfied with the answer, you can turn to the National Bank of the Republic of North Macedonia.',
    },
    sq: {
      question: 'Si të paraqes ankesë?',
      answer:
        "Ankesën mund ta paraqitni në cilëndo degë, me e-mail ose përmes formularit në faqen tonë të internetit. Përgjigjemi me shkrim brenda 15 ditëve. Nëse nuk jeni të kënaqur me përgjigjen, mund t'i drejtoheni Bankës Popullore të Republikës së Maqedonisë së Veriut.",
    },
  },
  {
    id: 'other-exchange-rates',
    category: 'Other',
    mk: {
      question: 'Каде можам да ја видам денешната курсна листа?',
      answer:
        'Курсната листа на банката се ажурира секој работен ден и се објавува на нашата веб-страница, во мобилното банкарство и во секоја филијала. Валута можете да менувате во филијалите или во електронското банкарство, каде што курсот е често поповолен.',
    },
    en: {
      question: "Where can I see today's exchange rates?",
      answer:
        "The bank's exchange rate list is updated every working day and published on our website, in m-banking and in every branch. You can exchange currency at branches or in e-banking, where the rate is often better.",
    },
    sq: {
      question: 'Ku mund ta shoh kursin e këmbimit për sot?',
      answer:
        'Lista e kurseve të këmbimit të bankës përditësohet çdo ditë pune dhe publikohet në faqen tonë të internetit, në m-banking dhe në çdo degë. Valutën mund ta këmbeni në degë ose në e-banking, ku kursi shpesh është më i favorshëm.',
    },
  },
  {
    id: 'other-safe-deposit-box',
    category: 'Other',
    mk: {
      question: 'Дали издавате сефови?',
      answer:
        'Да, во одредени филијали, во три големини, на една година или подолго. Годишниот закуп започнува од 2.400 денари; пристап до сефот имате само вие, со вашиот клуч и лична карта.',
    },
    en: {
      question: 'Do you rent safe deposit boxes?',
      answer:
        'Yes, in selected branches, in three sizes, for a year or longer. The annual rent starts at 2,400 MKD; only you have access to the box, with your key and ID.',
    },
    sq: {
      question: 'A jepni me qira kasaforta?',
      answer:
        'Po, në degë të caktuara, në tri madhësi, për një vit ose më gjatë. Qiraja vjetore fillon nga 2.400 denarë; qasje në kasafortë keni vetëm ju, me çelësin tuaj dhe letërnjoftimin.',
    },
  },
];
