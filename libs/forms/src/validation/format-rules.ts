import { HEX_COLOUR_PATTERN } from '@console/colours';
import { string } from 'yup';
import { validationMessages } from './validation-messages';

const WEB_ADDRESS_PATTERN = /^https?:\/\//iu;

/** An optional web address with http(s):// (a product page, the bank's site). */
export function urlRule() {
  return string()
    .trim()
    .url(validationMessages.url)
    .matches(WEB_ADDRESS_PATTERN, { message: validationMessages.url, excludeEmptyString: true });
}

/** An optional colour as #RRGGBB (the chat bubble colour). */
export function hexColourRule() {
  return string().trim().matches(HEX_COLOUR_PATTERN, { message: validationMessages.hexColour, excludeEmptyString: true });
}
