/** Savings questions: term deposits, rates, minimums, early withdrawal, insurance, currencies. */
export default [
  {
    id: 'deposits-term-open',
    category: 'Deposits',
    top: true,
    mk: {
      question: 'Како да отворам орочен депозит?',
      answer:
        'Отворете го во неколку чекори преку електронското или мобилното банкарство, или во филијала. Изберете валута, износ и рок; каматната стапка е фиксна за целиот рок и се прикажува пред да потврдите.',
    },
    en: {
      question: 'How do I open a term deposit?',
      answer:
        'Open it in a few steps in e-banking or m-banking, or at a branch. Choose the currency, amount and term; the interest rate is fixed for the whole term and is shown before you confirm.',
    },
    sq: {
      question: 'Si të hap një depozitë me afat?',
      answer:
        'Hapeni me disa hapa në e-banking ose m-banking, ose në degë. Zgjidhni valutën, shumën dhe afatin; norma e interesit është fikse për gjithë afatin dhe shfaqet para se të konfirmoni.',
    },
  },
  {
    id: 'deposits-rates',
    category: 'Deposits',
    top: true,
    mk: {
      question: 'Какви каматни стапки нудите на штедење?',
      answer:
        'Стапките зависат од валутата и рокот: подолгите рокови носат повисока камата, а денарските депозити повеќе од девизните. Актуелните стапки се наоѓаат во табелата со каматни стапки на нашата веб-страница и во електронското банкарство.',
    },
    en: {
      question: 'What interest rates do you offer on savings?',
      answer:
        'Rates depend on the currency and the term: longer terms earn more, and denar deposits earn more than foreign currency ones. The current rates are in the interest rate table on our website and in e-banking.',
    },
    sq: {
      question: 'Çfarë normash interesi ofroni për kursimet?',
      answer:
        'Normat varen nga valuta dhe afati: afatet më të gjata sjellin interes më të lartë, dhe depozitat në denarë më shumë se ato në valutë. Normat aktuale gjenden në tabelën e normave të interesit në faqen tonë të internetit dhe në e-banking.',
    },
  },
  {
    id: 'deposits-minimum',
    category: 'Deposits',
    mk: {
      question: 'Кој е минималниот износ за орочен депозит?',
      answer:
        'Минималниот износ е 5.000 денари за денарски депозити и 100 евра, или противвредност во друга валута, за девизни депозити.',
    },
    en: {
      question: 'What is the minimum amount for a term deposit?',
      answer:
        'The minimum is 5,000 MKD for denar deposits and 100 EUR, or its equivalent in another currency, for foreign currency deposits.',
    },
    sq: {
      question: 'Cila është shuma minimale për depozitë me afat?',
      answer:
        'Shuma minimale është 5.000 denarë për depozitat në denarë dhe 100 euro, ose kundërvlera në valutë tjetër, për depozitat në valutë.',
    },
  },
  {
    id: 'deposits-early-withdrawal',
    category: 'Deposits',
    mk: {
      question: 'Можам ли да ги подигнам парите пред истекот на депозитот?',
      answer:
        'Да, депозитот можете предвреме да го раскинете во филијала или преку електронското банкарство. Во тој случај каматата се пресметува повторно по стапката за депозити по видување, за времето во кое парите биле вложени.',
    },
    en: {
      question: 'Can I withdraw my money before the deposit matures?',
      answer:
        'Yes, you can end the deposit early at a branch or in e-banking. In that case the interest is recalculated at the sight deposit rate for the time the money was deposited.',
    },
    sq: {
      question: "A mund t'i tërheq paratë para maturimit të depozitës?",
      answer:
        'Po, depozitën mund ta ndërprisni para afatit në degë ose në e-banking. Në atë rast interesi rillogaritet me normën për depozitat pa afat, për kohën gjatë së cilës paratë kanë qenë të depozituara.',
    },
  },
  {
    id: 'deposits-insurance',
    category: 'Deposits',
    mk: {
      question: 'Дали моите депозити се осигурени?',
      answer:
        'Да. Депозитите на физичките лица се осигурени кај Фондот за осигурување на депозити на Република Северна Македонија до износот утврден со закон, по депонент и по банка, вклучително и каматата.',
    },
    en: {
      question: 'Are my deposits insured?',
      answer:
        'Yes. Deposits of individuals are insured by the Deposit Insurance Fund of the Republic of North Macedonia up to the amount set by law, per depositor and per bank, including interest.',
    },
    sq: {
      question: 'A janë të siguruara depozitat e mia?',
      answer:
        'Po. Depozitat e personave fizikë janë të siguruara nga Fondi për Sigurimin e Depozitave i Republikës së Maqedonisë së Veriut deri në shumën e përcaktuar me ligj, për depozitues dhe për bankë, përfshirë interesin.',
    },
  },
  {
    id: 'deposits-children',
    category: 'Deposits',
    mk: {
      question: 'Дали имате штедење за деца?',
      answer:
        'Да. Родителот може да отвори детско штедење со месечни уплати од 500 денари. Парите се достапни кога детето ќе наполни 18 години, а стапката е повисока од онаа на обичното штедење.',
    },
    en: {
      question: 'Do you have a savings plan for children?',
      answer:
        "Yes. A parent can open a children's savings plan with monthly payments from 500 MKD. The money becomes available when the child turns 18, and the rate is higher than on ordinary savings.",
    },
    sq: {
      question: 'A keni kursim për fëmijë?',
      answer:
        'Po. Prindi mund të hapë kursim për fëmijë me pagesa mujore nga 500 denarë. Paratë janë në dispozicion kur fëmija mbush 18 vjeç, dhe norma është më e lartë se te kursimi i zakonshëm.',
    },
  },
  {
    id: 'deposits-maturity',
    category: 'Deposits',
    mk: {
      question: 'Што се случува кога ќе истече мојот орочен депозит?',
      answer:
        'Ако сте избрале автоматско обновување, депозитот се обновува на ист рок по стапката што важи на денот на обновувањето. Во спротивно, главнината и каматата се префрлаат на вашата сметка на денот на достасувањето.',
    },
    en: {
      question: 'What happens when my term deposit matures?',
      answer:
        'If you chose automatic renewal, the deposit is renewed for the same term at the rate valid on the renewal day. Otherwise the principal and interest are transferred to your account on the maturity date.',
    },
    sq: {
      question: 'Çfarë ndodh kur maturohet depozita ime me afat?',
      answer:
        'Nëse keni zgjedhur rinovimin automatik, depozita rinovohet për të njëjtin afat me normën që vlen në ditën e rinovimit. Përndryshe, principali dhe interesi transferohen në llogarinë tuaj në ditën e maturimit.',
    },
  },
  {
    id: 'deposits-currencies',
    category: 'Deposits',
    mk: {
      question: 'Во кои валути можам да штедам?',
      answer:
        'Можете да штедите во денари, евра, американски долари и швајцарски франци. Достапни се и денарски депозити со девизна клаузула, кои ја штитат вредноста на заштедите од промени на девизниот курс.',
    },
    en: {
      question: 'In which currencies can I save?',
      answer:
        'You can save in denars, euros, US dollars and Swiss francs. Denar deposits with a foreign currency clause are also available; they protect the value of your savings against exchange rate changes.',
    },
    sq: {
      question: 'Në cilat valuta mund të kursej?',
      answer:
        'Mund të kurseni në denarë, euro, dollarë amerikanë dhe franga zvicerane. Në dispozicion janë edhe depozitat në denarë me klauzolë valutore, të cilat e mbrojnë vlerën e kursimeve nga ndryshimet e kursit të këmbimit.',
    },
  },
];
