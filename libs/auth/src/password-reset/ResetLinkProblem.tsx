import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Callout, Icon } from '@console/ui';
import { ROUTES } from '@console/routes';
import styles from './password-reset.module.css';

export interface ResetLinkProblemProps {
  /** Translated reason (missing, expired or invalid link, or no connection). */
  message: string;
  /** Offered when trying again may help (a network failure), not for a dead link. */
  onRetry?: () => void;
}

/** Why the reset link cannot be used, announced as it appears, with the way to a new link. */
export function ResetLinkProblem({ message, onRetry }: ResetLinkProblemProps) {
  const { t } = useTranslation('password-reset');
  return (
    <Callout tone="danger" as="section" size="lg" className={styles.problem} role="alert" aria-labelledby="reset-link-problem-title">
      <h2 id="reset-link-problem-title" className={styles.stepTitle}>
        <Icon name="alert" className={styles.problemIcon} />
        {t('set.linkProblem')}
      </h2>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={ROUTES.forgotPassword}>
          {t('set.requestNew')}
        </Link>
        {onRetry && (
          <Button variant="ghost" onClick={onRetry}>
            {t('set.retry')}
          </Button>
        )}
      </div>
    </Callout>
  );
}
