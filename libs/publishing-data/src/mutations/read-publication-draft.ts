import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type PublishedFaq, type PublishedFile, type PublishedProduct } from '@console/assistant-contract';
import { mapAccount } from '@console/account-data';
import { paths, type Backend, type StoredFileRef } from '@console/backend';
import { isAnswered, isQuestionForCustomer, mapFaqCatalogue, mapUserAnswers } from '@console/faq-data';
import { perLocaleAsync, type Locale } from '@console/locale';
import { PRODUCT_KINDS, mapProducts } from '@console/products-data';
import { publicProduct } from '../model/public-product';
import type { PublicationDraft } from '../model/publication-draft';

export type PublicationContext = { backend: Backend; mode: string; uid: string };

/** A stored file as customers will reach it: a lasting URL in Firebase, the path in local mode. */
async function publishedFile(backend: Backend, file: StoredFileRef): Promise<PublishedFile> {
  if (!file.path) return { url: file.url };
  if (backend.kind === 'local') return { url: '', path: file.path };
  return { url: await backend.files.getDownloadUrl(file.path) };
}

async function faqsOf({ backend, mode, uid }: PublicationContext, locale: Locale, customerType: Parameters<typeof isQuestionForCustomer>[1]): Promise<PublishedFaq[]> {
  const [catalogue, answers] = await Promise.all([
    backend.documents.getCollection(paths.faqCatalogue(mode, locale)).then(mapFaqCatalogue),
    backend.documents.getCollection(paths.accountAnswers(mode, uid, locale)).then(mapUserAnswers),
  ]);
  const answerById = new Map(answers.map((answer) => [answer.id, answer]));
  const published: PublishedFaq[] = [];
  for (const question of catalogue) {
    const answer = answerById.get(question.id);
    if (!answer || !isAnswered(answer) || !isQuestionForCustomer(question, customerType)) continue;
    const attachments = await Promise.all(
      answer.attachments.map(async ({ name, path, contentType, size }) => ({ name, contentType, size, ...(await publishedFile(backend, { path, url: '' })) })),
    );
    published.push({ id: question.id, question: question.question, variants: question.variants, answer: answer.answer.trim(), category: question.category, top: question.isTop, attachments });
  }
  return published;
}

async function productsOf({ backend, mode, uid }: PublicationContext, locale: Locale): Promise<PublishedProduct[]> {
  const lists = await Promise.all(
    PRODUCT_KINDS.map(async (kind) => mapProducts(kind, locale, await backend.documents.getCollection(paths.accountProducts(mode, uid, locale, kind)))),
  );
  return Promise.all(lists.flat().map(async (product) => publicProduct(product, product.photo ? await publishedFile(backend, product.photo) : null)));
}

/** What a publish would show customers now: read from the account's drafts in every language. */
export async function readPublicationDraft(context: PublicationContext, allowedDomains: readonly string[]): Promise<PublicationDraft> {
  const { backend, mode, uid } = context;
  const account = mapAccount((await backend.documents.getDoc(paths.account(mode, uid))).data);
  const avatar = account.assistant.avatar;
  const [faqs, products] = await Promise.all([
    perLocaleAsync((locale) => faqsOf(context, locale, account.profile.customerType)),
    perLocaleAsync((locale) => productsOf(context, locale)),
  ]);
  return {
    assistant: {
      name: account.assistant.name,
      bubbleColor: account.assistant.bubbleColor,
      photo: avatar.default ? await publishedFile(backend, { url: avatar.default, ...(avatar.path ? { path: avatar.path } : {}) }) : null,
    },
    bank: { name: account.bank.name, phone: account.bank.phone, location: account.bank.location },
    allowedDomains: [...allowedDomains],
    timeZone: DEFAULT_TIME_ZONE,
    currency: DEFAULT_CURRENCY,
    faqs,
    products,
  };
}
