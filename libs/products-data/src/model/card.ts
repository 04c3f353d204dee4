import type { InferType } from 'yup';
import { CARD_BRAND_IDS, CARD_BRANDS, CARD_TYPES, type CardBrand } from '@console/document-rules';
import type { cardFieldsSchema, cardTextsSchema } from '../rules/card-rules';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { CARD_BRAND_IDS, CARD_BRANDS, CARD_TYPES, type CardBrand };

export type CardType = (typeof CARD_TYPES)[number];

/** What a card is, the same in every language (amounts in its `currency`): what its rules let through. */
export type CardFields = InferType<ReturnType<typeof cardFieldsSchema>>;

/** What a card says, written per language. */
export type CardTexts = InferType<ReturnType<typeof cardTextsSchema>>;
