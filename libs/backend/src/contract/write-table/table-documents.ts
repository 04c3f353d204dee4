/**
 * Documents exactly as the console writes them (registration, settings, the FAQ import and editor, the
 * product forms, publishing, the chat), for the fixtures' users. Cases start from these and change one
 * thing at a time.
 */
import { SERVER_TIMESTAMP, type DocumentData } from '../../ports/document-port';
import { paths } from '@console/data-paths';
import type { ContractUser } from '../environment';
import { accountOf, alice, bob, mode } from '../fixtures';
import { given } from './table-helpers';

export const assistantId = 'assistant-alice';
export const aliceAccount = accountOf(alice);
export const bobAccount = accountOf(bob);
export const answerPath = (account = aliceAccount, faqId = 'cards-block', locale = 'mk') => `${account}/faqs/${locale}/collection/${faqId}`;
export const productPath = (kind: string, account = aliceAccount, locale = 'mk') => `${account}/products/${locale}/${kind}/p1`;
export const filesOf = (user: ContractUser) => paths.accountFiles(mode, user.uid);
export const earlierFilesOf = (user: ContractUser) => paths.earlierAccountFiles(mode, user.uid);
export const assistantRecordPath = (id = assistantId) => `mode/${mode}/assistants/${id}`;
export const publishedHeadPath = (id = assistantId) => `mode/${mode}/published/${id}`;
export const publishedPartPath = (id = assistantId) => `${publishedHeadPath(id)}/parts/v1-mk-0`;
export const publicationPath = (account = aliceAccount) => `${account}/publication/state`;
export const analyticsOf = (id = assistantId) => `mode/${mode}/analytics/${id}`;
export const leadsOf = (id = assistantId) => `mode/${mode}/leads/${id}/items`;

/** The download address a backend gives a stored file: Storage's in Firebase, a page's `blob:` URL locally. */
export type FileUrl = (path: string) => string;

export const profile = (): DocumentData => ({ name: 'Ана', surname: 'Петровска', company: 'Демо Банка', language: 'mk', customerType: 'individual' });

export const accountDocument = (): DocumentData => ({
  profile: { ...profile(), updatedAt: SERVER_TIMESTAMP },
  assistant: { name: 'Весна', bubbleColor: '#0B5FFF' },
  bank: { name: 'Демо Банка АД', location: 'Скопје', contact: 'Ана Петровска', phone: '+389 2 3200 200', destinationEmail: 'kontakt@demobanka.example' },
  faqImport: { status: 'done', done: 300, total: 300, finishedAt: SERVER_TIMESTAMP },
});

export const attachment = (changes: DocumentData = {}): DocumentData => ({
  name: 'tariff.pdf',
  path: `${filesOf(alice)}/faq/mk/cards-block/Ab12Cd34Ef56Gh78Ij90-tariff.pdf`,
  contentType: 'application/pdf',
  size: 1024,
  ...changes,
});

export const answerDocument = (changes: DocumentData = {}): DocumentData => ({
  answer: { text: 'Јавете ни се на +389 2 3200 200.', attachments: [attachment()], source: 'bank', updatedAt: SERVER_TIMESTAMP, ...changes },
});

const productDocument = (fields: DocumentData, texts: DocumentData): DocumentData => ({
  fields,
  texts,
  photo: null,
  translated: true,
  sourceLocale: 'mk',
  hidden: false,
  createdAt: SERVER_TIMESTAMP,
  updatedAt: SERVER_TIMESTAMP,
});

export const card = (fields: DocumentData = {}, texts: DocumentData = {}) =>
  productDocument({ type: 'debit', brand: 'visa', currency: 'MKD', url: 'https://demobanka.example/cards', price: 0, ...fields }, { name: 'Visa Classic', ...texts });

export const loan = (fields: DocumentData = {}, texts: DocumentData = {}) =>
  productDocument(
    { category: 'HOME', currency: 'EUR', minAmount: 5000, maxAmount: 150000, minDurationMonths: 12, maxDurationMonths: 360, fixedRate: { min: 4.5, max: 5.9 }, variableRate: {}, ...fields },
    { name: 'Станбен кредит', ...texts },
  );

export const deposit = (fields: DocumentData = {}, texts: DocumentData = {}) =>
  productDocument(
    { type: 'term', currency: 'MKD', frequency: 'atMaturity', ownership: 'individual', fixedRate: { yearlyRate: 3.4, periodMonths: 12 }, variableRate: {}, ...fields },
    { name: 'Орочен депозит', ...texts },
  );

const photo = (kind: string, fileUrl: FileUrl) => {
  const path = `${filesOf(alice)}/products/${kind}/p1/a-photo.png`;
  return { path, url: fileUrl(path) };
};

/** Every field a product of each kind has, at its longest: what a write must still fit in the rules' budget. */
export const fullest = {
  cards: (fileUrl: FileUrl) => ({
    ...card(
      { type: 'credit', brand: 'visaElectron', minMonthlyPayment: 500, maxInstallments: 12, gracePeriodDays: 45, maxCreditLimit: 300000, overdraftLimit: 50000, destinationEmail: 'karticki@demobanka.example', url: `https://demobanka.example/${'k'.repeat(2000)}` },
      { name: 'К'.repeat(120), bankName: 'Б'.repeat(120), highlights: 'Х'.repeat(4000) },
    ),
    photo: photo('cards', fileUrl),
  }),
  loans: (fileUrl: FileUrl) => ({
    ...loan(
      {
        currency: 'MKD',
        url: 'https://demobanka.example/krediti',
        gracePeriodMonths: 6,
        minInstalment: 1000,
        instalmentAmount: 12000,
        minParticipationPercent: 15,
        variableRate: { min: 5.1, max: 6.2 },
        effectiveRate: 6.42,
        fixedRateYears: 5,
        destinationEmail: 'krediti@demobanka.example',
        eurClause: true,
        validFrom: '2026-12-01',
        validUntil: '2027-03-31',
      },
      { name: 'К'.repeat(120), fees: 'Н'.repeat(300) },
    ),
    photo: photo('loans', fileUrl),
  }),
  deposits: (fileUrl: FileUrl) => {
    const rate = { base: 2.1, minimum: 1.5, yearlyRate: 3.4, validityMonths: 12, periodMonths: 12, demand: 0.1 };
    return {
      ...deposit(
        {
          url: 'https://demobanka.example/depoziti',
          destinationEmail: 'depoziti@demobanka.example',
          minAmount: 500,
          partialWithdrawal: false,
          earlyTermination: true,
          fixedRate: rate,
          variableRate: rate,
          eurClause: true,
          validFrom: '2026-12-01',
          validUntil: '2027-03-31',
          termRates: { '1': 0.5, '3': 1.5, '6': 2, '12': 3.2, '18': 3.4, '24': 3.6, '36': 3.8, '48': 4, '60': 4.2 },
        },
        { name: 'Д'.repeat(120), shortDescription: 'К'.repeat(300), fullDescription: 'О'.repeat(4000), shortConditions: 'У'.repeat(300), fullConditions: 'У'.repeat(4000), earlyWithdrawalPenalty: 'П'.repeat(480) },
      ),
      photo: photo('deposits', fileUrl),
    };
  },
};

export const publishedHead = (): DocumentData => ({
  version: 'v1',
  parts: ['v1-mk-0'],
  publishedAt: SERVER_TIMESTAMP,
  assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', photo: null },
  bank: { name: 'Demo Banka', phone: '+389 2 3200 200', location: 'Skopje' },
  allowedDomains: ['demobanka.example'],
  timeZone: 'Europe/Skopje',
  currency: 'MKD',
});

/** Alice's assistant, published: what every customer case starts from. */
export const aliceAssistant = [
  given(assistantRecordPath(), { owner: alice.uid, createdAt: 0 }),
  given(publicationPath(), { assistantId, version: 'v1', publishedAt: 0, fingerprints: null, allowedDomains: ['demobanka.example'] }),
  given(publishedHeadPath(), { ...publishedHead(), publishedAt: 0 }),
  given(publishedPartPath(), { locale: 'mk', faqs: [], products: [] }),
];
