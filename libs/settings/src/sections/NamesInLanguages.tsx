import { useTranslation } from 'react-i18next';
import { FormTextField } from '@console/forms';
import { LOCALES } from '@console/locale';
import { FieldGroup } from '@console/ui';

export interface NamesInLanguagesProps {
  /** The form's field: a name per language (`assistantNames`, `bankNames`). */
  name: 'assistantNames' | 'bankNames';
  /** Whose names: the group's title. */
  legendKey: 'assistant.nameIn' | 'bank.nameIn';
}

/** A name as written in each language where it differs from the main one ("Весна", "Vesna"); empty fields use the main name. */
export function NamesInLanguages({ name, legendKey }: NamesInLanguagesProps) {
  const { t } = useTranslation('settings');
  return (
    <FieldGroup legend={t(legendKey)} hint={t('namesIn.hint')} layout="equal">
      {LOCALES.map((locale) => (
        <FormTextField key={locale} name={`${name}.${locale}`} lang={locale} label={t(`namesIn.${locale}`)} autoComplete="off" />
      ))}
    </FieldGroup>
  );
}
