/* eslint-disable @nx/enforce-module-boundaries -- the texts live at the workspace root (locales/); only their
   types are read here, nothing is bundled. */
import type productFiguresTexts from '../../../locales/en/product-figures.json';

// This library's text namespace, added to the console's typed translations (libs/i18n).
declare module 'i18next' {
  interface ConsoleTexts {
    'product-figures': typeof productFiguresTexts;
  }
}
