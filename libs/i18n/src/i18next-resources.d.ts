/* eslint-disable @nx/enforce-module-boundaries -- the texts live at the workspace root (locales/), shared by
   the hosts, the server's mail and the checks; only their types are read here, nothing is bundled. */
import type commonTexts from '../../../locales/en/common.json';

// The texts' keys for the compiler: a key used in code that the English texts lack (every language has
// the same keys, which the locale check enforces) is a type error. `common` is everyone's; each library
// adds its own namespaces to `ConsoleTexts` in its `src/texts.d.ts`, so a new library brings its texts'
// types with it.
declare module 'i18next' {
  interface ConsoleTexts {
    common: typeof commonTexts;
  }

  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: ConsoleTexts;
  }
}
