import type { InferType } from 'yup';
import { CARD_BRANDS, CARD_TYPES } from '@console/document-rules';
import type { cardFieldsSchema, cardTextsSchema } from '../rules/card-rules';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { CARD_BRANDS, CARD_TYPES };

export type CardType = (typeof CARD_TYPES)[number];

export type CardBrand = keyof typeof CARD_BRANDS;
export const CARD_BRAND_IDS = Object.keys(CARD_BRANDS) as CardBrand[];

/** What a card is, the same in every language (amounts in its `currency`): what its rules let through. */
export type CardFields = InferType<ReturnType<typeof cardFieldsSchema>>;

/** What a card says, written per language. */
export type CardTexts = InferType<ReturnType<typeof cardTextsSchema>>;
