import { Trans } from 'react-i18next';
import type { PolicyKind } from './PolicyDialog';
import styles from '../shared/form.module.css';

/** "I agree to the terms of use and the privacy policy", each document a button that opens its summary. */
export function AgreementLabel({ onOpen }: { onOpen: (policy: PolicyKind) => void }) {
  return (
    <Trans
      ns="auth"
      i18nKey="register.agreement"
      components={{
        terms: <button type="button" className={styles['linkButton']} onClick={() => onOpen('terms')} />,
        privacy: <button type="button" className={styles['linkButton']} onClick={() => onOpen('privacy')} />,
      }}
    />
  );
}
