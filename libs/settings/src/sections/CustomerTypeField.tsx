import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, type CustomerType } from '@console/account-data';
import { useFormField } from '@console/forms';
import styles from './CustomerTypeField.module.css';

/** Individual or corporate, as two large radio cards each saying what it means. */
export function CustomerTypeField({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  const field = useFormField<CustomerType>(name);
  return (
    <div className={styles.options}>
      {CUSTOMER_TYPES.map((type) => {
        const id = `${name}-${type}`;
        return (
          <label key={type} htmlFor={id} className={styles.option}>
            <input
              id={id}
              type="radio"
              name={name}
              value={type}
              checked={field.value === type}
              className={styles.radio}
              aria-describedby={`${id}-hint`}
              onChange={() => field.setValue(type)}
              onBlur={field.onBlur}
            />
            <span className={styles.title}>{t(`customerType.${type}`)}</span>
            <span id={`${id}-hint`} className={styles.hint}>
              {t(`customerType.${type}Hint`)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
