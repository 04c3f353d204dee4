import { useTranslation } from 'react-i18next';

/** Shown when a route's code cannot load (e.g. a new deployment replaced the chunk, or the network dropped). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <p>{t('errors.loadFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </button>
    </main>
  );
}
