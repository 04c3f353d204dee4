/** Technical help with the apps: crashes, SMS codes, browsers, devices, biometrics. */
export default [
  {
    id: 'tech-app-not-working',
    category: 'tech-support',
    top: true,
    mk: {
      question: 'Апликацијата за мобилно банкарство не се отвора или постојано се затвора. Што да направам?',
      answer:
        'Ажурирајте ја апликацијата на најновата верзија и рестартирајте го телефонот. Ако сè уште не работи, проверете дали датумот и времето на телефонот се поставени автоматски, а потоа деинсталирајте ја и повторно инсталирајте ја апликацијата; ќе треба повторно да ја активирате со SMS-код.',
    },
    en: {
      question: "The m-banking app won't open or keeps closing. What should I do?",
      answer:
        "Update the app to the latest version and restart the phone. If it still doesn't work, check that the phone's date and time are set automatically, then uninstall and reinstall the app; you will need to activate it again with an SMS code.",
    },
    sq: {
      question: 'Aplikacioni m-banking nuk hapet ose mbyllet vazhdimisht. Çfarë duhet të bëj?',
      answer:
        "Përditësoni aplikacionin në versionin më të fundit dhe rindizni telefonin. Nëse ende nuk funksionon, kontrolloni që data dhe ora e telefonit të jenë të vendosura automatikisht, pastaj çinstaloni dhe instaloni përsëri aplikacionin; do t'ju duhet ta aktivizoni përsëri me kod SMS.",
    },
  },
  {
    id: 'tech-sms-not-received',
    category: 'tech-support',
    mk: {
      question: 'Не го добивам SMS-кодот. Зошто?',
      answer:
        'Проверете дали телефонот има сигнал и дали бројот пријавен во банката е точен. Во роаминг кодовите може да доцнат; почекајте една минута пред да побарате нов. Ако бројот е променет, ажурирајте го во филијала.',
    },
    en: {
      question: 'I am not receiving the SMS code. Why?',
      answer:
        'Check that the phone has signal and that the number registered with the bank is correct. Codes can be delayed when roaming; wait a minute before asking for a new one. If your number has changed, update it at a branch.',
    },
    sq: {
      question: 'Nuk po e marr kodin SMS. Pse?',
      answer:
        'Kontrolloni nëse telefoni ka sinjal dhe nëse numri i regjistruar në bankë është i saktë. Në roaming kodet mund të vonohen; prisni një minutë para se të kërkoni kod të ri. Nëse numri ka ndryshuar, përditësojeni në degë.',
    },
  },
  {
    id: 'tech-browsers',
    category: 'tech-support',
    mk: {
      question: 'Кои прелистувачи ги поддржува електронското банкарство?',
      answer:
        'Електронското банкарство работи во актуелните верзии на Chrome, Firefox, Edge и Safari. Одржувајте го прелистувачот ажуриран, а ако некоја страница не се вчитува правилно, исчистете го кешот или обидете се во приватен прозорец.',
    },
    en: {
      question: 'Which browsers does e-banking support?',
      answer:
        'E-banking works in the current versions of Chrome, Firefox, Edge and Safari. Keep your browser up to date, and if a page does not load properly, clear the cache or try a private window.',
    },
    sq: {
      question: 'Cilët shfletues i mbështet e-banking?',
      answer:
        'E-banking funksionon në versionet aktuale të Chrome, Firefox, Edge dhe Safari. Mbajeni shfletuesin të përditësuar dhe, nëse një faqe nuk ngarkohet si duhet, pastroni memorien e përkohshme ose provoni në dritare private.',
    },
  },
  {
    id: 'tech-supported-phones',
    category: 'tech-support',
    mk: {
      question: 'Кои телефони ги поддржува апликацијата за мобилно банкарство?',
      answer:
        'Апликацијата работи на телефони со Android 9 или понов и iOS 15 или понов. Постарите верзии повеќе не добиваат безбедносни ажурирања, па апликацијата може да не се стартува на нив.',
    },
    en: {
      question: 'Which phones does the m-banking app support?',
      answer:
        'The app works on phones with Android 9 or later and iOS 15 or later. Older versions no longer receive security updates, so the app may not start on them.',
    },
    sq: {
      question: 'Cilët telefona i mbështet aplikacioni m-banking?',
      answer:
        'Aplikacioni funksionon në telefona me Android 9 ose më të ri dhe iOS 15 ose më të ri. Versionet më të vjetra nuk marrin më përditësime sigurie, prandaj aplikacioni mund të mos niset në to.',
    },
  },
  {
    id: 'tech-report-problem',
    category: 'tech-support',
    mk: {
      question: 'Како да пријавам технички проблем?',
      answer:
        'Јавете се во контакт-центарот или пишете ни од електронското банкарство во делот „Пораки“. Опишете што правевте, кога се случило и каква порака за грешка се појавила, и ако можете, приложете слика од екранот — тоа ни помага побрзо да го решиме.',
    },
    en: {
      question: 'How do I report a technical problem?',
      answer:
        'Call the contact centre or write to us from e-banking under Messages. Describe what you were doing, when it happened and any error message you saw, and attach a screenshot if you can — it helps us solve the problem faster.',
    },
    sq: {
      question: 'Si ta lajmëroj një problem teknik?',
      answer:
        'Telefononi qendrën e kontaktit ose na shkruani nga e-banking te seksioni „Mesazhet“. Përshkruani çfarë po bënit, kur ndodhi dhe çfarë mesazhi gabimi u shfaq, dhe nëse mundeni, bashkëngjitni një pamje nga ekrani — kjo na ndihmon ta zgjidhim më shpejt.',
    },
  },
  {
    id: 'tech-biometrics',
    category: 'tech-support',
    mk: {
      question: 'Како да се најавам во мобилното банкарство со отпечаток од прст или лице?',
      answer:
        'Во апликацијата отворете „Поставки“, изберете „Биометриска најава“ и потврдете со вашиот PIN. Потоа можете да се најавувате и да ги потврдувате плаќањата со отпечаток од прст или препознавање на лице.',
    },
    en: {
      question: 'How do I sign in to m-banking with my fingerprint or face?',
      answer:
        'In the app open Settings, choose Biometric sign-in and confirm with your PIN. From then on you can sign in and confirm payments with your fingerprint or face recognition.',
    },
    sq: {
      question: 'Si të hyj në m-banking me gjurmë gishti ose me fytyrë?',
      answer:
        "Në aplikacion hapni „Cilësimet“, zgjidhni „Hyrje biometrike“ dhe konfirmoni me PIN-in tuaj. Pas kësaj mund të hyni dhe t'i konfirmoni pagesat me gjurmë gishti ose me njohje të fytyrës.",
    },
  },
];
