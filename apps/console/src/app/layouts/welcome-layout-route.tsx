import { Outlet } from 'react-router-dom';
import { LanguageSelector } from '@console/language-selector';
import { WelcomeLayout } from '@console/layout-shell/welcome';

/** The public sign-in pages' frame, with the language selector so every one of them works in three languages. */
export function WelcomeLayoutRoute() {
  return (
    <WelcomeLayout languageSelector={<LanguageSelector placement="bottom-end" />}>
      <Outlet />
    </WelcomeLayout>
  );
}
