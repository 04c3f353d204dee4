import { useTranslation } from 'react-i18next';

/** While the first route's guard and code load. */
export function RoutePending() {
  const { t } = useTranslation('common');
  return <div className="route-pending" role="status" aria-busy="true" aria-label={t('loading')} />;
}
