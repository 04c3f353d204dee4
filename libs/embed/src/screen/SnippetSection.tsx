import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@console/ui';
import styles from './EmbedScreen.module.css';

/** The one line of code a bank adds to its pages, with a copy button. */
export function snippetFor(origin: string, assistantId: string): string {
  return `<script src="${origin}/widget/loader.js" data-assistant="${assistantId}" async></script>`;
}

export function SnippetSection({ assistantId, origin = window.location.origin }: { assistantId: string | null; origin?: string }) {
  const { t } = useTranslation('embed');
  const codeId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const code = assistantId ? snippetFor(origin, assistantId) : null;
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="embed-snippet">
      <h2 id="embed-snippet">{t('snippet.title')}</h2>
      {code ? (
        <>
          <p>{t('snippet.lead')}</p>
          <pre className={styles.code} id={codeId} aria-label={t('snippet.label')}>
            <code>{code}</code>
          </pre>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copy()} aria-describedby={codeId}>
              {t('snippet.copy')}
            </Button>
            <p role="status" className={styles.muted}>
              {copyState === 'copied' ? t('snippet.copied') : copyState === 'failed' ? t('snippet.copyFailed') : ''}
            </p>
          </div>
          <p className={styles.muted}>{t('snippet.security', { origin })}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('snippet.afterPublish')}</p>
      )}
    </section>
  );
}
