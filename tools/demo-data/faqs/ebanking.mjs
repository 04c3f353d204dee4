/** Electronic and mobile banking: sign-up, passwords, confirmations, security, limits. */
export default [
  {
    id: 'ebanking-register',
    category: 'Ebanking',
    top: true,
    mk: {
      question: 'Како да се регистрирам за електронско и мобилно банкарство?',
      answer:
        'Преземете ја апликацијата за мобилно банкарство и регистрирајте се за неколку минути со дебитната картичка и личната карта, или потпишете барање во филијала. Истиот корисник работи и во веб-верзијата на електронското банкарство.',
    },
    en: {
      question: 'How do I sign up for e-banking and m-banking?',
      answer:
        'Download the m-banking app and register in a few minutes with your debit card and ID card, or sign a request at a branch. The same user also works in the web version of e-banking.',
    },
    sq: {
      question: 'Si të regjistrohem për e-banking dhe m-banking?',
      answer:
        'Shkarkoni aplikacionin m-banking dhe regjistrohuni për pak minuta me kartelën e debitit dhe letërnjoftimin, ose nënshkruani kërkesën në degë. I njëjti përdorues funksionon edhe në versionin web të e-banking.',
    },
  },
  {
    id: 'ebanking-forgot-password',
    category: 'Ebanking',
    mk: {
      question: 'Ја заборавив лозинката за електронско банкарство. Како да ја ресетирам?',
      answer:
        'На страницата за најава изберете „Заборавена лозинка“, внесете го корисничкото име и потврдете со кодот испратен на вашиот мобилен телефон, а потоа поставете нова лозинка. Ако сте го промениле телефонскиот број, посетете филијала.',
    },
    en: {
      question: 'I forgot my e-banking password. How do I reset it?',
      answer:
        'On the sign-in page choose Forgot password, enter your user name, confirm with the code sent to your mobile phone and set a new password. If your phone number has changed, please visit a branch.',
    },
    sq: {
      question: 'E harrova fjalëkalimin e e-banking. Si ta rivendos?',
      answer:
        'Në faqen e hyrjes zgjidhni „Keni harruar fjalëkalimin“, shkruani emrin e përdoruesit dhe konfirmoni me kodin e dërguar në telefonin tuaj celular, pastaj vendosni fjalëkalim të ri. Nëse e keni ndryshuar numrin e telefonit, vizitoni një degë.',
    },
  },
  {
    id: 'ebanking-locked',
    category: 'Ebanking',
    mk: {
      question: 'Мојот корисник за електронско банкарство е заклучен. Што да направам?',
      answer:
        'Корисникот се заклучува по пет погрешни лозинки по ред. Отклучете го сами со опцијата „Заборавена лозинка“ или јавете се во контакт-центарот; од безбедносни причини прво ќе го потврдиме вашиот идентитет.',
    },
    en: {
      question: 'My e-banking user is locked. What should I do?',
      answer:
        'The user is locked after five wrong passwords in a row. Unlock it yourself with the Forgot password option or call the contact centre; for your security we will verify your identity first.',
    },
    sq: {
      question: 'Përdoruesi im i e-banking është bllokuar. Çfarë duhet të bëj?',
      answer:
        'Përdoruesi bllokohet pas pesë fjalëkalimeve të gabuara radhazi. Zhbllokojeni vetë me opsionin „Keni harruar fjalëkalimin“ ose telefononi qendrën e kontaktit; për siguri, së pari do ta verifikojmë identitetin tuaj.',
    },
  },
  {
    id: 'ebanking-services',
    category: 'Ebanking',
    mk: {
      question: 'Што можам да правам во електронското банкарство?',
      answer:
        'Можете да ги проверувате состојбата и трансакциите, да вршите домашни и меѓународни плаќања, да плаќате сметки, да менувате валути, да отворате орочени депозити, да управувате со картичките и да преземате изводи, во секое време.',
    },
    en: {
      question: 'What can I do in e-banking?',
      answer:
        'You can check balances and transactions, make domestic and international payments, pay bills, exchange currency, open term deposits, manage your cards and download statements, around the clock.',
    },
    sq: {
      question: 'Çfarë mund të bëj në e-banking?',
      answer:
        'Mund të kontrolloni gjendjen dhe transaksionet, të bëni pagesa vendore dhe ndërkombëtare, të paguani faturat, të këmbeni valuta, të hapni depozita me afat, të menaxhoni kartelat dhe të shkarkoni pasqyrat, gjatë gjithë kohës.',
    },
  },
  {
    id: 'ebanking-payment-confirmation',
    category: 'Ebanking',
    mk: {
      question: 'Како да ги потврдам плаќањата во електронското банкарство?',
      answer:
        'Плаќањата се потврдуваат со известување во апликацијата за мобилно банкарство или со еднократен код преку SMS. Кодот важи неколку минути и никогаш не се бара по телефон или е-пошта.',
    },
    en: {
      question: 'How do I confirm payments in e-banking?',
      answer:
        'Payments are confirmed with a notification in the m-banking app or with a one-time code sent by SMS. The code is valid for a few minutes and is never requested by phone or e-mail.',
    },
    sq: {
      question: "Si t'i konfirmoj pagesat në e-banking?",
      answer:
        'Pagesat konfirmohen me njoftim në aplikacionin m-banking ose me kod njëpërdorimësh me SMS. Kodi vlen disa minuta dhe nuk kërkohet kurrë me telefon ose e-mail.',
    },
  },
  {
    id: 'ebanking-app-download',
    category: 'Ebanking',
    mk: {
      question: 'Од каде можам да ја преземам апликацијата за мобилно банкарство?',
      answer:
        'Апликацијата е бесплатна на App Store за iPhone и на Google Play за телефони со Android. Преземајте ја само од официјалните продавници или преку линкот на нашата веб-страница.',
    },
    en: {
      question: 'Where can I download the m-banking app?',
      answer:
        'The app is free on the App Store for iPhone and on Google Play for Android phones. Download it only from the official stores or through the link on our website.',
    },
    sq: {
      question: 'Ku mund ta shkarkoj aplikacionin m-banking?',
      answer:
        'Aplikacioni është falas në App Store për iPhone dhe në Google Play për telefonat Android. Shkarkojeni vetëm nga dyqanet zyrtare ose përmes lidhjes në faqen tonë të internetit.',
    },
  },
  {
    id: 'ebanking-security',
    category: 'Ebanking',
    top: true,
    mk: {
      question: 'Како да се заштитам од измами на интернет?',
      answer:
        'Никогаш не ги споделувајте лозинката, PIN-кодот или еднократните кодови, дури ни со некој што тврди дека е од банката — ние никогаш не ги бараме. Проверете ја адресата на страницата пред најава и пријавувајте ги сомнителните пораки во контакт-центарот.',
    },
    en: {
      question: 'How can I protect myself from online fraud?',
      answer:
        'Never share your password, PIN or one-time codes, not even with someone who says they are from the bank — we never ask for them. Check the address of the site before signing in and report suspicious messages to the contact centre.',
    },
    sq: {
      question: 'Si të mbrohem nga mashtrimet në internet?',
      answer:
        'Mos e ndani kurrë fjalëkalimin, PIN-in ose kodet njëpërdorimëshe, as me dikë që thotë se është nga banka — ne nuk i kërkojmë kurrë. Kontrolloni adresën e faqes para hyrjes dhe lajmëroni mesazhet e dyshimta në qendrën e kontaktit.',
    },
  },
  {
    id: 'ebanking-new-phone',
    category: 'Ebanking',
    mk: {
      question: 'Како да го активирам мобилното банкарство на нов телефон?',
      answer:
        'Инсталирајте ја апликацијата на новиот телефон и најавете се со корисничкото име и лозинката; активацијата се потврдува со SMS-код. Стариот уред автоматски се деактивира.',
    },
    en: {
      question: 'How do I activate m-banking on a new phone?',
      answer:
        'Install the app on the new phone and sign in with your user name and password; the activation is confirmed with an SMS code. The old device is deactivated automatically.',
    },
    sq: {
      question: 'Si ta aktivizoj m-banking në telefon të ri?',
      answer:
        'Instaloni aplikacionin në telefonin e ri dhe hyni me emrin e përdoruesit dhe fjalëkalimin; aktivizimi konfirmohet me kod SMS. Pajisja e vjetër çaktivizohet automatikisht.',
    },
  },
  {
    id: 'ebanking-limits',
    category: 'Ebanking',
    mk: {
      question: 'Дали има лимити за плаќања во електронското банкарство?',
      answer:
        'Да. Стандардниот дневен лимит за физички лица е 300.000 денари за домашни плаќања и противвредност од 10.000 евра за плаќања во странство. Лимитите можете да ги промените во филијала.',
    },
    en: {
      question: 'Are there limits on payments in e-banking?',
      answer:
        'Yes. The standard daily limit for individuals is 300,000 MKD for domestic payments and the equivalent of 10,000 EUR for payments abroad. You can change the limits at a branch.',
    },
    sq: {
      question: 'A ka limite për pagesat në e-banking?',
      answer:
        "Po. Limiti standard ditor për personat fizikë është 300.000 denarë për pagesat vendore dhe kundërvlera e 10.000 eurove për pagesat jashtë vendit. Limitet mund t'i ndryshoni në degë.",
    },
  },
];
