import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { nameIn } from '@console/assistant-contract';
import { useInterfaceLocale } from '@console/i18n';
import { embedPreview } from '@console/routes';
import { FormTextField, useFormSelector, useFormValue, type FormState } from '@console/forms';
import { usePreviewUrl } from '@console/ui';
import { AssistantPhotoField } from '../assistant/AssistantPhotoField';
import { BubbleColourField } from '../assistant/BubbleColourField';
import { ChatBubblePreview } from '../assistant/ChatBubblePreview';
import { DEFAULT_BUBBLE_COLOUR, type SettingsValues } from '../form/settings-values';
import { NamesInLanguages } from './NamesInLanguages';
import { SettingsSection } from './SettingsSection';
import styles from './AssistantSection.module.css';

export interface AssistantSectionProps {
  /** What an `<img>` can show for the saved photo. */
  savedPhotoUrl: string | undefined;
  /** 0–100 while a new photo uploads. */
  photoProgress?: number | undefined;
}

export function AssistantSection({ savedPhotoUrl, photoProgress }: AssistantSectionProps) {
  const { t } = useTranslation('settings');
  const name = useFormValue<SettingsValues['assistantName']>('assistantName');
  const names = useFormValue<SettingsValues['assistantNames']>('assistantNames');
  const photo = useFormValue<SettingsValues['photo']>('photo');
  const bubbleColour = useFormValue<SettingsValues['bubbleColor']>('bubbleColor');
  const fallbackColour = useFormSelector((state: FormState<SettingsValues>) => state.initialValues.bubbleColor) || DEFAULT_BUBBLE_COLOUR;
  // The preview speaks the console's language, so it shows the name as written there.
  const shownName = nameIn({ name, names }, useInterfaceLocale());
  // A newly chosen file is shown from memory; the saved photo, while it is still the value, from its URL.
  const photoUrl = usePreviewUrl(photo instanceof File ? photo : photo ? savedPhotoUrl : null) ?? undefined;
  return (
    <SettingsSection id="assistant" legend={t('assistant.legend')} description={t('assistant.description')}>
      <div className={styles.fields}>
        <FormTextField name="assistantName" label={t('assistant.name')} hint={t('assistant.nameHint')} autoComplete="off" required />
        <NamesInLanguages name="assistantNames" legendKey="assistant.nameIn" />
        <BubbleColourField
          name="bubbleColor"
          label={t('assistant.bubbleColor')}
          hint={t('assistant.bubbleColorHint')}
          fallbackColour={fallbackColour}
          required
        />
        <AssistantPhotoField name="photo" label={t('assistant.photo')} previewAlt={t('assistant.photoAlt')} savedPhotoUrl={savedPhotoUrl} progress={photoProgress} required />
      </div>
      <ChatBubblePreview
        assistantName={shownName}
        colour={bubbleColour.trim()}
        photoUrl={photoUrl}
        fallbackColour={fallbackColour}
      />
      <p className={styles.previewLink}>
        <Link to={embedPreview()}>{t('assistant.previewChat')}</Link> {t('assistant.previewChatHint')}
      </p>
    </SettingsSection>
  );
}
