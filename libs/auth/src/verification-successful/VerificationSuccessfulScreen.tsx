import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Icon } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { ROUTES } from '@console/routes';

/** Confirms the verified address and leads a new bank to Home, whose checklist says what to do first. */
export function VerificationSuccessfulScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const continueRef = useRef<HTMLButtonElement>(null);
  // The one thing to do here; arriving from a link or another tab, the reader starts on it.
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <AuthScreen icon={<Icon name="success" />} title={t('titles.verificationSuccessful', { ns: 'common' })} lead={t('verificationSuccessful.body')}>
      <Button ref={continueRef} size="lg" fullWidth onClick={() => void navigate(ROUTES.home)}>
        {t('verificationSuccessful.continue')}
      </Button>
    </AuthScreen>
  );
}
