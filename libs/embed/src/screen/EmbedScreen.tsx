import { useTranslation } from 'react-i18next';
import { usePublication } from '@console/publishing-data';
import { LoadFailed, Page, PageHeader, Skeleton } from '@console/ui';
import { DomainsSection } from './DomainsSection';
import { PreviewSection } from './PreviewSection';
import { PublishSection } from './PublishSection';
import { SnippetSection } from './SnippetSection';
import { TryQuestionSection } from '../try/TryQuestionSection';

/** The chat on the bank's website: publishing, a preview of the drafts, the code to embed, and where it may appear. */
export function EmbedScreen() {
  const { t } = useTranslation('embed');
  const publication = usePublication();
  return (
    <Page width="narrow">
      <PageHeader title={t('titles.embed', { ns: 'common' })} description={<p>{t('screen.lead')}</p>} />
      {publication.status === 'pending' && <Skeleton height="12rem" />}
      {publication.status === 'error' && (
        <LoadFailed message={t('screen.loadFailed')} />
      )}
      {publication.status === 'success' && (
        <>
          <PublishSection publication={publication} />
          <PreviewSection />
          <TryQuestionSection />
          <SnippetSection assistantId={publication.state?.assistantId ?? null} />
          <DomainsSection domains={publication.state?.allowedDomains ?? []} />
        </>
      )}
    </Page>
  );
}
