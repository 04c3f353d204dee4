// Documents as the console writes them, for the rules tests the shared write table does not cover
// (libs/backend/src/contract/write-table/table-documents.ts has every kind).
import { serverTimestamp } from 'firebase/firestore';
import { alice, filesPath } from './rules-environment.mjs';

/** Storage's download address of a file, as the SDK gives it (the path encoded as one segment). */
export const storageUrl = (path) => `https://firebasestorage.googleapis.com/v0/b/demo-tellr.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

export const profile = () => ({ name: 'Ана', surname: 'Петровска', company: 'Демо Банка', language: 'mk', customerType: 'individual' });

export const attachment = (overrides = {}) => ({
  name: 'tariff.pdf',
  path: `${filesPath(alice)}/faq/mk/cards-block/Ab12Cd34Ef56Gh78Ij90-tariff.pdf`,
  contentType: 'application/pdf',
  size: 1024,
  ...overrides,
});

export const answerDocument = (overrides = {}) => ({
  answer: { text: 'Јавете ни се на +389 2 3200 200.', attachments: [attachment()], source: 'bank', updatedAt: serverTimestamp(), ...overrides },
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
  photo: { url: storageUrl(`${filesPath(alice)}/products/loans/l1/loan.png`) },
  translated: false,
  sourceLocale: 'mk',
});

