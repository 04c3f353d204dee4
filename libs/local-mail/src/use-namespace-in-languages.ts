import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads `namespace` in each of `languages` (texts are loaded lazily, normally only in the interface
 * language) and says whether all are there, so that a text can be written in another language.
 */
export function useNamespaceInLanguages(namespace: string, languages: readonly string[]): boolean {
  const { i18n } = useTranslation();
  const wanted = [...new Set(languages)].sort().join(' ');
  const missing = wanted.split(' ').filter((language) => language && !i18n.hasResourceBundle(language, namespace));
  // Bumped when a load finishes, so that the check above runs again.
  const [, setLoads] = useState(0);

  const missingKey = missing.join(' ');
  useEffect(() => {
    if (!missingKey) return undefined;
    let current = true;
    i18n.reloadResources(missingKey.split(' '), [namespace]).then(
      () => current && setLoads((loads) => loads + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, namespace, missingKey]);

  return missing.length === 0;
}
