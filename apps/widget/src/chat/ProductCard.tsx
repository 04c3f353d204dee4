import { useState } from 'react';
import type { PublishedProduct } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { keyFigures } from '@console/product-figures';
import { figuresTranslator, type Translate } from '../texts';
import type { LeadTopic } from './LeadForm';
import { LoanCalculator } from './LoanCalculator';
import { loanTermsOf } from './loan-terms';
import styles from './chat.module.css';
import { safeLink } from './safe-link';

/** What a product offers in one line, as the bank wrote it: a card's highlights, a deposit's short description. */
const summaryOf = (product: PublishedProduct): string | undefined =>
  product.kind === 'cards' ? product.texts.highlights : product.kind === 'deposits' ? product.texts.shortDescription : undefined;

type ProductCardProps = { product: PublishedProduct; currency: string; t: Translate; locale: Locale; onLeaveContact: (topic: LeadTopic) => void };

/** A product as a card: its picture, name, what it offers in one line, its key figures, its page. */
export function ProductCard({ product, currency, t, locale, onLeaveContact }: ProductCardProps) {
  const summary = summaryOf(product);
  const figures = keyFigures(product, locale, figuresTranslator(locale), currency);
  const loanTerms = loanTermsOf(product);
  const productCurrency = product.fields.currency ?? currency;
  const pageUrl = safeLink(product.url);
  // The calculator's amount and term go with a request to be contacted about the loan.
  const [amount, setAmount] = useState<number | null>(null);
  const [termMonths, setTermMonths] = useState<number | null>(null);
  return (
    <article className={styles.product} aria-label={product.name}>
      {product.photo?.url ? <img src={product.photo.url} alt="" /> : null}
      <div className={styles.productBody}>
        <h2>{product.name}</h2>
        {summary ? <p>{summary}</p> : null}
        {figures.length > 0 ? (
          <dl>
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {loanTerms ? <LoanCalculator terms={loanTerms} currency={productCurrency} t={t} locale={locale} onAmountChange={setAmount} onTermChange={setTermMonths} /> : null}
        {pageUrl ? (
          <a href={pageUrl} target="_blank" rel="noopener noreferrer">
            {t('moreAbout', { name: product.name })}
          </a>
        ) : null}
        <button
          type="button"
          className={styles.leaveContact}
          onClick={() => onLeaveContact({ product: { id: product.id, name: product.name }, amount, termMonths, loan: product.kind === 'loans', currency: productCurrency })}
        >
          {t('lead.leave')}
        </button>
      </div>
    </article>
  );
}
