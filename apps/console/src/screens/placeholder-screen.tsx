import { useTranslation } from 'react-i18next';
import styles from './placeholder-screen.module.css';

export interface PlaceholderScreenProps {
  /** Key under common:titles. */
  titleKey: string;
  /** Key under common:placeholder saying what the screen will hold. */
  whatKey: 'faq' | 'settings' | 'auth';
}

/** Stands in for a screen that is still being built; says what it will be and shows no data. */
export function PlaceholderScreen({ titleKey, whatKey }: PlaceholderScreenProps) {
  const { t } = useTranslation('common');
  return (
    <main className={styles['screen']}>
      <h1>{t(`titles.${titleKey}`)}</h1>
      <p>{t('placeholder.body', { what: t(`placeholder.${whatKey}`) })}</p>
    </main>
  );
}
