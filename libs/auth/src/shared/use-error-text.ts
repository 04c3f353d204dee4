import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';

/** The translated user message of any error, through the one error-code mapping. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => t(errorMessageKey(error)), [t]);
}
