import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCALES } from '@console/locale';
import { Icon, VisuallyHidden } from '@console/ui';
import type { ChecklistStep } from './checklist';
import styles from './ChecklistStepItem.module.css';

/** One step: done or not, how far along, and a link to where it is done. */
export function ChecklistStepItem({ step, number }: { step: ChecklistStep; number: number }) {
  const { t } = useTranslation('home');
  const key = `steps.${step.id}` as const;
  const progress =
    step.id === 'personal' ? t(step.done ? 'steps.personal.edited' : 'steps.personal.notEdited') : t(`steps.${step.id}.progress`, { current: step.current, target: step.target });
  return (
    <li className={step.done ? `${styles.step} ${styles.done}` : styles.step}>
      <span className={styles.marker} aria-hidden="true">
        {step.done ? <Icon name="check" size="1.125rem" /> : number}
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {t(`${key}.title`, { count: step.target })}
          <VisuallyHidden>{`, ${step.done ? t('status.done') : t('status.todo')}`}</VisuallyHidden>
        </h3>
        <p className={styles.description}>{t(`${key}.description`)}</p>
        <p className={styles.progress}>{progress}</p>
        {step.untranslated ? <p className={styles.progress}>{t('steps.products.untranslated', { count: step.untranslated })}</p> : null}
        {step.byLocale && (
          <p className={styles.coverage}>
            {t('coverage', { list: LOCALES.map((locale) => t('coverageItem', { language: t(`languageNames.${locale}`, { ns: 'common' }), count: step.byLocale?.[locale] ?? 0 })).join(' · ') })}
          </p>
        )}
      </div>
      <Link to={step.to} className={step.done ? `${styles.action} ${styles.secondary}` : styles.action}>
        {t(step.done ? `${key}.review` : `${key}.action`)}
      </Link>
    </li>
  );
}
