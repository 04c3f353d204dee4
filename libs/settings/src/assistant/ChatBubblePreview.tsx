import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_COLOUR_PATTERN } from '@console/colours';
import { readableTextColour } from '@console/colours';
import styles from './ChatBubblePreview.module.css';

export interface ChatBubblePreviewProps {
  assistantName: string;
  /** The colour as typed; the preview uses `fallbackColour` until it is a valid `#RRGGBB`. */
  colour: string;
  /** URL of the photo to show, if any. */
  photoUrl?: string | undefined;
  /** Shown while `colour` is not a valid colour yet. */
  fallbackColour: string;
}

/** How a customer will see the assistant's first message, in the chosen colour and with its photo. */
export function ChatBubblePreview({ assistantName, colour, photoUrl, fallbackColour }: ChatBubblePreviewProps) {
  const { t } = useTranslation('settings');
  const background = HEX_COLOUR_PATTERN.test(colour) ? colour : fallbackColour;
  const name = assistantName.trim() || t('assistant.preview.fallbackName');
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t('assistant.preview.caption')}
      </figcaption>
      <div className={styles.window}>
        <div className={styles.header}>
          {photoUrl ? <img className={styles.avatar} src={photoUrl} alt="" width={32} height={32} /> : <span className={styles.avatarPlaceholder} aria-hidden="true" />}
          <span className={styles.name}>{name}</span>
        </div>
        <div className={styles.messages}>
          <p className={styles.assistantBubble} style={{ backgroundColor: background, color: readableTextColour(background) }}>
            {t('assistant.preview.greeting', { name })}
          </p>
          <p className={styles.customerBubble}>{t('assistant.preview.question')}</p>
        </div>
      </div>
    </figure>
  );
}
