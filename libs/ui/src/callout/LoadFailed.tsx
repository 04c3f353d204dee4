import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { Callout } from './Callout';

export interface LoadFailedProps {
  /** What could not be loaded, and what to check. */
  message: ReactNode;
  className?: string;
  /** What the button does; reloading the page by default. */
  onReload?: () => void;
}

/** A screen's data could not be loaded: says so, as an alert, with the way out (reload). */
export function LoadFailed({ message, className, onReload = () => window.location.reload() }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Callout tone="danger" size="lg" role="alert" className={className}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onReload}>
        {t('actions.reload')}
      </Button>
    </Callout>
  );
}
