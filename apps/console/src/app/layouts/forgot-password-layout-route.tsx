import { Outlet } from 'react-router-dom';
import { LanguageSelector } from '@console/language-selector';
import { ForgotPasswordLayout } from '@console/layout-shell';

/** The password-reset pages' frame with their steps and the language selector. */
export function ForgotPasswordLayoutRoute() {
  return (
    <ForgotPasswordLayout languageSelector={<LanguageSelector placement="bottom-end" />}>
      <Outlet />
    </ForgotPasswordLayout>
  );
}
