import { dayIn, shownToCustomersOn, type PublishedFaq, type PublishedProduct } from '@console/assistant-contract';
import { mapAccount } from '@console/account-data';
import type { StoredDocument } from '@console/backend';
import type { ProductKind } from '@console/data-paths';
import {
  OWN_QUESTION_PREFIX,
  isAnswered,
  isQuestionForCustomer,
  mapPhrasings,
  mapFaqCatalogue,
  mapHiddenQuestions,
  mapOwnQuestions,
  mapUserAnswers,
  type CustomerType,
  type HiddenQuestions,
  type RawRecord,
} from '@console/faq-data';
import type { TaughtQuestion } from '@console/assistant-engine';
import { perLocale, perLocaleAsync, type Locale } from '@console/locale';
import { PRODUCT_KINDS, mapProducts } from '@console/products-data';
import { publicDetails, type PublishFile } from './public-details';
import { publicProduct } from './public-product';
import type { PublicationDraft } from './publication-draft';

/** The stored documents a publication is made of, as read from the account. */
export type PublicationSources = {
  account: unknown;
  catalogue: Record<Locale, readonly RawRecord[]>;
  /** The bank's own questions, each in every language (absent: none). */
  ownQuestions?: readonly RawRecord[];
  answers: Record<Locale, readonly RawRecord[]>;
  /** The account's hidden questions document (absent: none hidden). */
  hiddenQuestions?: unknown;
  products: Record<Locale, Record<ProductKind, readonly StoredDocument[]>>;
  /** How the bank's customers ask its questions, one document per question (absent: none taught). */
  phrasings?: readonly RawRecord[];
};

/**
 * What the publish teaches the assistant in one language, for the questions it publishes there: how
 * the bank's customers ask each, and the bank's own questions as written (the catalogue's model knows
 * the catalogue's). A question with nothing to teach is left out.
 */
function taughtOf(sources: PublicationSources, locale: Locale, faqs: readonly PublishedFaq[]): TaughtQuestion[] {
  const phrasings = new Map((sources.phrasings ?? []).map(({ id, data }) => [id, mapPhrasings(data)[locale]]));
  return faqs.flatMap(({ id, question }) => {
    const taught = [...(id.startsWith(OWN_QUESTION_PREFIX) ? [question] : []), ...(phrasings.get(id) ?? [])];
    return taught.length > 0 ? [{ id, phrasings: taught }] : [];
  });
}


type FaqAudience = { customerType: CustomerType | null; hidden: HiddenQuestions };

async function faqsOf(sources: PublicationSources, locale: Locale, { customerType, hidden }: FaqAudience, publishFile: PublishFile): Promise<PublishedFaq[]> {
  const answers = new Map(mapUserAnswers(sources.answers[locale]).map((answer) => [answer.id, answer]));
  const published: PublishedFaq[] = [];
  const questions = [...mapFaqCatalogue(sources.catalogue[locale]), ...mapOwnQuestions(sources.ownQuestions ?? [], locale)];
  for (const question of questions) {
    const answer = answers.get(question.id);
    if (!answer || !isAnswered(answer) || !isQuestionForCustomer(question, customerType) || hidden.has(question.id)) continue;
    const attachments = await Promise.all(
      answer.attachments.map(async ({ name, path, contentType, size }) => ({ name, contentType, size, ...(await publishFile({ path, url: '' })) })),
    );
    published.push({ id: question.id, question: question.question, variants: question.variants, answer: answer.answer.trim(), category: question.category, top: question.isTop, attachments });
  }
  return published;
}

async function productsOf(sources: PublicationSources, locale: Locale, today: string, publishFile: PublishFile): Promise<PublishedProduct[]> {
  // A hidden product stays in the console only: customers are told nothing of it; nor of an offer
  // before its first day (on that day the draft differs from the publication, and the console says so).
  const products = PRODUCT_KINDS.flatMap((kind) => mapProducts(kind, locale, [...sources.products[locale][kind]])).filter(
    (product) => !product.hidden && shownToCustomersOn(product, today),
  );
  return Promise.all(products.map(async (product) => publicProduct(product, product.photo ? await publishFile(product.photo) : null)));
}

/**
 * What customers would see at `now`, from the account's stored drafts: the answered questions meant for
 * the bank's customer type that it does not hide, and every product not hidden from customers whose
 * offer holds on the bank's day, per language; the assistant and the bank's public details.
 */
export async function draftFromSources(sources: PublicationSources, allowedDomains: readonly string[], publishFile: PublishFile, now = Date.now()): Promise<PublicationDraft> {
  const account = mapAccount(sources.account);
  const audience: FaqAudience = { customerType: account.profile.customerType, hidden: mapHiddenQuestions(sources.hiddenQuestions) };
  const today = dayIn(account.bank.timeZone, now);
  const [details, faqs, products] = await Promise.all([
    publicDetails(sources.account, allowedDomains, publishFile),
    perLocaleAsync((locale) => faqsOf(sources, locale, audience, publishFile)),
    perLocaleAsync((locale) => productsOf(sources, locale, today, publishFile)),
  ]);
  return { ...details, faqs, products, taught: perLocale((locale) => taughtOf(sources, locale, faqs[locale])) };
}
