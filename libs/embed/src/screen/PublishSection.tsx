import { useTranslation } from 'react-i18next';
import { useInterfaceLocale } from '@console/i18n';
import { formatDateTime } from '@console/numbers';
import type { PublicationStatus } from '@console/publishing-data';
import { usePublishingActions } from '@console/publishing-data';
import { Button, Callout, useConfirm, useToast } from '@console/ui';
import { LanguageGapList } from '../readiness/LanguageGapList';
import { useLanguageGaps } from '../readiness/use-language-gaps';
import styles from './EmbedScreen.module.css';
import { LearningProgress } from './LearningProgress';
import { UnpublishedChangesList } from './UnpublishedChangesList';

/** When the assistant was published, what changed since, and publish / unpublish. */
export function PublishSection({ publication }: { publication: PublicationStatus }) {
  const { t } = useTranslation('embed');
  const locale = useInterfaceLocale();
  const { publish, unpublish, learning } = usePublishingActions();
  const { confirm, confirmDialog } = useConfirm();
  const toast = useToast();
  const publishedAt = publication.state?.publishedAt ?? null;
  const changed = publication.changedAreas ?? [];
  const gaps = useLanguageGaps();

  // Publishing what is not ready in a language is the bank's call, but never an unknowing one.
  const onPublish = async () => {
    if (gaps.length > 0) {
      const confirmed = await confirm({
        title: t('publish.gaps.confirmTitle'),
        message: <LanguageGapList gaps={gaps} className={styles.changes} />,
        confirmLabel: t('publish.gaps.publishAnyway'),
      });
      if (!confirmed) return;
    }
    publish.mutate(undefined, {
      onSuccess: () => toast.success(t('publish.published')),
      onError: () => toast.error(t('publish.failed')),
    });
  };
  const onUnpublish = async () => {
    const confirmed = await confirm({
      title: t('publish.unpublishTitle'),
      message: t('publish.unpublishMessage'),
      confirmLabel: t('publish.unpublishConfirm'),
      variant: 'danger',
    });
    if (!confirmed) return;
    unpublish.mutate(undefined, {
      onSuccess: () => toast.success(t('publish.unpublished')),
      onError: () => toast.error(t('publish.unpublishFailed')),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="embed-publish">
      <h2 id="embed-publish">{t('publish.title')}</h2>
      {publishedAt === null ? (
        <p>{t('publish.notPublished')}</p>
      ) : (
        <>
          <p>{t('publish.publishedAt', { date: formatDateTime(publishedAt, locale) })}</p>
          {changed.length === 0 ? (
            <p className={styles.muted}>{t('publish.upToDate')}</p>
          ) : (
            <>
              <p>{t('publish.changes')}</p>
              <ul className={styles.changes}>
                {changed.map((area) => (
                  <li key={area}>{t(`publish.areas.${area}`)}</li>
                ))}
              </ul>
              <UnpublishedChangesList since={publishedAt} />
            </>
          )}
        </>
      )}
      {gaps.length > 0 ? (
        <Callout tone="info" as="section" aria-labelledby="embed-gaps" className={styles.gaps}>
          <h3 id="embed-gaps" className={styles.subheading}>{t('publish.gaps.title')}</h3>
          <LanguageGapList gaps={gaps} className={styles.changes} />
        </Callout>
      ) : null}
      {learning !== null ? <LearningProgress share={learning} /> : null}
      <div className={styles.actions}>
        <Button onClick={() => void onPublish()} disabled={publish.isPending || (publishedAt !== null && changed.length === 0)} aria-busy={publish.isPending}>
          {publish.isPending ? t('publish.publishing') : publishedAt === null ? t('publish.publish') : t('publish.publishChanges')}
        </Button>
        {publishedAt !== null ? (
          <Button variant="secondary" onClick={() => void onUnpublish()} disabled={unpublish.isPending}>
            {t('publish.unpublish')}
          </Button>
        ) : null}
      </div>
      {confirmDialog}
    </section>
  );
}
