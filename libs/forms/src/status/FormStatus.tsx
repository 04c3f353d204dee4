import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Callout, cx, Icon } from '@console/ui';
import { countFieldErrors } from './count-field-errors';
import styles from './FormStatus.module.css';

export interface FormStatusProps {
  /** A translated submit error (e.g. from the server); it wins over the field summary. */
  error?: ReactNode;
  className?: string;
}

/**
 * Says, as an alert, why a submit did not go through: the given error, or else how many fields
 * need attention after a failed submit attempt. The live region is always present so that
 * screen readers announce the text when it appears.
 */
export function FormStatus({ error, className }: FormStatusProps) {
  const { t } = useTranslation('forms');
  const { errors, submitCount, isSubmitting } = useFormikContext<Record<string, unknown>>();
  const invalidFields = countFieldErrors(errors);
  const message = error || (submitCount > 0 && !isSubmitting && invalidFields > 0 ? t('status.fixFields', { count: invalidFields }) : null);

  return (
    <div role="alert" className={cx(styles.status, className)}>
      {message && (
        <Callout tone="danger" accent className={styles.message}>
          <Icon name="alert" className={styles.icon} />
          <span>{message}</span>
        </Callout>
      )}
    </div>
  );
}
