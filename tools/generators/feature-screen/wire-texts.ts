import { readJson, updateJson, writeJson, type Tree } from '@nx/devkit';
import type { FeatureScreen, LocaleCode } from './options';

export const LOCALES: readonly LocaleCode[] = ['mk', 'en', 'sq'];

const commonFile = (locale: LocaleCode) => `locales/${locale}/common.json`;
export const namespaceFile = (locale: LocaleCode, name: string) => `locales/${locale}/${name}.json`;

interface CommonTexts {
  titles: Record<string, string>;
}

/** Whether any language already has the title or the namespace. */
export function textsTaken(tree: Tree, screen: FeatureScreen): boolean {
  return LOCALES.some((locale) => tree.exists(namespaceFile(locale, screen.name)) || screen.key in (readJson<CommonTexts>(tree, commonFile(locale)).titles ?? {}));
}

/**
 * The title (page title and sidebar label, in common:titles) and the screen's own namespace, in each
 * language. The locale files are 2-space JSON, as writeJson writes them.
 */
export function wireTexts(tree: Tree, screen: FeatureScreen): void {
  for (const locale of LOCALES) {
    updateJson<CommonTexts>(tree, commonFile(locale), (common) => ({ ...common, titles: { ...common.titles, [screen.key]: screen.titles[locale] } }));
    writeJson(tree, namespaceFile(locale, screen.name), { screen: { lead: screen.descriptions[locale] } });
  }
}
