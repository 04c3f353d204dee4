import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { createI18n, type LanguageCode } from '@console/i18n';

export interface RenderWithI18nResult extends RenderResult {
  i18n: i18n;
}

/** Renders inside a real i18next instance that reads the project's locale files. */
export async function renderWithI18n(ui: ReactElement, language: LanguageCode = 'en'): Promise<RenderWithI18nResult> {
  const instance = await createI18n({ language, namespaces: ['common', 'ui', 'forms'], syncDocumentLanguage: false });
  // A wrapper (not a wrapping element) so that `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
  const result = render(ui, { wrapper });
  return { ...result, i18n: instance };
}
