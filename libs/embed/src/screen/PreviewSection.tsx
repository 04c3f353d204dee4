import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreviewReady, PREVIEW_SOURCE, type PreviewDraft } from '@console/assistant-contract';
import { useInterfaceLocale } from '@console/i18n';
import { usePreviewAssistant } from '@console/publishing-data';
import { Skeleton } from '@console/ui';
import styles from './EmbedScreen.module.css';

/** Where the chat's page is served: next to the console, on its origin. */
export const PREVIEW_FRAME_PATH = '/widget/frame.html';

/**
 * The real chat in a frame of this origin, showing the drafts as they would be published and following
 * them as they change (in Settings too, in another tab). The frame asks for the draft when it is
 * ready; messages go only to this origin and are taken only from that frame.
 */
export function PreviewSection() {
  const { t } = useTranslation('embed');
  const language = useInterfaceLocale();
  const preview = usePreviewAssistant();
  const frame = useRef<HTMLIFrameElement>(null);
  const { data } = preview;

  // Sent at once (a frame still loading misses it) and again whenever the frame says it is ready.
  useEffect(() => {
    const send = () => {
      const target = frame.current?.contentWindow;
      if (!target || !data) return;
      const message: PreviewDraft = { source: PREVIEW_SOURCE, type: 'draft', assistant: data };
      target.postMessage(message, window.location.origin);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isPreviewReady(event.data)) send();
    };
    send();
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [data]);

  return (
    <section className={styles.section} id="preview" aria-labelledby="embed-preview">
      <h2 id="embed-preview">{t('preview.title')}</h2>
      <p>{t('preview.lead')}</p>
      {preview.isError && <p role="alert">{t('preview.failed')}</p>}
      {preview.isPending && <Skeleton height="2rem" />}
      <iframe ref={frame} className={styles.preview} title={t('preview.frameTitle')} src={`${PREVIEW_FRAME_PATH}?preview&lang=${language}`} />
    </section>
  );
}
