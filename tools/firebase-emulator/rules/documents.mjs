// Documents exactly as the console writes them (register-account.ts, save-account.ts,
// import-default-answers.ts, use-save-answer.ts, the products' StoredProduct). Tests start from
// these and change one thing at a time.
import { serverTimestamp } from 'firebase/firestore';

/** Storage's download address of a file, as the SDK gives it (the path encoded as one segment). */
const storageUrl = (path) => `https://firebasestorage.googleapis.com/v0/b/demo-tellr.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

export const profile = () => ({ name: 'Ана', surname: 'Петровска', company: 'Демо Банка', language: 'mk', customerType: 'individual' });

export const accountDocument = () => ({
  profile: { ...profile(), updatedAt: serverTimestamp() },
  assistant: {
    name: 'Весна',
    bubbleColor: '#0B5FFF',
    avatar: { default: storageUrl('mode/staging/accounts/alice-uid/files/assistant/photo-1.png'), path: 'mode/staging/accounts/alice-uid/files/assistant/photo-1.png' },
  },
  bank: { name: 'Демо Банка АД', location: 'Скопје', contact: 'Ана Петровска', phone: '+389 2 3200 200', destinationEmail: 'kontakt@demobanka.example' },
  faqImport: { status: 'done', done: 300, total: 300, finishedAt: serverTimestamp() },
});

export const attachment = (overrides = {}) => ({
  name: 'tariff.pdf',
  path: 'mode/staging/accounts/alice-uid/files/faq/mk/cards-block/Ab12Cd34Ef56Gh78Ij90-tariff.pdf',
  contentType: 'application/pdf',
  size: 1024,
  ...overrides,
});

export const answerDocument = (overrides = {}) => ({
  answer: { text: 'Јавете ни се на +389 2 3200 200.', attachments: [attachment()], source: 'bank', updatedAt: serverTimestamp(), ...overrides },
});

export const cardDocument = (fields = {}) => ({
  fields: { type: 'debit', brand: 'visa', currency: 'MKD', url: 'https://demobanka.example/cards', price: 0, maxInstallments: 12, gracePeriodDays: 30, ...fields },
  texts: { name: 'Visa Classic', bankName: 'Демо Банка', highlights: 'Без надомест првата година.' },
  photo: { path: 'mode/staging/accounts/alice-uid/files/products/cards/p1/a-card.png', url: storageUrl('mode/staging/accounts/alice-uid/files/products/cards/p1/a-card.png') },
  translated: true,
  sourceLocale: 'mk',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

export const loanDocument = () => ({
  fields: {
    category: 'HOME',
    currency: 'EUR',
    minAmount: 5000,
    maxAmount: 150000,
    minDurationMonths: 12,
    maxDurationMonths: 360,
    minParticipationPercent: 15,
    fixedRate: { min: 4.5, max: 5.9 },
    variableRate: {},
  },
  texts: { name: 'Станбен кредит' },
  photo: { url: storageUrl('mode/staging/accounts/alice-uid/files/products/loans/l1/loan.png') },
  translated: false,
  sourceLocale: 'mk',
});

export const depositDocument = () => ({
  fields: {
    type: 'term',
    currency: 'MKD',
    frequency: 'atMaturity',
    ownership: 'individual',
    partialWithdrawal: false,
    earlyTermination: true,
    fixedRate: { base: 3.1, minimum: 2.5, yearlyRate: 3.4, periodMonths: 12 },
    variableRate: {},
  },
  texts: { name: 'Орочен депозит', shortDescription: 'До 3,4 % годишно.' },
  photo: { url: storageUrl('mode/staging/accounts/alice-uid/files/products/deposits/d1/deposit.png') },
  translated: true,
  sourceLocale: 'mk',
});
