import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { WelcomeLayout } from '../welcome/WelcomeLayout';
import { ResetSteps } from './ResetSteps';
import { resetStepIndex } from './reset-steps';

export interface ForgotPasswordLayoutProps {
  languageSelector?: ReactNode;
  children?: ReactNode;
}

/** The welcome frame with the steps of the password reset; the current step follows the route. */
export function ForgotPasswordLayout({ languageSelector, children }: ForgotPasswordLayoutProps) {
  const { pathname } = useLocation();
  return (
    <WelcomeLayout languageSelector={languageSelector} header={<ResetSteps current={resetStepIndex(pathname)} />}>
      {children}
    </WelcomeLayout>
  );
}
