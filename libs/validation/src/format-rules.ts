import { HEX_COLOUR_PATTERN } from '@console/colours';
import { string } from 'yup';
import { validationMessages } from './validation-messages';

/** An optional colour as #RRGGBB (the chat bubble colour). */
export function hexColourRule() {
  return string().trim().matches(HEX_COLOUR_PATTERN, { message: validationMessages.hexColour, excludeEmptyString: true });
}
