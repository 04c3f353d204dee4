/**
 * The demo bank's account document and its own answers. Credentials live in the library
 * (DEMO_ACCOUNT), not here, so that the README, the seed and end-to-end tests share one definition.
 * Demo Banka AD Skopje is fictional; every number and address below is made up.
 */
export const demoAccountDocument = {
  profile: {
    name: 'Ana',
    surname: 'Petrovska',
    company: 'Demo Banka AD Skopje',
    language: 'mk',
    customerType: 'individual',
  },
  assistant: {
    name: 'Vesna',
    // As a customer reads it in each language: Cyrillic in Macedonian.
    names: { mk: 'Весна', en: 'Vesna', sq: 'Vesna' },
    bubbleColor: '#0B5FFF',
    // A small built-in portrait, so the demo account can save its settings (the photo is required)
    // without first uploading one; a data URL needs no file in storage.
    avatar: { default: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzIiIGZpbGw9IiMwQjVGRkYiLz48Y2lyY2xlIGN4PSIzMiIgY3k9IjI2IiByPSIxMSIgZmlsbD0iI2ZmZiIvPjxwYXRoIGQ9Ik0xMyA1NGMzLTEwIDEwLTE1IDE5LTE1czE2IDUgMTkgMTUiIGZpbGw9IiNmZmYiLz48cGF0aCBkPSJNMTkgMjdhMTMgMTMgMCAwIDEgMjYgMCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMGIyNTQ1IiBzdHJva2Utd2lkdGg9IjMiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIvPjxyZWN0IHg9IjE2IiB5PSIyNSIgd2lkdGg9IjUiIGhlaWdodD0iOSIgcng9IjIiIGZpbGw9IiMwYjI1NDUiLz48cmVjdCB4PSI0MyIgeT0iMjUiIHdpZHRoPSI1IiBoZWlnaHQ9IjkiIHJ4PSIyIiBmaWxsPSIjMGIyNTQ1Ii8+PC9zdmc+' },
  },
  bank: {
    name: 'Demo Banka AD Skopje',
    names: { mk: 'Демо Банка', en: 'Demo Banka', sq: 'Demo Banka' },
    location: 'Skopje',
    contact: 'Ana Petrovska',
    phone: '+389 2 3200 200',
    destinationEmail: 'kontakt@demobanka.example',
    consent: {
      mk: 'Се согласувам Демо Банка да ме контактира за ова барање и да ги обработува моите податоци само за таа цел (demobanka.mk/privatnost).',
      en: 'I agree that Demo Banka may contact me about this request and process my details for that purpose only (demobanka.mk/privacy).',
      sq: 'Pranoj që Demo Banka të më kontaktojë për këtë kërkesë dhe t’i përpunojë të dhënat e mia vetëm për këtë qëllim (demobanka.mk/privatesia).',
    },
  },
};

/** The bank's own wording for some questions, so the FAQ screen shows answered and unanswered items. */
export const demoAnswerSources = [
  {
    id: 'account-open-personal',
    mk: 'Во Демо Банка личната сметка ја отворате за 15 минути во која било од нашите 12 филијали — потребна ви е само лична карта. Побарајте го пакетот „Старт“: сметка, Visa дебитна картичка и мобилно банкарство без надоместок за одржување во првата година.',
    en: 'At Demo Banka you can open a personal account in 15 minutes at any of our 12 branches — all you need is your ID card. Ask for the Start package: an account, a Visa debit card and m-banking with no maintenance fee in the first year.',
    sq: 'Në Demo Banka llogarinë personale e hapni për 15 minuta në cilëndo nga 12 degët tona — ju nevojitet vetëm letërnjoftimi. Kërkoni paketën „Start“: llogari, kartelë debiti Visa dhe m-banking pa tarifë mirëmbajtjeje në vitin e parë.',
  },
  {
    id: 'atm-daily-limit',
    mk: 'Со дебитна картичка од Демо Банка можете да подигнете до 40.000 денари дневно на кој било банкомат. Ви треба повеќе за еден ден? Зголемете го лимитот до 80.000 денари во апликацијата Demo mBank, во „Картички → Лимити“.',
    en: 'With a Demo Banka debit card you can withdraw up to 40,000 MKD a day at any ATM. Need more for one day? Raise the limit to 80,000 MKD in the Demo mBank app under Cards → Limits.',
    sq: 'Me kartelë debiti të Demo Bankës mund të tërhiqni deri në 40.000 denarë në ditë në çdo bankomat. Ju duhen më shumë për një ditë? Rriteni limitin deri në 80.000 denarë në aplikacionin Demo mBank, te „Kartelat → Limitet“.',
  },
  {
    id: 'cards-block',
    mk: 'Јавете ни се веднаш на +389 2 3200 200 — одговараме 24 часа на ден — или притиснете „Блокирај картичка“ во Demo mBank. Картичката се блокира за една минута, а новата е подготвена во вашата филијала за три работни дена.',
    en: 'Call us right away on +389 2 3200 200 — we answer 24 hours a day — or tap Block card in Demo mBank. The card is blocked within a minute, and a new one is ready at your branch in three working days.',
    sq: 'Na telefononi menjëherë në +389 2 3200 200 — përgjigjemi 24 orë në ditë — ose shtypni „Blloko kartelën“ në Demo mBank. Kartela bllokohet brenda një minute, dhe e reja është gati në degën tuaj për tre ditë pune.',
  },
  {
    id: 'cards-pin-forgotten',
    mk: 'Отворете Demo mBank, одете во „Картички“, изберете ја картичката и притиснете „Прикажи PIN“ — ќе го видите откако ќе потврдите со отпечаток од прст. Немате апликација? Во секоја филијала на Демо Банка бесплатно ќе ви нарачаме нов PIN.',
    en: 'Open Demo mBank, go to Cards, choose the card and tap Show PIN — you will see it after confirming with your fingerprint. No app? Any Demo Banka branch will order a new PIN for you free of charge.',
    sq: "Hapni Demo mBank, shkoni te „Kartelat“, zgjidhni kartelën dhe shtypni „Shfaq PIN-in“ — do ta shihni pasi të konfirmoni me gjurmë gishti. Nuk keni aplikacion? Në çdo degë të Demo Bankës do t'ju porosisim PIN të ri falas.",
  },
  {
    id: 'ebanking-register',
    mk: 'Преземете ја Demo mBank од App Store или Google Play, скенирајте ја личната карта и направете селфи — вашето електронско банкарство е активно за околу пет минути, без одење во филијала.',
    en: 'Download Demo mBank from the App Store or Google Play, scan your ID card and take a selfie — your e-banking is active in about five minutes, without a visit to a branch.',
    sq: 'Shkarkoni Demo mBank nga App Store ose Google Play, skanoni letërnjoftimin dhe bëni një selfie — e-banking-u juaj aktivizohet për rreth pesë minuta, pa shkuar në degë.',
  },
  {
    id: 'loans-consumer',
    mk: 'Кредитот „Брза готовина“ од Демо Банка: до 900.000 денари на рок до 8 години, со одлука во рок од 24 часа за клиентите што примаат плата кај нас. Аплицирајте во Demo mBank или јавете се на +389 2 3200 200.',
    en: "Demo Banka's Fast Cash loan: up to 900,000 MKD for up to 8 years, with a decision within 24 hours for customers who receive their salary with us. Apply in Demo mBank or call +389 2 3200 200.",
    sq: 'Kredia „Para të shpejta“ e Demo Bankës: deri në 900.000 denarë me afat deri në 8 vjet, me vendim brenda 24 orëve për klientët që e marrin pagën te ne. Aplikoni në Demo mBank ose telefononi në +389 2 3200 200.',
  },
  {
    id: 'payments-international',
    mk: 'Пари во странство испраќате од Demo mBank, во „Плаќања → Странство“. Налозите поднесени до 14:00 часот заминуваат истиот ден; SWIFT-кодот на Демо Банка е DEMOMK22, ако банката на примачот го побара.',
    en: "Send money abroad from Demo mBank under Payments → Abroad. Orders placed by 14:00 leave the same day; Demo Banka's SWIFT code is DEMOMK22, in case the recipient's bank asks for it.",
    sq: 'Para jashtë vendit dërgoni nga Demo mBank, te „Pagesat → Jashtë vendit“. Urdhrat e dorëzuar deri në ora 14:00 nisen të njëjtën ditë; kodi SWIFT i Demo Bankës është DEMOMK22, nëse banka e marrësit e kërkon.',
  },
  {
    id: 'tariffs-account-fee-retail',
    mk: 'Во Демо Банка личната сметка чини 90 денари месечно, со сè вклучено: сметка, Visa дебитна картичка и електронско банкарство. Студентите, пензионерите и клиентите до 26 години не плаќаат ништо.',
    en: 'At Demo Banka a personal account costs 90 MKD per month, all included: the account, a Visa debit card and e-banking. Students, pensioners and customers under 26 pay nothing.',
    sq: 'Në Demo Banka llogaria personale kushton 90 denarë në muaj, me gjithçka të përfshirë: llogari, kartelë debiti Visa dhe e-banking. Studentët, pensionistët dhe klientët deri në 26 vjeç nuk paguajnë asgjë.',
  },
  {
    id: 'deposits-term-open',
    mk: 'Отворете орочен депозит „Демо Штедење“ во Demo mBank за помалку од две минути, од 3.000 денари, на рок од 3 до 36 месеци. Изберете месечна исплата на каматата или нејзино припишување кон депозитот на крајот на рокот.',
    en: 'Open a Demo Savings term deposit in Demo mBank in under two minutes, from 3,000 MKD, for 3 to 36 months. Choose monthly interest payouts or have the interest added to the deposit at maturity.',
    sq: 'Hapni depozitë me afat „Demo Kursimi“ në Demo mBank për më pak se dy minuta, nga 3.000 denarë, me afat nga 3 deri në 36 muaj. Zgjidhni pagesën mujore të interesit ose shtimin e tij në depozitë në fund të afatit.',
  },
  {
    id: 'other-working-hours',
    mk: 'Нашата централа во Скопје работи во работни денови од 8:00 до 19:00 часот и во сабота од 9:00 до 13:00 часот; другите филијали работат во работни денови од 8:30 до 16:30 часот. Весна, нашата дигитална асистентка, е тука за вас во секое време.',
    en: 'Our head office in Skopje is open on weekdays from 8:00 to 19:00 and on Saturdays from 9:00 to 13:00; the other branches are open on weekdays from 8:30 to 16:30. Vesna, our digital assistant, is here for you around the clock.',
    sq: 'Zyra jonë qendrore në Shkup punon në ditë pune nga ora 8:00 deri në 19:00 dhe të shtunën nga 9:00 deri në 13:00; degët e tjera punojnë në ditë pune nga ora 8:30 deri në 16:30. Vesna, asistentja jonë digjitale, është këtu për ju gjatë gjithë kohës.',
  },
];
