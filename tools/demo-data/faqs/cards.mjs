/** Card questions: blocking, PIN, card types, limits, online, abroad and mobile wallets. */
export default [
  {
    id: 'cards-block',
    category: 'Cards',
    top: true,
    mk: {
      question: 'Како да блокирам изгубена или украдена картичка?',
      answer:
        'Блокирајте ја веднаш во мобилното банкарство во делот „Картички“ или јавете се во контакт-центарот, достапен 24/7. Блокирањето е бесплатно, а потоа можете да нарачате нова картичка.',
    },
    en: {
      question: 'How do I block a lost or stolen card?',
      answer:
        'Block it at once in m-banking under Cards, or call the contact centre, which is available 24/7. Blocking is free, and you can then order a replacement card.',
    },
    sq: {
      question: 'Si ta bllokoj një kartelë të humbur ose të vjedhur?',
      answer:
        'Bllokojeni menjëherë në m-banking te seksioni „Kartelat“ ose telefononi qendrën e kontaktit, që është në dispozicion 24/7. Bllokimi është falas dhe më pas mund të porositni kartelë të re.',
    },
  },
  {
    id: 'cards-pin-forgotten',
    category: 'Cards',
    top: true,
    mk: {
      question: 'Го заборавив PIN-кодот на картичката. Што можам да направам?',
      answer:
        'PIN-кодот можете безбедно да го видите во мобилното банкарство во деталите за картичката. Ако не користите мобилно банкарство, побарајте нов PIN во филијала; ќе биде подготвен за околу пет работни дена.',
    },
    en: {
      question: 'I forgot my card PIN. What can I do?',
      answer:
        "You can view your PIN securely in m-banking under card details. If you don't use m-banking, ask for a new PIN at a branch; it will be ready in about five working days.",
    },
    sq: {
      question: 'E harrova PIN-in e kartelës. Çfarë mund të bëj?',
      answer:
        'PIN-in mund ta shihni në mënyrë të sigurt në m-banking te detajet e kartelës. Nëse nuk përdorni m-banking, kërkoni PIN të ri në degë; do të jetë gati për rreth pesë ditë pune.',
    },
  },
  {
    id: 'cards-debit-vs-credit',
    category: 'Cards',
    mk: {
      question: 'Која е разликата меѓу дебитна и кредитна картичка?',
      answer:
        'Со дебитната картичка ги трошите парите што ги имате на сметката. Со кредитната картичка трошите средства на банката до одобрен лимит, кои ги враќате подоцна — целосно во бескаматниот период или на рати со камата.',
    },
    en: {
      question: 'What is the difference between a debit and a credit card?',
      answer:
        "A debit card spends the money on your account. A credit card spends the bank's money up to an approved limit, which you repay later — in full within the interest-free period, or in instalments with interest.",
    },
    sq: {
      question: 'Cili është ndryshimi ndërmjet kartelës së debitit dhe asaj të kreditit?',
      answer:
        'Me kartelën e debitit shpenzoni paratë që keni në llogari. Me kartelën e kreditit shpenzoni mjete të bankës deri në limitin e miratuar, të cilat i ktheni më vonë — plotësisht brenda periudhës pa interes ose me këste me interes.',
    },
  },
  {
    id: 'cards-apply-credit',
    category: 'Cards',
    mk: {
      question: 'Како да аплицирам за кредитна картичка?',
      answer:
        'Аплицирајте преку мобилното банкарство или во филијала. Потребен ви е редовен приход што се уплатува на сметка; лимитот зависи од приходите и кредитната историја. Картичката обично се издава во рок од пет работни дена по одобрувањето.',
    },
    en: {
      question: 'How do I apply for a credit card?',
      answer:
        'Apply in m-banking or at a branch. You need a regular income paid into an account; the limit depends on your income and credit history. The card is usually issued within five working days of approval.',
    },
    sq: {
      question: 'Si të aplikoj për kartelë krediti?',
      answer:
        'Aplikoni në m-banking ose në degë. Ju nevojitet të ardhur e rregullt që paguhet në llogari; limiti varet nga të ardhurat dhe historia kreditore. Kartela zakonisht lëshohet brenda pesë ditëve të punës pas miratimit.',
    },
  },
  {
    id: 'cards-contactless',
    category: 'Cards',
    mk: {
      question: 'Како функционира бесконтактното плаќање?',
      answer:
        'Доближете ја картичката или телефонот до POS-терминалот. Помалите плаќања обично не бараат PIN; за поголеми износи, а повремено и од безбедносни причини, терминалот ќе го побара.',
    },
    en: {
      question: 'How does contactless payment work?',
      answer:
        'Hold the card or phone near the POS terminal. Small payments usually need no PIN; for larger amounts, and now and then for security reasons, the terminal will ask for it.',
    },
    sq: {
      question: 'Si funksionon pagesa pa kontakt?',
      answer:
        'Afrojeni kartelën ose telefonin te terminali POS. Pagesat më të vogla zakonisht nuk kërkojnë PIN; për shuma më të mëdha, e herë pas here për arsye sigurie, terminali do ta kërkojë.',
    },
  },
  {
    id: 'cards-online-payments',
    category: 'Cards',
    mk: {
      question: 'Можам ли да плаќам на интернет со мојата картичка?',
      answer:
        'Да. Сите наши картички може да се користат за купување на интернет и се заштитени со 3-D Secure: секое плаќање се потврдува во мобилното банкарство или со еднократен SMS-код. Плаќањата на интернет можете да ги исклучите и вклучите во мобилното банкарство.',
    },
    en: {
      question: 'Can I pay online with my card?',
      answer:
        'Yes. All our cards can be used for online purchases and are protected by 3-D Secure: each payment is confirmed in m-banking or with a one-time SMS code. You can switch online payments off and on in m-banking.',
    },
    sq: {
      question: 'A mund të paguaj në internet me kartelën time?',
      answer:
        "Po. Të gjitha kartelat tona mund të përdoren për blerje në internet dhe janë të mbrojtura me 3-D Secure: çdo pagesë konfirmohet në m-banking ose me kod SMS njëpërdorimësh. Pagesat në internet mund t'i çaktivizoni dhe aktivizoni në m-banking.",
    },
  },
  {
    // Upper-case on purpose: the console matches categories case-insensitively.
    id: 'cards-abroad',
    category: 'CARDS',
    mk: {
      question: 'Можам ли да ја користам картичката во странство?',
      answer:
        'Да, секаде каде што се прифаќа Visa или Mastercard. Плаќањата во странска валута се конвертираат во денари и може да се наплати провизија за конверзија. Известете нè за подолги патувања за системот за спречување измами да не ги задржи вашите плаќања.',
    },
    en: {
      question: 'Can I use my card abroad?',
      answer:
        'Yes, wherever Visa or Mastercard is accepted. Payments in foreign currency are converted to denars, and a conversion fee may apply. Let us know about longer trips so that fraud monitoring does not hold up your payments.',
    },
    sq: {
      question: 'A mund ta përdor kartelën jashtë vendit?',
      answer:
        'Po, kudo ku pranohet Visa ose Mastercard. Pagesat në valutë të huaj konvertohen në denarë dhe mund të aplikohet provizion për konvertim. Na njoftoni për udhëtime më të gjata që sistemi kundër mashtrimeve të mos i ndalë pagesat tuaja.',
    },
  },
  {
    id: 'cards-limit-change',
    category: 'Cards',
    mk: {
      question: 'Како да ги променам лимитите на картичката?',
      answer:
        'Во мобилното банкарство отворете ја картичката и изберете „Лимити“ за да ги промените дневните лимити за подигање од банкомат, плаќање во продавници и на интернет во дозволениот опсег. Промената важи веднаш.',
    },
    en: {
      question: 'How do I change my card limits?',
      answer:
        'In m-banking, open the card and choose Limits to change the daily limits for ATM withdrawals, in-store and online payments within the allowed range. The change applies immediately.',
    },
    sq: {
      question: "Si t'i ndryshoj limitet e kartelës?",
      answer:
        'Në m-banking hapni kartelën dhe zgjidhni „Limitet“ për të ndryshuar limitet ditore për tërheqje nga bankomati, pagesa në dyqane dhe në internet brenda kufijve të lejuar. Ndryshimi vlen menjëherë.',
    },
  },
  {
    id: 'cards-renewal',
    category: 'Cards',
    mk: {
      question: 'Мојата картичка наскоро истекува. Како да добијам нова?',
      answer:
        'Картичките се обновуваат автоматски. Новата картичка е подготвена во вашата филијала околу еден месец пред истекот на старата, а ние ве известуваме со SMS. PIN-кодот останува ист.',
    },
    en: {
      question: 'My card is about to expire. How do I get a new one?',
      answer:
        'Cards are renewed automatically. The new card is ready at your branch about a month before the old one expires, and we let you know by SMS. The PIN stays the same.',
    },
    sq: {
      question: 'Kartela ime po skadon së shpejti. Si të marr një të re?',
      answer:
        'Kartelat rinovohen automatikisht. Kartela e re është gati në degën tuaj rreth një muaj para skadimit të së vjetrës dhe ju njoftojmë me SMS. PIN-i mbetet i njëjtë.',
    },
  },
  {
    id: 'cards-mobile-wallet',
    category: 'Cards',
    mk: {
      question: 'Можам ли да ја додадам картичката во Apple Pay или Google Pay?',
      answer:
        'Да. Додајте ја картичката во апликацијата Wallet или Google Wallet, или директно од мобилното банкарство, и потврдете со кодот што ќе ви го испратиме. Потоа можете да плаќате со телефонот или часовникот секаде каде што се прифаќа бесконтактно плаќање.',
    },
    en: {
      question: 'Can I add my card to Apple Pay or Google Pay?',
      answer:
        'Yes. Add the card in the Wallet or Google Wallet app, or directly from m-banking, and confirm with the code we send you. You can then pay with your phone or watch wherever contactless payments are accepted.',
    },
    sq: {
      question: 'A mund ta shtoj kartelën në Apple Pay ose Google Pay?',
      answer:
        "Po. Shtoni kartelën në aplikacionin Wallet ose Google Wallet, ose drejtpërdrejt nga m-banking, dhe konfirmoni me kodin që do t'ju dërgojmë. Më pas mund të paguani me telefon ose orë kudo ku pranohen pagesat pa kontakt.",
    },
  },
];
