import { boolean, mixed, object } from 'yup';
import { requiredTextRule } from '@console/validation';
import { FAQ_CATEGORIES, MAX_OWN_QUESTION_LENGTH, type FaqCategoryId } from '@console/faq-data';
import { perLocale } from '@console/locale';

/** The form of a bank's own question: a category, the top flag and the question in every language. */
export const ownQuestionSchema = () =>
  object({
    category: mixed<FaqCategoryId>().oneOf([...FAQ_CATEGORIES]).required(),
    top: boolean().required(),
    question: object(perLocale(() => requiredTextRule(MAX_OWN_QUESTION_LENGTH))),
  });
