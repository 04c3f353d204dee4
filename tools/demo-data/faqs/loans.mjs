/** Retail lending: consumer, housing and car loans, documents, repayment and overdrafts. */
export default [
  {
    id: 'loans-consumer',
    category: 'Loans',
    top: true,
    mk: {
      question: 'Како да аплицирам за потрошувачки кредит?',
      answer:
        'Аплицирајте онлајн, преку мобилното банкарство или во филијала. Потрошувачките кредити се достапни од 30.000 до 1.200.000 денари со рок до 84 месеци. Ако платата ви се уплатува на сметка кај нас, одговор обично добивате во рок од еден работен ден.',
    },
    en: {
      question: 'How do I apply for a consumer loan?',
      answer:
        'Apply online, in m-banking or at a branch. Consumer loans are available from 30,000 to 1,200,000 MKD with terms of up to 84 months. If your salary is paid into an account with us, you usually get an answer within one working day.',
    },
    sq: {
      question: 'Si të aplikoj për kredi konsumatore?',
      answer:
        'Aplikoni online, në m-banking ose në degë. Kreditë konsumatore janë në dispozicion nga 30.000 deri në 1.200.000 denarë me afat deri në 84 muaj. Nëse paga ju paguhet në llogari te ne, përgjigjen zakonisht e merrni brenda një dite pune.',
    },
  },
  {
    id: 'loans-housing',
    category: 'Loans',
    top: true,
    mk: {
      question: 'Кои се условите за станбен кредит?',
      answer:
        'Станбените кредити се одобруваат на рок до 30 години, во денари или во денари со евро-клаузула, со учество од најмалку 10% од вредноста на недвижноста. Кредитот се обезбедува со хипотека на недвижноста, а стапката може да биде фиксна за првите години и променлива потоа.',
    },
    en: {
      question: 'What are the terms of a housing loan?',
      answer:
        'Housing loans are granted for up to 30 years, in denars or in denars with a euro clause, with a down payment of at least 10% of the property value. The loan is secured by a mortgage on the property, and the rate can be fixed for the first years and variable afterwards.',
    },
    sq: {
      question: 'Cilat janë kushtet për kredi për banim?',
      answer:
        'Kreditë për banim jepen me afat deri në 30 vjet, në denarë ose në denarë me klauzolë në euro, me pjesëmarrje prej të paktën 10% të vlerës së pronës. Kredia sigurohet me hipotekë mbi pronën, kurse norma mund të jetë fikse për vitet e para dhe e ndryshueshme më pas.',
    },
  },
  {
    id: 'loans-documents',
    category: 'Loans',
    mk: {
      question: 'Кои документи ми се потребни за кредит?',
      answer:
        'Обично лична карта, потврда за вработување и плата или чек од пензија, и ваша согласност за проверка во кредитното биро. За станбен кредит потребни се и проценка на недвижноста и документи за сопственост.',
    },
    en: {
      question: 'What documents do I need for a loan?',
      answer:
        'Usually an ID card, a certificate of employment and salary or a pension slip, and your consent to a credit bureau check. A housing loan also needs a valuation of the property and the ownership documents.',
    },
    sq: {
      question: 'Cilat dokumente më duhen për kredi?',
      answer:
        'Zakonisht letërnjoftimi, vërtetimi për punësim dhe pagë ose talloni i pensionit, si dhe pëlqimi juaj për kontroll në byronë e kredive. Për kredi për banim nevojiten edhe vlerësimi i pronës dhe dokumentet e pronësisë.',
    },
  },
  {
    id: 'loans-instalment',
    category: 'Loans',
    mk: {
      question: 'Како се пресметува мојата месечна рата?',
      answer:
        'Ратата зависи од износот, рокот и каматната стапка. Кредитите се отплатуваат во еднакви месечни ануитети; кредитниот калкулатор на нашата веб-страница ги прикажува ратата и ефективната каматна стапка пред да аплицирате.',
    },
    en: {
      question: 'How is my monthly instalment calculated?',
      answer:
        'The instalment depends on the amount, the term and the interest rate. Loans are repaid in equal monthly annuities; the loan calculator on our website shows the instalment and the effective interest rate before you apply.',
    },
    sq: {
      question: 'Si llogaritet kësti im mujor?',
      answer:
        'Kësti varet nga shuma, afati dhe norma e interesit. Kreditë shlyhen me anuitete të barabarta mujore; kalkulatori i kredisë në faqen tonë të internetit e tregon këstin dhe normën efektive të interesit para se të aplikoni.',
    },
  },
  {
    id: 'loans-early-repayment',
    category: 'Loans',
    mk: {
      question: 'Можам ли предвреме да го отплатам кредитот?',
      answer:
        'Да, делумно или целосно, во секое време. Кај кредитите со фиксна стапка може да се наплати надоместок за предвремена отплата до 1% од отплатениот износ; кај кредитите со променлива стапка надоместок нема.',
    },
    en: {
      question: 'Can I repay my loan early?',
      answer:
        'Yes, in part or in full, at any time. Loans with a fixed rate may carry an early repayment fee of up to 1% of the amount repaid; loans with a variable rate carry none.',
    },
    sq: {
      question: 'A mund ta shlyej kredinë para afatit?',
      answer:
        'Po, pjesërisht ose plotësisht, në çdo kohë. Te kreditë me normë fikse mund të paguhet tarifë për shlyerje të parakohshme deri në 1% të shumës së shlyer; te kreditë me normë të ndryshueshme nuk ka tarifë.',
    },
  },
  {
    id: 'loans-refinancing',
    category: 'Loans',
    mk: {
      question: 'Можам ли да рефинансирам кредит што го имам во друга банка?',
      answer:
        'Да. Со кредит за рефинансирање ги исплаќаме вашите кредити и кредитни картички во други банки, па кај нас имате една рата, честопати пониска. Донесете ги последните изводи од кредитите што сакате да ги рефинансирате.',
    },
    en: {
      question: 'Can I refinance a loan I have with another bank?',
      answer:
        'Yes. With a refinancing loan we pay off your loans and credit cards at other banks, so you have a single instalment with us, often a lower one. Bring the latest statements of the loans you want to refinance.',
    },
    sq: {
      question: 'A mund ta rifinancoj një kredi që kam në bankë tjetër?',
      answer:
        "Po. Me kredi për rifinancim i shlyejmë kreditë dhe kartelat tuaja të kreditit në banka të tjera, kështu që te ne keni një këst të vetëm, shpesh më të ulët. Sillni pasqyrat e fundit të kredive që dëshironi t'i rifinanconi.",
    },
  },
  {
    // Lower-case on purpose: the console matches categories case-insensitively.
    id: 'loans-car',
    category: 'loans',
    mk: {
      question: 'Дали нудите кредити за автомобил?',
      answer:
        'Да, за нови и половни возила купени од овластени продавачи или од приватни лица, со рок до 7 години и учество од 15%. Возилото може да служи како обезбедување наместо жирант.',
    },
    en: {
      question: 'Do you offer car loans?',
      answer:
        'Yes, for new and used cars bought from authorised dealers or private sellers, with terms of up to 7 years and a down payment from 15%. The car can serve as collateral instead of a guarantor.',
    },
    sq: {
      question: 'A ofroni kredi për automjete?',
      answer:
        'Po, për automjete të reja dhe të përdorura të blera nga shitës të autorizuar ose nga persona privatë, me afat deri në 7 vjet dhe pjesëmarrje nga 15%. Automjeti mund të shërbejë si kolateral në vend të garantuesit.',
    },
  },
  {
    id: 'loans-guarantor',
    category: 'Loans',
    mk: {
      question: 'Дали ми треба жирант за кредит?',
      answer:
        'Зависи од износот и од вашите приходи. За помали потрошувачки кредити на клиенти чија плата се уплатува на сметка кај нас обично не е потребен жирант; за поголеми износи може да побараме жирант или друго обезбедување.',
    },
    en: {
      question: 'Do I need a guarantor for a loan?',
      answer:
        'It depends on the amount and your income. Smaller consumer loans for customers whose salary is paid into an account with us usually need no guarantor; for larger amounts we may ask for a guarantor or other collateral.',
    },
    sq: {
      question: 'A më duhet garantues për kredi?',
      answer:
        'Varet nga shuma dhe të ardhurat tuaja. Për kredi më të vogla konsumatore për klientët që e marrin pagën në llogari te ne, zakonisht nuk nevojitet garantues; për shuma më të mëdha mund të kërkojmë garantues ose kolateral tjetër.',
    },
  },
  {
    id: 'loans-missed-instalment',
    category: 'Loans',
    mk: {
      question: 'Што се случува ако задоцнам со рата?',
      answer:
        'На задоцнетиот износ се пресметува казнена камата и ви испраќаме потсетник. Доцнењата се пријавуваат во кредитното биро, па ако очекувате тешкотии, јавете ни се навреме — честопати можеме да договориме нов план за отплата.',
    },
    en: {
      question: 'What happens if I miss an instalment?',
      answer:
        'Default interest is charged on the overdue amount and we send you a reminder. Delays are reported to the credit bureau, so if you expect difficulties, contact us early — we can often agree on a new repayment plan.',
    },
    sq: {
      question: 'Çfarë ndodh nëse vonohem me një këst?',
      answer:
        'Mbi shumën e vonuar llogaritet interes ndëshkues dhe ju dërgojmë kujtesë. Vonesat raportohen në byronë e kredive, prandaj nëse prisni vështirësi, na kontaktoni me kohë — shpesh mund të merremi vesh për plan të ri shlyerjeje.',
    },
  },
  {
    id: 'loans-overdraft',
    category: 'Loans',
    mk: {
      question: 'Како да добијам дозволено пречекорување на сметката?',
      answer:
        'Ако платата или пензијата ви се уплатува на сметка кај нас, можете да побарате дозволено пречекорување до две месечни плати преку мобилното банкарство или во филијала. Камата се плаќа само на искористениот износ.',
    },
    en: {
      question: 'How do I get an overdraft on my account?',
      answer:
        'If your salary or pension is paid into an account with us, you can request an overdraft of up to two monthly salaries in m-banking or at a branch. Interest is charged only on the amount you use.',
    },
    sq: {
      question: 'Si të marr mbitërheqje të lejuar në llogari?',
      answer:
        'Nëse paga ose pensioni ju paguhet në llogari te ne, mund të kërkoni mbitërheqje të lejuar deri në dy paga mujore në m-banking ose në degë. Interesi paguhet vetëm për shumën e shfrytëzuar.',
    },
  },
];
