import account from './account.mjs';
import atm from './atm.mjs';
import cards from './cards.mjs';
import corporateFaqs from './corporate-faqs.mjs';
import deposits from './deposits.mjs';
import ebanking from './ebanking.mjs';
import loans from './loans.mjs';
import other from './other.mjs';
import payments from './payments.mjs';
import scenarios from './scenarios.mjs';
import tariffs from './tariffs.mjs';
import techSupport from './tech-support.mjs';
import terminology from './terminology.mjs';

/** Every catalogue entry, one table per category; the order does not matter, the output is sorted. */
export const faqSources = [
  ...account,
  ...atm,
  ...cards,
  ...deposits,
  ...ebanking,
  ...loans,
  ...payments,
  ...tariffs,
  ...techSupport,
  ...terminology,
  ...other,
  ...corporateFaqs,
  ...scenarios,
];
