/* eslint-disable @nx/enforce-module-boundaries -- the texts live at the workspace root (locales/), shared by
   the hosts, the server's mail and the checks; only their types are read here, nothing is bundled. */
import type analyticsTexts from '../../../locales/en/analytics.json';
import type authTexts from '../../../locales/en/auth.json';
import type commonTexts from '../../../locales/en/common.json';
import type embedTexts from '../../../locales/en/embed.json';
import type faqTexts from '../../../locales/en/faq.json';
import type formsTexts from '../../../locales/en/forms.json';
import type homeTexts from '../../../locales/en/home.json';
import type leadsTexts from '../../../locales/en/leads.json';
import type localMailTexts from '../../../locales/en/local-mail.json';
import type passwordResetTexts from '../../../locales/en/password-reset.json';
import type productsTexts from '../../../locales/en/products.json';
import type profileMenuTexts from '../../../locales/en/profile-menu.json';
import type settingsTexts from '../../../locales/en/settings.json';
import type shellTexts from '../../../locales/en/shell.json';
import type uiTexts from '../../../locales/en/ui.json';
import type widgetTexts from '../../../locales/en/widget.json';

// The texts' keys for the compiler: a key used in code that the English texts lack (every language has
// the same keys, which the locale check enforces) is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      analytics: typeof analyticsTexts;
      auth: typeof authTexts;
      common: typeof commonTexts;
      embed: typeof embedTexts;
      faq: typeof faqTexts;
      forms: typeof formsTexts;
      home: typeof homeTexts;
      leads: typeof leadsTexts;
      'local-mail': typeof localMailTexts;
      'password-reset': typeof passwordResetTexts;
      products: typeof productsTexts;
      'profile-menu': typeof profileMenuTexts;
      settings: typeof settingsTexts;
      shell: typeof shellTexts;
      ui: typeof uiTexts;
      widget: typeof widgetTexts;
    };
  }
}
