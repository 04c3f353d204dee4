/** Domestic and international payments; North Macedonia is outside SEPA, so abroad means SWIFT. */
export default [
  {
    id: 'payments-domestic',
    category: 'Payments',
    top: true,
    mk: {
      question: 'Како да извршам плаќање на сметка во Северна Македонија?',
      answer:
        'Во електронското или мобилното банкарство изберете „Ново плаќање“, внесете ги името и 15-цифрениот број на сметката на примачот, износот, целта и, ако е потребно, повикувачкиот број, па потврдете. Плаќањата на сметки во нашата банка стигнуваат веднаш, а во други банки истиот работен ден.',
    },
    en: {
      question: 'How do I make a payment to an account in North Macedonia?',
      answer:
        "In e-banking or m-banking choose New payment, enter the recipient's name and 15-digit account number, the amount, the purpose and, if needed, the reference number, then confirm. Payments to accounts with our bank arrive immediately, and to other banks on the same working day.",
    },
    sq: {
      question: 'Si të bëj pagesë në një llogari në Maqedoninë e Veriut?',
      answer:
        'Në e-banking ose m-banking zgjidhni „Pagesë e re“, shkruani emrin dhe numrin 15-shifror të llogarisë së marrësit, shumën, qëllimin dhe, nëse duhet, numrin e referencës, pastaj konfirmoni. Pagesat në llogari në bankën tonë arrijnë menjëherë, kurse në banka të tjera të njëjtën ditë pune.',
    },
  },
  {
    id: 'payments-international',
    category: 'Payments',
    top: true,
    mk: {
      question: 'Како да испратам пари во странство?',
      answer:
        'Во електронското банкарство изберете „Меѓународно плаќање“ и внесете ги името и адресата на примачот, IBAN, SWIFT/BIC-кодот на неговата банка, износот и целта. Плаќањата се вршат преку SWIFT и обично стигнуваат за еден до три работни дена.',
    },
    en: {
      question: 'How do I send money abroad?',
      answer:
        "In e-banking choose International payment and enter the recipient's name and address, their IBAN, the SWIFT/BIC code of their bank, the amount and the purpose. Payments go through SWIFT and usually arrive within one to three working days.",
    },
    sq: {
      question: 'Si të dërgoj para jashtë vendit?',
      answer:
        'Në e-banking zgjidhni „Pagesë ndërkombëtare“ dhe shkruani emrin dhe adresën e marrësit, IBAN-in, kodin SWIFT/BIC të bankës së tij, shumën dhe qëllimin. Pagesat kryhen përmes SWIFT dhe zakonisht arrijnë brenda një deri tre ditëve të punës.',
    },
  },
  {
    id: 'payments-receive-abroad',
    category: 'Payments',
    mk: {
      question: 'Кои податоци да ги дадам за да примам пари од странство?',
      answer:
        'На испраќачот дајте му го вашето полно име, вашиот IBAN и SWIFT/BIC-кодот на нашата банка, прикажани во електронското банкарство во деталите за сметката. Парите се книжат на вашата девизна сметка штом ќе пристигнат, обично за еден до три работни дена.',
    },
    en: {
      question: 'What details do I give to receive money from abroad?',
      answer:
        "Give the sender your full name, your IBAN and our bank's SWIFT/BIC code, both shown in e-banking under account details. The money is credited to your foreign currency account as soon as it arrives, usually within one to three working days.",
    },
    sq: {
      question: 'Cilat të dhëna duhet të jap për të marrë para nga jashtë vendit?',
      answer:
        'Dërguesit jepini emrin tuaj të plotë, IBAN-in tuaj dhe kodin SWIFT/BIC të bankës sonë, që shfaqen në e-banking te detajet e llogarisë. Paratë kreditohen në llogarinë tuaj valutore sapo të arrijnë, zakonisht brenda një deri tre ditëve të punës.',
    },
  },
  {
    id: 'payments-cutoff',
    category: 'Payments',
    mk: {
      question: 'До кое време плаќањата се извршуваат истиот ден?',
      answer:
        'Домашните плаќања поднесени во работен ден до 15:00 часот се извршуваат истиот ден, а подоцнежните наредниот работен ден. За меѓународни плаќања крајниот рок е 14:00 часот.',
    },
    en: {
      question: 'Until what time are payments executed on the same day?',
      answer:
        'Domestic payments submitted on a working day by 15:00 are executed the same day; later ones on the next working day. For international payments the cut-off time is 14:00.',
    },
    sq: {
      question: 'Deri në çfarë ore kryhen pagesat të njëjtën ditë?',
      answer:
        'Pagesat vendore të dorëzuara në ditë pune deri në ora 15:00 kryhen të njëjtën ditë, kurse ato më të vona ditën e ardhshme të punës. Për pagesat ndërkombëtare afati i fundit është ora 14:00.',
    },
  },
  {
    id: 'payments-standing-order',
    category: 'Payments',
    mk: {
      question: 'Како да поставам траен налог?',
      answer:
        'Во електронското банкарство изберете „Трајни налози“, внесете ги примачот, износот, колку често да се плаќа и датумот на почеток. Трајните налози се практични за кирија, штедење или рати за кредит во друга банка, а можете да ги промените или откажете во секое време.',
    },
    en: {
      question: 'How do I set up a standing order?',
      answer:
        'In e-banking choose Standing orders and enter the recipient, the amount, how often to pay and the start date. Standing orders are handy for rent, savings or loan instalments at another bank, and you can change or cancel them at any time.',
    },
    sq: {
      question: 'Si të vendos një urdhër të përhershëm?',
      answer:
        "Në e-banking zgjidhni „Urdhrat e përhershëm“ dhe shkruani marrësin, shumën, sa shpesh të paguhet dhe datën e fillimit. Urdhrat e përhershëm janë të dobishëm për qiranë, kursimin ose këstet e kredisë në bankë tjetër, dhe mund t'i ndryshoni ose anuloni në çdo kohë.",
    },
  },
  {
    id: 'payments-bills',
    category: 'Payments',
    mk: {
      question: 'Можам ли да ги плаќам комуналните сметки преку банката?',
      answer:
        'Да. Во електронското и мобилното банкарство можете да плаќате струја, вода, парно, телефон и други сметки со скенирање на QR-кодот или со внесување на податоците од сметката. Можете да се пријавите и за автоматско месечно плаќање на редовните сметки.',
    },
    en: {
      question: 'Can I pay my utility bills through the bank?',
      answer:
        'Yes. In e-banking and m-banking you can pay electricity, water, heating, phone and other bills by scanning the QR code or entering the details from the bill. You can also sign up for automatic monthly payment of regular bills.',
    },
    sq: {
      question: "A mund t'i paguaj faturat komunale përmes bankës?",
      answer:
        'Po. Në e-banking dhe m-banking mund të paguani rrymën, ujin, ngrohjen, telefonin dhe fatura të tjera duke skanuar kodin QR ose duke shkruar të dhënat nga fatura. Mund të regjistroheni edhe për pagesë automatike mujore të faturave të rregullta.',
    },
  },
  {
    id: 'payments-cancel',
    category: 'Payments',
    mk: {
      question: 'Можам ли да откажам плаќање што веќе сум го испратил?',
      answer:
        'Плаќањето може да се откаже во електронското банкарство сè додека е во статус „Во обработка“. Откако ќе биде извршено, парите може да се вратат само со согласност на примачот; контактирајте нè и ќе испратиме барање за враќање до банката на примачот.',
    },
    en: {
      question: 'Can I cancel a payment I have already sent?',
      answer:
        "A payment can be cancelled in e-banking as long as its status is Pending. Once it has been executed, the money can only be returned with the recipient's consent; contact us and we will send a return request to the recipient's bank.",
    },
    sq: {
      question: 'A mund ta anuloj një pagesë që e kam dërguar tashmë?',
      answer:
        "Pagesa mund të anulohet në e-banking për sa kohë që është në statusin „Në përpunim“. Pasi të jetë kryer, paratë mund të kthehen vetëm me pëlqimin e marrësit; na kontaktoni dhe do t'i dërgojmë kërkesë për kthim bankës së marrësit.",
    },
  },
  {
    id: 'payments-sepa',
    category: 'Payments',
    mk: {
      question: 'Можам ли да испратам SEPA-трансфер?',
      answer:
        'Сè уште не нудиме SEPA-трансфери, па плаќањата во евра кон земјите од ЕУ се испраќаат преку SWIFT како меѓународни плаќања. Внесете ги IBAN на примачот и SWIFT/BIC-кодот на неговата банка; провизијата зависи од опцијата за трошоци што ќе ја изберете: OUR, SHA или BEN.',
    },
    en: {
      question: 'Can I send a SEPA transfer?',
      answer:
        "We do not offer SEPA transfers yet, so euro payments to EU countries are sent through SWIFT as international payments. Enter the recipient's IBAN and their bank's SWIFT/BIC code; the fee depends on the cost option you choose: OUR, SHA or BEN.",
    },
    sq: {
      question: 'A mund të dërgoj transfertë SEPA?',
      answer:
        'Ende nuk ofrojmë transferta SEPA, prandaj pagesat në euro drejt vendeve të BE-së dërgohen përmes SWIFT si pagesa ndërkombëtare. Shkruani IBAN-in e marrësit dhe kodin SWIFT/BIC të bankës së tij; provizioni varet nga opsioni i shpenzimeve që zgjidhni: OUR, SHA ose BEN.',
    },
  },
  {
    id: 'payments-exchange-rate',
    category: 'Payments',
    mk: {
      question: 'Кој девизен курс се применува при плаќања во странска валута?',
      answer:
        'Кога плаќањето се врши од вашата денарска сметка, се применува продажниот курс на банката на денот на извршувањето. Во електронското банкарство ги гледате курсот и денарскиот износ пред да потврдите. За поголеми износи може да се договори поповолен курс.',
    },
    en: {
      question: 'Which exchange rate applies to payments in foreign currency?',
      answer:
        "When the payment is made from your denar account, the bank's selling rate on the day of execution applies. In e-banking you see the rate and the denar amount before you confirm. For larger amounts a better rate can be agreed.",
    },
    sq: {
      question: 'Cili kurs këmbimi zbatohet për pagesat në valutë të huaj?',
      answer:
        'Kur pagesa kryhet nga llogaria juaj në denarë, zbatohet kursi i shitjes i bankës në ditën e kryerjes. Në e-banking e shihni kursin dhe shumën në denarë para se të konfirmoni. Për shuma më të mëdha mund të dakordohet kurs më i favorshëm.',
    },
  },
];
