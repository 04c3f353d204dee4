// The demo bank's products (Demo Banka AD Skopje: 3 cards, 3 loans, 3 deposits in mk, en and sq); the bank is fictional and all figures are made up.

const BLUE = '#0B5FFF';
const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** A product photo as a data URL: a small SVG drawn on the bank's blue, in white. */
function photo(body) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" rx="20" fill="${BLUE}"/>${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A card face: bank name, chip, contactless waves, a masked number, the product label and a brand mark. */
function cardFace(label, brandMark) {
  return photo(
    `<circle cx="290" cy="10" r="120" fill="#fff" fill-opacity=".1"/>` +
      `<text x="28" y="44" ${FONT} font-size="18" font-weight="700" fill="#fff">Demo Banka</text>` +
      `<rect x="28" y="70" width="46" height="34" rx="6" fill="#fff"/>` +
      `<path d="M28 87h46M51 70v34" stroke="${BLUE}" stroke-width="2"/>` +
      `<path d="M90 76a14 14 0 0 1 0 22M98 70a22 22 0 0 1 0 34" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
      `<text x="28" y="140" ${FONT} font-size="18" letter-spacing="3" fill="#fff">•••• •••• •••• 4821</text>` +
      `<text x="28" y="174" ${FONT} font-size="12" letter-spacing="2" fill="#fff" fill-opacity=".8">${label}</text>` +
      brandMark,
  );
}

const visaMark = `<text x="292" y="176" ${FONT} font-size="26" font-weight="700" font-style="italic" text-anchor="end" fill="#fff">VISA</text>`;
const mastercardMark = `<circle cx="256" cy="164" r="18" fill="#fff"/><circle cx="280" cy="164" r="18" fill="#fff" fill-opacity=".55"/>`;

const cashPhoto = photo(
  `<rect x="58" y="54" width="170" height="92" rx="10" fill="#fff" fill-opacity=".35" transform="rotate(-8 143 100)"/>` +
    `<rect x="70" y="66" width="170" height="92" rx="10" fill="#fff"/>` +
    `<circle cx="155" cy="112" r="26" fill="none" stroke="${BLUE}" stroke-width="4"/>` +
    `<text x="155" y="119" ${FONT} font-size="20" font-weight="700" text-anchor="middle" fill="${BLUE}">ден</text>` +
    `<circle cx="92" cy="88" r="5" fill="${BLUE}"/><circle cx="218" cy="136" r="5" fill="${BLUE}"/>` +
    `<path d="M268 40l-22 42h18l-10 38 32-50h-19z" fill="#fff"/>`,
);

const housePhoto = photo(
  `<circle cx="256" cy="54" r="22" fill="#fff" fill-opacity=".35"/>` +
    `<rect x="194" y="52" width="18" height="36" fill="#fff"/>` +
    `<path d="M80 104l80-62 80 62" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M100 100l60-46 60 46v70H100z" fill="#fff"/>` +
    `<rect x="146" y="124" width="28" height="46" rx="3" fill="${BLUE}"/>` +
    `<rect x="114" y="108" width="22" height="22" rx="2" fill="${BLUE}"/><rect x="184" y="108" width="22" height="22" rx="2" fill="${BLUE}"/>` +
    `<path d="M40 170h240" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
);

const greenPhoto = photo(
  `<circle cx="86" cy="62" r="20" fill="#fff" fill-opacity=".5"/>` +
    `<path d="M86 30v-10M86 104v-10M54 62h-10M128 62h-10M63 39l-7-7M116 92l-7-7M63 85l-7 7M116 32l-7 7" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M150 166c-10-70 40-122 124-126 6 84-44 134-124 126z" fill="#fff"/>` +
    `<path d="M150 166c24-40 58-74 98-100M182 124l-4-24M204 100l-2-24M190 116l26 2M214 90l24 0" fill="none" stroke="${BLUE}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M40 170h240" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
);

const coinStacksPhoto = photo(
  [2, 4, 6]
    .map((coins, stack) => {
      const x = 70 + stack * 70;
      const top = 170 - coins * 14;
      const edges = Array.from({ length: coins - 1 }, (_, coin) => `M${x} ${top + 14 * (coin + 1)}h52`).join('');
      return `<rect x="${x}" y="${top}" width="52" height="${coins * 14}" rx="7" fill="#fff"/><path d="${edges}" stroke="${BLUE}" stroke-width="2"/>`;
    })
    .join('') + `<path d="M70 74l56-24 36 18 74-42M220 24l16 2-4 16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
);

/** A piggy bank with a coin above its slot; `extra` adds details in front of it. */
function piggyPhoto(extra = '') {
  return photo(
    `<ellipse cx="160" cy="118" rx="76" ry="52" fill="#fff"/>` +
      `<path d="M178 74l18-28 14 32z" fill="#fff"/>` +
      `<rect x="222" y="100" width="28" height="34" rx="12" fill="#fff"/>` +
      `<circle cx="238" cy="112" r="3" fill="${BLUE}"/><circle cx="238" cy="123" r="3" fill="${BLUE}"/>` +
      `<circle cx="198" cy="100" r="5" fill="${BLUE}"/>` +
      `<rect x="140" y="70" width="40" height="6" rx="3" fill="${BLUE}"/>` +
      `<rect x="118" y="152" width="18" height="28" rx="6" fill="#fff"/><rect x="184" y="152" width="18" height="28" rx="6" fill="#fff"/>` +
      `<path d="M84 116c-14-4-18 10-8 14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="160" cy="44" r="18" fill="#fff" fill-opacity=".6"/>` +
      extra,
  );
}

const starMark = `<path d="M262 34l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#fff"/><path d="M56 58l4 8 8 1-6 6 1 8-7-4-7 4 1-8-6-6 8-1z" fill="#fff" fill-opacity=".6"/>`;

const cardBank = { mk: 'Демо Банка', en: 'Demo Banka', sq: 'Demo Banka' };
const applications = 'kontakt@demobanka.example';

export default [
  {
    id: 'card-visa-debit',
    kind: 'cards',
    fields: {
      type: 'debit',
      brand: 'visa',
      currency: 'MKD',
      url: 'https://demobanka.example/cards/visa-debit',
      price: 0,
      destinationEmail: applications,
    },
    texts: {
      mk: {
        name: 'Visa дебитна картичка',
        bankName: cardBank.mk,
        highlights:
          'Дел од пакетот „Старт“ и вклучена во месечниот надоместок за сметката од 90 денари — без посебна годишна членарина. Плаќате бесконтактно, со телефон и на интернет, а подигнувате до 40.000 денари дневно, со можност за зголемување до 80.000 денари во Demo mBank.',
      },
      en: {
        name: 'Visa debit card',
        bankName: cardBank.en,
        highlights:
          'Part of the Start package and included in the 90 MKD monthly account fee — no separate annual fee. Pay contactless, by phone and online, and withdraw up to 40,000 MKD a day, or raise the limit to 80,000 MKD in Demo mBank.',
      },
      sq: {
        name: 'Kartelë debiti Visa',
        bankName: cardBank.sq,
        highlights:
          'Pjesë e paketës „Start“ dhe e përfshirë në tarifën mujore të llogarisë prej 90 denarësh — pa kuotë vjetore të veçantë. Paguani pa kontakt, me telefon dhe në internet, dhe tërhiqni deri në 40.000 denarë në ditë, me mundësi rritjeje deri në 80.000 denarë në Demo mBank.',
      },
    },
    photo: cardFace('DEBIT', visaMark),
  },
  {
    id: 'card-mastercard-credit',
    kind: 'cards',
    fields: {
      type: 'credit',
      brand: 'mastercard',
      currency: 'MKD',
      url: 'https://demobanka.example/cards/mastercard-credit',
      price: 1200,
      minMonthlyPayment: 1000,
      maxInstallments: 12,
      gracePeriodDays: 45,
      maxCreditLimit: 300000,
      destinationEmail: applications,
    },
    texts: {
      mk: {
        name: 'Mastercard Плус кредитна картичка',
        bankName: cardBank.mk,
        highlights:
          'Купувајте на до 12 рати без камата кај нашите партнерски трговци и плаќајте без камата до 45 дена. Кредитен лимит до 300.000 денари и годишна членарина од 1.200 денари, а секој месец враќате најмалку 5 % од долгот, но не помалку од 1.000 денари.',
      },
      en: {
        name: 'Mastercard Plus credit card',
        bankName: cardBank.en,
        highlights:
          'Shop in up to 12 interest-free instalments at our partner merchants and enjoy up to 45 days without interest. A credit limit of up to 300,000 MKD and an annual fee of 1,200 MKD; each month you repay at least 5% of the balance, and no less than 1,000 MKD.',
      },
      sq: {
        name: 'Kartelë krediti Mastercard Plus',
        bankName: cardBank.sq,
        highlights:
          'Blini me deri në 12 këste pa interes te tregtarët tanë partnerë dhe paguani pa interes deri në 45 ditë. Limit krediti deri në 300.000 denarë dhe kuotë vjetore 1.200 denarë; çdo muaj paguani të paktën 5% të borxhit, por jo më pak se 1.000 denarë.',
      },
    },
    photo: cardFace('CREDIT', mastercardMark),
  },
  {
    id: 'card-prepaid-online',
    kind: 'cards',
    fields: {
      type: 'prepaid',
      brand: 'visa',
      currency: 'MKD',
      url: 'https://demobanka.example/cards/prepaid-online',
      price: 300,
      destinationEmail: applications,
    },
    texts: {
      mk: {
        name: 'Visa Online предплатена картичка',
        bankName: cardBank.mk,
        highlights:
          'Картичка за безбедно купување на интернет: ја надополнувате во Demo mBank само со износот што сакате да го потрошите, а платата и сметката ви остануваат заштитени. Секое плаќање го потврдувате со 3-D Secure, а годишната членарина е 300 денари.',
      },
      en: {
        name: 'Visa Online prepaid card',
        bankName: cardBank.en,
        highlights:
          'A card for safe online shopping: top it up in Demo mBank with just the amount you want to spend, and your salary and account stay out of reach. Every payment is confirmed with 3-D Secure, and the annual fee is 300 MKD.',
      },
      sq: {
        name: 'Kartelë e parapaguar Visa Online',
        bankName: cardBank.sq,
        highlights:
          'Kartelë për blerje të sigurta në internet: e rimbushni në Demo mBank vetëm me shumën që doni të shpenzoni, ndërsa paga dhe llogaria juaj mbeten të mbrojtura. Çdo pagesë e konfirmoni me 3-D Secure, dhe kuota vjetore është 300 denarë.',
      },
    },
    photo: cardFace('PREPAID ONLINE', visaMark),
  },
  {
    id: 'loan-fast-cash',
    kind: 'loans',
    fields: {
      category: 'PERSONAL',
      currency: 'MKD',
      url: 'https://demobanka.example/loans/fast-cash',
      minAmount: 30000,
      maxAmount: 900000,
      minDurationMonths: 12,
      maxDurationMonths: 96,
      fixedRate: { min: 6.5, max: 8.9 },
      variableRate: {},
      effectiveRate: 7.42,
    },
    texts: {
      mk: { name: 'Потрошувачки кредит „Брза готовина“' },
      en: { name: 'Fast Cash consumer loan' },
      sq: { name: 'Kredi konsumatore „Para të shpejta“' },
    },
    photo: cashPhoto,
  },
  {
    id: 'loan-home-my-home',
    kind: 'loans',
    fields: {
      category: 'HOME',
      currency: 'EUR',
      url: 'https://demobanka.example/loans/my-home',
      gracePeriodMonths: 6,
      minAmount: 10000,
      maxAmount: 250000,
      minDurationMonths: 60,
      maxDurationMonths: 360,
      minParticipationPercent: 10,
      fixedRate: { min: 4.2, max: 4.9 },
      variableRate: { min: 4.8, max: 5.5 },
      effectiveRate: 4.61,
      fixedRateYears: 5,
    },
    texts: {
      mk: { name: 'Станбен кредит „Мој дом“ во евра' },
      en: { name: 'My Home housing loan in euros' },
      sq: { name: 'Kredi për banim „Shtëpia ime“ në euro' },
    },
    photo: housePhoto,
  },
  {
    id: 'loan-green-energy',
    kind: 'loans',
    fields: {
      category: 'ECO',
      currency: 'MKD',
      eurClause: true,
      url: 'https://demobanka.example/loans/green',
      minAmount: 30000,
      maxAmount: 1200000,
      minDurationMonths: 12,
      maxDurationMonths: 120,
      fixedRate: { min: 5.4, max: 6.4 },
      variableRate: {},
    },
    texts: {
      mk: { name: 'Зелен кредит за енергетска ефикасност' },
      en: { name: 'Green loan for energy efficiency' },
      sq: { name: 'Kredi e gjelbër për efikasitet energjetik' },
    },
    photo: greenPhoto,
  },
  {
    id: 'deposit-demo-savings-term',
    kind: 'deposits',
    fields: {
      type: 'term',
      currency: 'MKD',
      frequency: 'atMaturity',
      ownership: 'individual',
      partialWithdrawal: false,
      earlyTermination: true,
      fixedRate: { minimum: 1.8, yearlyRate: 3.6, periodMonths: 36, demand: 0.1 },
      variableRate: {},
      termRates: { 3: 1.8, 6: 2.2, 12: 2.9, 24: 3.3, 36: 3.6 },
    },
    texts: {
      mk: {
        name: 'Орочен депозит „Демо Штедење“',
        shortDescription:
          'Орочен денарски депозит од 3.000 денари, на рок од 3 до 36 месеци, со фиксна каматна стапка до 3,6 % годишно. Се отвора во Demo mBank за помалку од две минути.',
        fullDescription:
          'Со „Демо Штедење“ вашите денари заработуваат сигурно: каматната стапка е фиксна за целиот рок и ја гледате пред да го потврдите депозитот. Колку подолг рок, толку повисока камата — 1,8 % за 3 месеци, 2,2 % за 6 месеци, 2,9 % за 12 месеци, 3,3 % за 24 месеци и 3,6 % годишно за 36 месеци. Каматата може да ви се исплаќа секој месец на сметката или да се припише кон депозитот на крајот на рокот. Депозитот го отворате во Demo mBank, во електронското банкарство или во која било од нашите 12 филијали, а по истекот на рокот може автоматски да се обнови. Депозитите на физички лица се осигурени во Фондот за осигурување на депозити до износот утврден со закон.',
        shortConditions:
          'Минимален износ 3.000 денари; рок од 3, 6, 12, 24 или 36 месеци; фиксна камата за целиот рок; без дополнителни уплати и делумно подигање.',
        fullConditions:
          'Депозитот може да го отвори секое полнолетно физичко лице со сметка во Демо Банка. Минималниот износ е 3.000 денари, а горна граница нема. Каматата се пресметува за секој ден од рокот, а при отворањето избирате дали ќе ви се исплаќа месечно или ќе се припише кон депозитот на крајот на рокот. За време на рокот не се можни дополнителни уплати ниту делумно подигање. Ако изберете автоматско обновување, депозитот се обновува на ист рок по стапката што важи на денот на обновувањето; во спротивно, главнината и каматата се пренесуваат на вашата сметка на денот на доспевањето. Отворањето и водењето на депозитот се без надоместок.',
        earlyWithdrawalPenalty:
          'Депозитот може да се раскине пред рокот во филијала или во Demo mBank. Тогаш каматата се пресметува повторно по стапката за депозити по видување од 0,1 % годишно, за времето додека парите биле орочени.',
      },
      en: {
        name: 'Demo Savings term deposit',
        shortDescription:
          'A denar term deposit from 3,000 MKD for 3 to 36 months, with a fixed rate of up to 3.6% a year. Open it in Demo mBank in under two minutes.',
        fullDescription:
          'With Demo Savings your denars earn safely: the rate is fixed for the whole term and you see it before you confirm the deposit. The longer the term, the higher the rate — 1.8% for 3 months, 2.2% for 6 months, 2.9% for 12 months, 3.3% for 24 months and 3.6% a year for 36 months. Interest can be paid to your account every month or added to the deposit at maturity. Open the deposit in Demo mBank, in e-banking or at any of our 12 branches, and have it renewed automatically when the term ends. Deposits of individuals are insured by the Deposit Insurance Fund up to the amount set by law.',
        shortConditions:
          'Minimum 3,000 MKD; terms of 3, 6, 12, 24 or 36 months; rate fixed for the whole term; no top-ups or partial withdrawals.',
        fullConditions:
          'Any adult with an account at Demo Banka can open the deposit. The minimum is 3,000 MKD and there is no upper limit. Interest is calculated for every day of the term, and when you open the deposit you choose whether it is paid out monthly or added to the deposit at maturity. No top-ups or partial withdrawals are possible during the term. If you choose automatic renewal, the deposit is renewed for the same term at the rate valid on the renewal day; otherwise the principal and interest are transferred to your account on the maturity date. Opening and keeping the deposit is free of charge.',
        earlyWithdrawalPenalty:
          'You can end the deposit early at a branch or in Demo mBank. The interest is then recalculated at the sight deposit rate of 0.1% a year for the time the money was deposited.',
      },
      sq: {
        name: 'Depozitë me afat „Demo Kursimi“',
        shortDescription:
          'Depozitë me afat në denarë nga 3.000 denarë, për 3 deri në 36 muaj, me normë fikse interesi deri në 3,6% në vit. Hapet në Demo mBank për më pak se dy minuta.',
        fullDescription:
          'Me „Demo Kursimi“ denarët tuaj fitojnë me siguri: norma e interesit është fikse për gjithë afatin dhe e shihni para se ta konfirmoni depozitën. Sa më i gjatë afati, aq më i lartë interesi — 1,8% për 3 muaj, 2,2% për 6 muaj, 2,9% për 12 muaj, 3,3% për 24 muaj dhe 3,6% në vit për 36 muaj. Interesi mund t’ju paguhet çdo muaj në llogari ose t’i shtohet depozitës në fund të afatit. Depozitën e hapni në Demo mBank, në e-banking ose në cilëndo nga 12 degët tona, dhe në fund të afatit ajo mund të rinovohet automatikisht. Depozitat e personave fizikë janë të siguruara nga Fondi për Sigurimin e Depozitave deri në shumën e përcaktuar me ligj.',
        shortConditions:
          'Shuma minimale 3.000 denarë; afat 3, 6, 12, 24 ose 36 muaj; interes fiks për gjithë afatin; pa pagesa shtesë dhe pa tërheqje të pjesshme.',
        fullConditions:
          'Depozitën mund ta hapë çdo person madhor me llogari në Demo Banka. Shuma minimale është 3.000 denarë dhe nuk ka kufi të sipërm. Interesi llogaritet për çdo ditë të afatit, dhe gjatë hapjes zgjidhni nëse do t’ju paguhet çdo muaj apo do t’i shtohet depozitës në fund të afatit. Gjatë afatit nuk lejohen pagesa shtesë as tërheqje të pjesshme. Nëse zgjidhni rinovimin automatik, depozita rinovohet për të njëjtin afat me normën që vlen në ditën e rinovimit; përndryshe kryegjëja dhe interesi kalojnë në llogarinë tuaj në ditën e maturimit. Hapja dhe mbajtja e depozitës janë falas.',
        earlyWithdrawalPenalty:
          'Depozitën mund ta ndërprisni para afatit në degë ose në Demo mBank. Në atë rast interesi rillogaritet me normën e depozitave pa afat prej 0,1% në vit, për kohën sa paratë kanë qenë të depozituara.',
      },
    },
    photo: coinStacksPhoto,
  },
  {
    id: 'deposit-flexi-savings',
    kind: 'deposits',
    fields: {
      type: 'savings',
      currency: 'MKD',
      frequency: 'monthly',
      ownership: 'individualOrJoint',
      partialWithdrawal: true,
      earlyTermination: true,
      fixedRate: {},
      variableRate: { minimum: 1.5, yearlyRate: 2 },
    },
    texts: {
      mk: {
        name: 'Штедна сметка „Флекси“',
        shortDescription:
          'Денарска штедна сметка без рок: уплаќате и подигате кога сакате, а каматата до 2 % годишно ви се припишува секој месец.',
        fullDescription:
          '„Флекси“ е за парите што сакате да ги имате при рака, а сепак да заработуваат. Каматата е променлива и се пресметува на дневното салдо: 1,5 % годишно за салдо до 300.000 денари и 2 % годишно кога салдото е над 300.000 денари. Се припишува на сметката на крајот од секој месец. Во Demo mBank поставете трајен налог што секој месец автоматски префрла дел од платата на „Флекси“, а парите ги враќате на тековната сметка за неколку секунди. Сметката може да ја водите сами или заедно со член на семејството.',
        shortConditions:
          'Без минимален износ и без надоместок за водење; уплати и подигања без ограничување; променлива камата, исплатена месечно.',
        fullConditions:
          'Сметката ја отвора полнолетно физичко лице со тековна сметка во Демо Банка, самостојно или заедно со уште еден сопственик. Нема минимален износ, а отворањето и водењето се бесплатни. Префрлањата меѓу „Флекси“ и вашата тековна сметка во Демо Банка се без провизија; за подигање готовина на шалтер важи тарифата на банката. Каматната стапка е променлива, а за секоја промена ве известуваме најмалку 30 дена однапред. Сметката може да ја затворите во секое време, без трошоци.',
        earlyWithdrawalPenalty:
          'Нема пенали: парите ги подигате во секое време, а каматата за веќе заштедените денови останува ваша.',
      },
      en: {
        name: 'Flexi savings account',
        shortDescription:
          'A denar savings account with no fixed term: pay in and withdraw whenever you like, and earn up to 2% a year, credited every month.',
        fullDescription:
          'Flexi is for money you want to keep at hand while it still earns. The rate is variable and calculated on the daily balance: 1.5% a year on balances up to 300,000 MKD and 2% a year when the balance is above 300,000 MKD. Interest is credited at the end of every month. Set up a standing order in Demo mBank to move part of your salary to Flexi automatically each month, and move money back to your current account in seconds. Hold the account on your own or jointly with a family member.',
        shortConditions:
          'No minimum balance and no maintenance fee; unlimited deposits and withdrawals; variable rate, paid monthly.',
        fullConditions:
          'Any adult with a current account at Demo Banka can open Flexi, alone or together with one more holder. There is no minimum balance, and opening and keeping the account is free. Transfers between Flexi and your Demo Banka current account are free of charge; cash withdrawals at the counter follow the bank’s tariff. The rate is variable, and we let you know about any change at least 30 days in advance. You can close the account at any time at no cost.',
        earlyWithdrawalPenalty:
          'No penalty: withdraw your money at any time, and you keep the interest earned for the days already saved.',
      },
      sq: {
        name: 'Llogari kursimi „Flexi“',
        shortDescription:
          'Llogari kursimi në denarë pa afat: paguani dhe tërhiqni kur të doni, ndërsa interesi deri në 2% në vit ju shtohet çdo muaj.',
        fullDescription:
          '„Flexi“ është për paratë që doni t’i keni pranë, por që prapë të fitojnë. Norma e interesit është e ndryshueshme dhe llogaritet mbi gjendjen ditore: 1,5% në vit për gjendje deri në 300.000 denarë dhe 2% në vit kur gjendja është mbi 300.000 denarë. Interesi shtohet në llogari në fund të çdo muaji. Në Demo mBank vendosni një urdhër të përhershëm që çdo muaj kalon automatikisht një pjesë të pagës në „Flexi“, ndërsa paratë i ktheni në llogarinë rrjedhëse për disa sekonda. Llogarinë mund ta keni vetëm ose bashkë me një anëtar të familjes.',
        shortConditions:
          'Pa shumë minimale dhe pa tarifë mirëmbajtjeje; pagesa dhe tërheqje pa kufizim; interes i ndryshueshëm, i paguar çdo muaj.',
        fullConditions:
          'Llogarinë e hap një person madhor me llogari rrjedhëse në Demo Banka, vetëm ose bashkë me një mbajtës tjetër. Nuk ka shumë minimale, ndërsa hapja dhe mbajtja janë falas. Transfertat ndërmjet „Flexi“ dhe llogarisë suaj rrjedhëse në Demo Banka janë pa provizion; për tërheqjen e parave në sportel vlen tarifa e bankës. Norma e interesit është e ndryshueshme dhe për çdo ndryshim ju njoftojmë të paktën 30 ditë përpara. Llogarinë mund ta mbyllni në çdo kohë, pa shpenzime.',
        earlyWithdrawalPenalty:
          'Pa penalitet: paratë i tërhiqni në çdo kohë, dhe interesi për ditët e kursyera mbetet i juaji.',
      },
    },
    photo: piggyPhoto(),
  },
  {
    id: 'deposit-children-growing-up',
    kind: 'deposits',
    fields: {
      type: 'children',
      currency: 'MKD',
      frequency: 'annually',
      ownership: 'individual',
      partialWithdrawal: false,
      earlyTermination: true,
      fixedRate: { yearlyRate: 3.9, validityMonths: 12 },
      variableRate: { yearlyRate: 3.4, demand: 0.1 },
    },
    texts: {
      mk: {
        name: 'Детско штедење „Растам“',
        shortDescription:
          'Штедење за вашето дете со месечни уплати од 500 денари: фиксна камата од 3,9 % во првата година, а потоа 3,4 % годишно. Парите му стануваат достапни на детето кога ќе наполни 18 години.',
        fullDescription:
          '„Растам“ е штедење што расте заедно со вашето дете. Родител или старател го отвора на име на детето, од раѓање до 14-годишна возраст, и избира месечна уплата од 500 денари нагоре — со трајен налог во Demo mBank уплатите одат сами. Во првите 12 месеци каматата е фиксна, 3,9 % годишно, а потоа е променлива, моментално 3,4 % годишно — повисока отколку на обичното штедење. Каматата се припишува кон штедењето еднаш годишно, па и таа почнува да заработува. Бабите, дедовците и роднините можат да уплатат кога сакаат, на пример за роденден. Кога детето ќе наполни 18 години, парите му стануваат достапни на неговата сметка.',
        shortConditions:
          'За деца до 14 години; месечна уплата од најмалку 500 денари; парите се достапни на 18-годишна возраст; без надоместок за отворање и водење.',
        fullConditions:
          'Штедењето го отвора родител или старател во која било од нашите 12 филијали, со своја лична карта и извод од матичната книга на родените за детето. Месечната уплата е најмалку 500 денари и може да се менува во секое време, а дополнителни уплати се можни без ограничување. Делумно подигање не е можно. Фиксната камата од 3,9 % важи 12 месеци од отворањето, а потоа се применува променливата стапка на банката за детско штедење, за чија промена ве известуваме најмалку 30 дена однапред. Ако пропуштите уплата, штедењето продолжува без казна. Кога детето ќе наполни 18 години, средствата заедно со каматата се пренесуваат на негова сметка во Демо Банка.',
        earlyWithdrawalPenalty:
          'Пред детето да наполни 18 години, штедењето може да се раскине само на барање на родителот во филијала, на пример за лекување или школување. Тогаш каматата се пресметува повторно по стапката за депозити по видување од 0,1 % годишно.',
      },
      en: {
        name: 'Growing Up children’s savings',
        shortDescription:
          'Save for your child with monthly payments from 500 MKD: a fixed 3.9% in the first year, then 3.4% a year. The money becomes available to your child at 18.',
        fullDescription:
          'Growing Up is savings that grow with your child. A parent or guardian opens it in the child’s name, at any age from birth to 14, and chooses a monthly payment from 500 MKD — with a standing order in Demo mBank the payments go in by themselves. For the first 12 months the rate is fixed at 3.9% a year; after that it is variable, currently 3.4% a year — higher than on ordinary savings. Interest is added to the savings once a year, so it starts earning too. Grandparents and relatives can pay in whenever they like, say for a birthday. When your child turns 18, the money becomes available on their own account.',
        shortConditions:
          'For children up to 14; a monthly payment of at least 500 MKD; the money is available at 18; no opening or maintenance fee.',
        fullConditions:
          'A parent or guardian opens the savings at any of our 12 branches, with their own ID card and the child’s birth certificate. The monthly payment is at least 500 MKD and can be changed at any time, and extra payments can be made without limit. Partial withdrawals are not possible. The fixed rate of 3.9% applies for 12 months from opening; after that the bank’s variable rate for children’s savings applies, and we let you know about any change at least 30 days in advance. A missed payment carries no penalty and the savings simply continue. When the child turns 18, the money and the interest are transferred to the child’s own account at Demo Banka.',
        earlyWithdrawalPenalty:
          'Before the child turns 18, the savings can be closed only at a parent’s request at a branch, for example for medical treatment or education. The interest is then recalculated at the sight deposit rate of 0.1% a year.',
      },
      sq: {
        name: 'Kursim për fëmijë „Rritem“',
        shortDescription:
          'Kursim për fëmijën tuaj me pagesa mujore nga 500 denarë: interes fiks 3,9% në vitin e parë, pastaj 3,4% në vit. Paratë i bëhen të disponueshme fëmijës kur mbush 18 vjeç.',
        fullDescription:
          '„Rritem“ është kursim që rritet bashkë me fëmijën tuaj. Prindi ose kujdestari e hap në emër të fëmijës, nga lindja deri në moshën 14 vjeç, dhe zgjedh një pagesë mujore nga 500 denarë e lart — me urdhër të përhershëm në Demo mBank pagesat kryhen vetë. Në 12 muajt e parë interesi është fiks, 3,9% në vit, pastaj është i ndryshueshëm, aktualisht 3,4% në vit — më i lartë se në kursimin e zakonshëm. Interesi i shtohet kursimit një herë në vit, kështu që fillon të fitojë edhe ai. Gjyshërit dhe të afërmit mund të paguajnë kur të duan, për shembull për ditëlindje. Kur fëmija mbush 18 vjeç, paratë i bëhen të disponueshme në llogarinë e tij.',
        shortConditions:
          'Për fëmijë deri në 14 vjeç; pagesë mujore të paktën 500 denarë; paratë janë të disponueshme në moshën 18 vjeç; pa tarifë hapjeje dhe mirëmbajtjeje.',
        fullConditions:
          'Kursimin e hap prindi ose kujdestari në cilëndo nga 12 degët tona, me letërnjoftimin e vet dhe certifikatën e lindjes së fëmijës. Pagesa mujore është të paktën 500 denarë dhe mund të ndryshohet në çdo kohë, ndërsa pagesat shtesë lejohen pa kufizim. Tërheqja e pjesshme nuk është e mundur. Interesi fiks prej 3,9% vlen 12 muaj nga hapja, pastaj zbatohet norma e ndryshueshme e bankës për kursimin e fëmijëve, për ndryshimin e së cilës ju njoftojmë të paktën 30 ditë përpara. Nëse humbisni një pagesë, kursimi vazhdon pa penalitet. Kur fëmija mbush 18 vjeç, mjetet bashkë me interesin kalojnë në llogarinë e tij në Demo Banka.',
        earlyWithdrawalPenalty:
          'Para se fëmija të mbushë 18 vjeç, kursimi mund të mbyllet vetëm me kërkesë të prindit në degë, për shembull për mjekim ose shkollim. Në atë rast interesi rillogaritet me normën e depozitave pa afat prej 0,1% në vit.',
      },
    },
    photo: piggyPhoto(starMark),
  },
];
