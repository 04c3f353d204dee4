import { LOCALES, type Locale } from '@console/locale';
import { ROUTES, settingsSection } from '@console/routes';
/** At least this many answered FAQ questions and products before launch (specification, section 9). */
export const REQUIRED_ANSWERS = 3;
export const REQUIRED_PRODUCTS = 3;

export type ChecklistStepId = 'answers' | 'products' | 'personal';

export interface ChecklistStep {
  id: ChecklistStepId;
  /** How far along the step is in every language at once, capped at its target. */
  current: number;
  target: number;
  done: boolean;
  /** Where the step is done. */
  to: string;
  /** How far along it is in each language, uncapped (answers and products are written per language). */
  byLocale?: Record<Locale, number>;
  /** Products shown to customers but not yet written in every language: the step waits for them too. */
  untranslated?: number;
}

export interface Checklist {
  steps: ChecklistStep[];
  doneCount: number;
  /** Every step done: the assistant is ready to launch. */
  ready: boolean;
}

export interface ChecklistInput {
  /** Questions the bank answered itself, per language. */
  answered: Record<Locale, number>;
  /** Products shown to customers, those written per language, and those written in all three. */
  products: { total: number; translated: Record<Locale, number>; complete: number };
  personalDetailsEdited: boolean;
}

function step(id: ChecklistStepId, value: number, target: number, to: string, byLocale?: Record<Locale, number>): ChecklistStep {
  const current = Math.min(Math.max(0, value), target);
  return { id, current, target, done: current >= target, to, ...(byLocale ? { byLocale } : {}) };
}

/** Enough products written in every language, and none shown to customers that is not. */
function productsStep({ total, translated, complete }: ChecklistInput['products']): ChecklistStep {
  const enough = step('products', complete, REQUIRED_PRODUCTS, ROUTES.cards, translated);
  const untranslated = total - complete;
  return untranslated > 0 ? { ...enough, done: false, untranslated } : enough;
}

/**
 * The home checklist's three steps, from what the account has done so far. One readiness for the bank,
 * whatever language the console is in: its customers ask in all three, so answers count as far as the
 * language with the fewest, and products once written in every language.
 */
export function buildChecklist({ answered, products, personalDetailsEdited }: ChecklistInput): Checklist {
  const steps = [
    step('answers', Math.min(...LOCALES.map((locale) => answered[locale])), REQUIRED_ANSWERS, ROUTES.faq, answered),
    productsStep(products),
    step('personal', personalDetailsEdited ? 1 : 0, 1, settingsSection('personal')),
  ];
  const doneCount = steps.filter((item) => item.done).length;
  return { steps, doneCount, ready: doneCount === steps.length };
}
