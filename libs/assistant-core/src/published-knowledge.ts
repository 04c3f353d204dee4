import { dayIn, shownToCustomersOn, type PublishedAssistant, type PublishedFaq, type PublishedProduct } from '@console/assistant-contract';
import type { KnowledgeEntry } from '@console/assistant-engine';
import type { Locale } from '@console/locale';

/** Words customers use for each kind of product, so "кредит", "loan" or "kredi" find the loans. */
const KIND_WORDS: Record<Locale, Record<PublishedProduct['kind'], string>> = {
  mk: { cards: 'картичка картички карта', loans: 'кредит кредити заем позајмица', deposits: 'депозит штедење штедна орочување' },
  en: { cards: 'card cards', loans: 'loan loans credit borrow', deposits: 'deposit deposits savings save' },
  sq: { cards: 'kartelë kartela kartë', loans: 'kredi kredia hua', deposits: 'depozitë depozita kursim kursime' },
};

export type LocaleContent = { faqs: PublishedFaq[]; products: PublishedProduct[] };

/**
 * One language's published answers and products, in the order they were published; a product whose
 * offer does not hold on the bank's day at `now` (not yet, or no longer) is left out.
 */
export function contentIn(published: PublishedAssistant, locale: Locale, now = Date.now()): LocaleContent {
  const parts = published.parts.filter((part) => part.locale === locale);
  const today = dayIn(published.head.timeZone, now);
  return { faqs: parts.flatMap((part) => part.faqs), products: parts.flatMap((part) => part.products).filter((product) => shownToCustomersOn(product, today)) };
}

/** What the answer engine searches in one language: the answered questions and the products. */
export function knowledgeOf({ faqs, products }: LocaleContent, locale: Locale): KnowledgeEntry[] {
  return [
    ...faqs.map((faq): KnowledgeEntry => ({ id: faq.id, kind: 'faq', title: faq.question, variants: faq.variants, text: faq.answer, tags: faq.category })),
    ...products.map(
      (product): KnowledgeEntry => ({ id: product.id, kind: 'product', title: product.name, text: Object.values(product.texts).join(' '), tags: KIND_WORDS[locale][product.kind] }),
    ),
  ];
}
