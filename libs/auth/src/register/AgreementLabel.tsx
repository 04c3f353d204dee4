import { useTranslation } from 'react-i18next';
import { taggedText } from '@console/i18n';
import type { PolicyKind } from './PolicyDialog';
import styles from '../shared/form.module.css';

/** "I agree to the terms of use and the privacy policy", each document a button that opens its summary. */
export function AgreementLabel({ onOpen }: { onOpen: (policy: PolicyKind) => void }) {
  const { t } = useTranslation('auth');
  return taggedText(t('register.agreement'), {
    terms: <button type="button" className={styles['linkButton']} onClick={() => onOpen('terms')} />,
    privacy: <button type="button" className={styles['linkButton']} onClick={() => onOpen('privacy')} />,
  });
}
