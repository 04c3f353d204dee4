/* eslint-disable @nx/enforce-module-boundaries -- the texts live at the workspace root (locales/); only their
   types are read here, nothing is bundled. */
import type tryQuestionTexts from '../../../locales/en/try-question.json';

// This library's text namespace, added to the console's typed translations (libs/i18n): a key its code
// uses that the English texts lack is a type error.
declare module 'i18next' {
  interface ConsoleTexts {
    'try-question': typeof tryQuestionTexts;
  }
}
