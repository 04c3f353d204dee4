/**
 * Price list questions, split by customer type because retail and corporate tariffs differ.
 * Amounts are plausible for the market, not any real bank's tariff.
 */
export default [
  {
    id: 'tariffs-account-fee-retail',
    category: 'tariffs',
    customer_type: 'individual',
    top: true,
    mk: {
      question: 'Колку изнесува месечниот надоместок за лична сметка?',
      answer:
        'Одржувањето на лична денарска сметка чини 100 денари месечно и ги вклучува дебитната картичка и електронското банкарство. Сметките на пензионери и студенти до 26 години се водат бесплатно.',
    },
    en: {
      question: 'What is the monthly fee for a personal account?',
      answer:
        'Maintaining a personal denar account costs 100 MKD per month and includes the debit card and e-banking. Accounts of pensioners and of students under 26 are kept free of charge.',
    },
    sq: {
      question: 'Sa është tarifa mujore për llogari personale?',
      answer:
        'Mirëmbajtja e llogarisë personale në denarë kushton 100 denarë në muaj dhe përfshin kartelën e debitit dhe e-banking. Llogaritë e pensionistëve dhe të studentëve deri në 26 vjeç mbahen falas.',
    },
  },
  {
    id: 'tariffs-card-fee-retail',
    category: 'tariffs',
    customer_type: 'individual',
    mk: {
      question: 'Колку чини издавањето картичка?',
      answer:
        'Првата дебитна картичка за лична сметка е бесплатна; дополнителна картичка или нова наместо изгубена чини 200 денари. Годишната членарина за стандардна кредитна картичка е 900 денари, а за златна 2.400 денари.',
    },
    en: {
      question: 'How much does it cost to issue a card?',
      answer:
        'The first debit card for a personal account is free; an additional or replacement card costs 200 MKD. The annual fee is 900 MKD for a standard credit card and 2,400 MKD for a gold card.',
    },
    sq: {
      question: 'Sa kushton lëshimi i një kartele?',
      answer:
        'Kartela e parë e debitit për llogari personale është falas; kartela shtesë ose zëvendësuese kushton 200 denarë. Anëtarësia vjetore për kartelë krediti standarde është 900 denarë, kurse për kartelë të artë 2.400 denarë.',
    },
  },
  {
    id: 'tariffs-domestic-transfer-retail',
    category: 'tariffs',
    customer_type: 'individual',
    mk: {
      question: 'Колку изнесува провизијата за домашен трансфер?',
      answer:
        'Трансферите меѓу сметки во нашата банка се бесплатни. Трансфер во друга банка чини 20 денари преку електронско и мобилно банкарство и 60 денари во филијала; итните плаќања преку МИПС чинат 150 денари.',
    },
    en: {
      question: 'What is the fee for a domestic transfer?',
      answer:
        'Transfers between accounts with our bank are free. A transfer to another bank costs 20 MKD in e-banking and m-banking and 60 MKD at a branch; urgent payments through MIPS cost 150 MKD.',
    },
    sq: {
      question: 'Sa është provizioni për transfertë vendore?',
      answer:
        'Transfertat ndërmjet llogarive në bankën tonë janë falas. Transferta në bankë tjetër kushton 20 denarë në e-banking dhe m-banking dhe 60 denarë në degë; pagesat urgjente përmes MIPS kushtojnë 150 denarë.',
    },
  },
  {
    id: 'tariffs-international-transfer-retail',
    category: 'tariffs',
    customer_type: 'individual',
    mk: {
      question: 'Колку чини испраќањето пари во странство?',
      answer:
        'Провизијата е 0,3% од износот, најмалку 300 и најмногу 3.000 денари, кога налогот се поднесува преку електронско банкарство; во филијала е 0,4%, најмалку 500 денари. Со опцијата OUR се додаваат и трошоците на странската банка.',
    },
    en: {
      question: 'What does it cost to send money abroad?',
      answer:
        "The fee is 0.3% of the amount, at least 300 MKD and at most 3,000 MKD, when the order is placed in e-banking; at a branch it is 0.4%, at least 500 MKD. With the OUR option the foreign bank's charges are added.",
    },
    sq: {
      question: 'Sa kushton dërgimi i parave jashtë vendit?',
      answer:
        'Provizioni është 0,3% e shumës, minimum 300 dhe maksimum 3.000 denarë, kur urdhri dorëzohet në e-banking; në degë është 0,4%, minimum 500 denarë. Me opsionin OUR shtohen edhe shpenzimet e bankës së huaj.',
    },
  },
  {
    id: 'tariffs-atm-fee-retail',
    category: 'tariffs',
    customer_type: 'individual',
    mk: {
      question: 'Дали се наплаќа провизија за подигање готовина од банкомат?',
      answer:
        'Подигањето од нашите банкомати е бесплатно. На банкомати на други банки во Северна Македонија провизијата е 1% од износот, најмалку 60 денари, а во странство 2%, најмалку 150 денари.',
    },
    en: {
      question: 'Is there a fee for withdrawing cash at ATMs?',
      answer:
        "Withdrawals at our ATMs are free. At other banks' ATMs in North Macedonia the fee is 1% of the amount, at least 60 MKD; abroad it is 2%, at least 150 MKD.",
    },
    sq: {
      question: 'A paguhet provizion për tërheqje parash nga bankomati?',
      answer:
        'Tërheqjet nga bankomatët tanë janë falas. Në bankomatët e bankave të tjera në Maqedoninë e Veriut provizioni është 1% e shumës, minimum 60 denarë, kurse jashtë vendit 2%, minimum 150 denarë.',
    },
  },
  {
    id: 'tariffs-account-fee-corporate',
    category: 'tariffs',
    customer_type: 'corporate',
    top: true,
    mk: {
      question: 'Колку изнесува месечниот надоместок за деловна сметка?',
      answer:
        'Одржувањето на деловна сметка чини 600 денари месечно за правни лица и 300 денари за трговци поединци. Новорегистрираните компании не плаќаат надоместок за одржување во првите шест месеци.',
    },
    en: {
      question: 'What is the monthly fee for a business account?',
      answer:
        'Maintaining a business account costs 600 MKD per month for legal entities and 300 MKD for sole proprietors. Newly registered companies pay no maintenance fee for the first six months.',
    },
    sq: {
      question: 'Sa është tarifa mujore për llogari biznesi?',
      answer:
        'Mirëmbajtja e llogarisë së biznesit kushton 600 denarë në muaj për personat juridikë dhe 300 denarë për tregtarët individualë. Kompanitë e sapo regjistruara nuk paguajnë tarifë mirëmbajtjeje gjatë gjashtë muajve të parë.',
    },
  },
  {
    id: 'tariffs-domestic-payment-corporate',
    category: 'tariffs',
    customer_type: 'corporate',
    mk: {
      question: 'Кои се провизиите за домашни плаќања за компании?',
      answer:
        'Плаќањата на сметки во нашата банка чинат 15 денари. Плаќањата во други банки преку клиринг чинат 40 денари преку електронско банкарство и 100 денари во филијала; плаќањата преку МИПС чинат 250 денари, без оглед на каналот.',
    },
    en: {
      question: 'What are the fees for domestic payments for companies?',
      answer:
        'Payments to accounts with our bank cost 15 MKD. Payments to other banks through clearing cost 40 MKD in e-banking and 100 MKD at a branch; payments through MIPS cost 250 MKD, whatever the channel.',
    },
    sq: {
      question: 'Cilat janë provizionet për pagesat vendore për kompanitë?',
      answer:
        'Pagesat në llogari në bankën tonë kushtojnë 15 denarë. Pagesat në banka të tjera përmes klirimit kushtojnë 40 denarë në e-banking dhe 100 denarë në degë; pagesat përmes MIPS kushtojnë 250 denarë, pavarësisht nga kanali.',
    },
  },
  {
    id: 'tariffs-international-payment-corporate',
    category: 'tariffs',
    customer_type: 'corporate',
    mk: {
      question: 'Кои се провизиите за меѓународни плаќања за компании?',
      answer:
        'Одливите кон странство чинат 0,25% од износот, најмалку 600 и најмногу 9.000 денари, плус SWIFT-трошок од 300 денари. Приливите од странство чинат 0,1%, најмалку 300 денари.',
    },
    en: {
      question: 'What are the fees for international payments for companies?',
      answer:
        'Outgoing payments cost 0.25% of the amount, at least 600 MKD and at most 9,000 MKD, plus a SWIFT charge of 300 MKD. Incoming payments cost 0.1%, at least 300 MKD.',
    },
    sq: {
      question: 'Cilat janë provizionet për pagesat ndërkombëtare për kompanitë?',
      answer:
        'Pagesat dalëse kushtojnë 0,25% të shumës, minimum 600 dhe maksimum 9.000 denarë, plus shpenzim SWIFT prej 300 denarësh. Pagesat hyrëse kushtojnë 0,1%, minimum 300 denarë.',
    },
  },
  {
    id: 'tariffs-ebanking-corporate',
    category: 'tariffs',
    customer_type: 'corporate',
    mk: {
      question: 'Колку чини електронското банкарство за компанија?',
      answer:
        'Корпоративното електронско банкарство чини 500 денари месечно и вклучува до тројца корисници; секој дополнителен корисник чини 150 денари месечно. Првиот мобилен токен за потпишување налози е бесплатен.',
    },
    en: {
      question: 'How much does e-banking cost for a company?',
      answer:
        'Corporate e-banking costs 500 MKD per month and includes up to three users; each additional user costs 150 MKD per month. The first mobile token for signing payment orders is free.',
    },
    sq: {
      question: 'Sa kushton e-banking për një kompani?',
      answer:
        'E-banking për korporata kushton 500 denarë në muaj dhe përfshin deri në tre përdorues; çdo përdorues shtesë kushton 150 denarë në muaj. Tokeni i parë mobil për nënshkrimin e urdhrave të pagesës është falas.',
    },
  },
  {
    id: 'tariffs-pos-corporate',
    category: 'tariffs',
    customer_type: 'corporate',
    mk: {
      question: 'Колку изнесува провизијата за прифаќање картички на POS-терминал?',
      answer:
        'Провизијата за трговецот е 1,2% од износот на трансакцијата за домашни картички и 1,8% за странски картички. Закупот на POS-терминал чини 600 денари месечно и е бесплатен кога месечниот промет надминува 300.000 денари.',
    },
    en: {
      question: 'What is the fee for accepting card payments at a POS terminal?',
      answer:
        'The merchant fee is 1.2% of the transaction amount for domestic cards and 1.8% for foreign cards. Renting a POS terminal costs 600 MKD per month and is free when the monthly turnover exceeds 300,000 MKD.',
    },
    sq: {
      question: 'Sa është provizioni për pranimin e kartelave në terminal POS?',
      answer:
        'Provizioni i tregtarit është 1,2% e shumës së transaksionit për kartelat vendore dhe 1,8% për kartelat e huaja. Qiraja e terminalit POS kushton 600 denarë në muaj dhe është falas kur qarkullimi mujor kalon 300.000 denarë.',
    },
  },
];
