import { ROUTES, settingsSection } from '@console/routes';
/** At least this many answered FAQ questions and products before launch (specification, section 9). */
export const REQUIRED_ANSWERS = 3;
export const REQUIRED_PRODUCTS = 3;

export type ChecklistStepId = 'answers' | 'products' | 'personal';

export interface ChecklistStep {
  id: ChecklistStepId;
  /** How far along the step is, capped at its target. */
  current: number;
  target: number;
  done: boolean;
  /** Where the step is done. */
  to: string;
}

export interface Checklist {
  steps: ChecklistStep[];
  doneCount: number;
  /** Every step done: the assistant is ready to launch. */
  ready: boolean;
}

export interface ChecklistInput {
  answeredQuestions: number;
  products: number;
  personalDetailsEdited: boolean;
}

function step(id: ChecklistStepId, value: number, target: number, to: string): ChecklistStep {
  const current = Math.min(Math.max(0, value), target);
  return { id, current, target, done: current >= target, to };
}

/** The home checklist's three steps, from what the account has done so far. */
export function buildChecklist({ answeredQuestions, products, personalDetailsEdited }: ChecklistInput): Checklist {
  const steps = [
    step('answers', answeredQuestions, REQUIRED_ANSWERS, ROUTES.faq),
    step('products', products, REQUIRED_PRODUCTS, ROUTES.cards),
    step('personal', personalDetailsEdited ? 1 : 0, 1, settingsSection('personal')),
  ];
  const doneCount = steps.filter((item) => item.done).length;
  return { steps, doneCount, ready: doneCount === steps.length };
}
