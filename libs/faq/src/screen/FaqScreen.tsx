import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesBlocker, useUnsavedChangesQuestions } from '@console/forms/guards';
import { useAnswerCoverage, useFaqData, useFaqImport } from '@console/faq-data';
import { LOCALES } from '@console/locale';
import { useLeaveWarning } from '@console/leave-warning';
import { Button, LoadFailed, Page, PageHeader, useConfirm, VisuallyHidden } from '@console/ui';
import { TryQuestionDisclosure } from '@console/try-question';
import { AcceptCategoryAnswers } from '../categories/AcceptCategoryAnswers';
import { CategoryNav } from '../categories/CategoryNav';
import { AnswerEditor } from '../editor/AnswerEditor';
import { FaqImportNotice } from '../import/FaqImportNotice';
import { FaqList } from '../list/FaqList';
import { OwnQuestionDialogOnUse, preloadOwnQuestionDialog } from '../own-questions/OwnQuestionDialogOnUse';
import { FaqListSkeleton } from '../list/FaqListSkeleton';
import { FaqToolbar } from '../toolbar/FaqToolbar';
import { AnsweredSummary } from './AnsweredSummary';
import { FaqEmptyState } from './FaqEmptyState';
import { useFaqView } from './use-faq-view';
import { useOwnQuestionFromMessage } from './use-own-question-from-message';
import styles from './FaqScreen.module.css';

// The engine and the drafts load only when "Try a question" is opened.
const loadPreviewAnswerer = () => import('@console/publishing-data').then((data) => data.usePreviewAnswerer);

/** The FAQ: the account's questions by category, searchable and filterable, each with an answer editor. */
export function FaqScreen() {
  const { t } = useTranslation('faq');
  const data = useFaqData();
  // Which languages a question still lacks (named in the console's language): "Answered" means in all three.
  // None is named before every language's answers have loaded: a language still loading is not missing.
  const { answeredIn, status: coverage } = useAnswerCoverage();
  // Named once per interface language: the list asks for every row in view on every scrolled frame.
  const languageNames = useMemo(() => LOCALES.map((locale) => [locale, t(`languageNames.${locale}`, { ns: 'common' })] as const), [t]);
  const missingIn = useCallback(
    (id: string) => {
      if (coverage !== 'success') return '';
      const answered = answeredIn.get(id) ?? [];
      return languageNames
        .filter(([locale]) => !answered.includes(locale))
        .map(([, name]) => name)
        .join(', ');
    },
    [answeredIn, coverage, languageNames],
  );
  const importState = useFaqImport(data);
  useLeaveWarning(importState.phase === 'running', 'importing');
  // The filters live in the address: a link may open the list already searched (the dashboard's unanswered questions do).
  const view = useFaqView(data.entries);
  const { confirm, confirmDialog } = useConfirm();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [adding, setAdding] = useState(false);
  const fromMessage = useOwnQuestionFromMessage();
  const dirtyRef = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  useUnsavedChangesBlocker(dirty, confirm);
  const { discard: discardQuestion } = useUnsavedChangesQuestions();

  const selected = selectedId ? (data.entries.find((entry) => entry.id === selectedId) ?? null) : null;

  const confirmDiscard = useCallback(
    async () =>
      !dirtyRef.current || confirm(discardQuestion),
    [confirm, discardQuestion],
  );

  const open = useCallback(
    async (id: string) => {
      if (id === selectedId) return;
      if (await confirmDiscard()) setSelectedId(id);
    },
    [confirmDiscard, selectedId],
  );
  // Rows get a callback that never changes, so a new selection does not re-render every row.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const onOpen = useCallback((id: string) => void openRef.current(id), []);

  const close = async () => {
    if (!(await confirmDiscard())) return;
    const id = selectedId;
    setSelectedId(null);
    // Back to the question the editor was opened from.
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`button[data-faq-id="${CSS.escape(id ?? '')}"]`)?.focus());
  };

  const count = view.visible.length;
  return (
    <Page width="wide" spacing="compact" onPointerOver={preloadOwnQuestionDialog} onKeyDown={preloadOwnQuestionDialog}>
      <PageHeader
        title={t('titles.faq', { ns: 'common' })}
        description={
          <>
            <p>{t('screen.lead')}</p>
            <TryQuestionDisclosure loadAnswerer={loadPreviewAnswerer} />
          </>
        }
        actions={
          data.status === 'success' && (
            <>
              <AnsweredSummary answered={view.answeredCount} total={view.shownCount} />
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('ownQuestion.addButton')}
              </Button>
            </>
          )
        }
      />

      <FaqImportNotice {...importState} onRetry={importState.retry} />

      <FaqToolbar
        search={view.filters.search}
        onSearchChange={(search) => view.update({ search })}
        topOnly={view.filters.topOnly}
        onTopOnlyChange={(topOnly) => view.update({ topOnly })}
        unansweredOnly={view.filters.unansweredOnly}
        onUnansweredOnlyChange={(unansweredOnly) => view.update({ unansweredOnly })}
        showHidden={view.filters.showHidden}
        onShowHiddenChange={(showHidden) => view.update({ showHidden })}
      />

      {data.status === 'success' && (
        <CategoryNav selected={view.filters.category} total={view.candidates.length} categories={view.categories} onSelect={(category) => view.update({ category })} />
      )}
      {data.status === 'success' && view.filters.category !== 'all' && (
        <AcceptCategoryAnswers key={view.filters.category} category={view.filters.category} entries={data.entries} locale={data.locale} />
      )}

      <p role="status" className={styles.count}>
        {data.status === 'success' ? t('list.count', { count }) : ''}
      </p>

      <div className={selected ? `${styles.workspace} ${styles.editing}` : styles.workspace}>
        <section aria-labelledby="faq-questions-heading" className={styles.listColumn}>
          <VisuallyHidden>
            <h2 id="faq-questions-heading">{t('list.heading')}</h2>
          </VisuallyHidden>
          {data.status === 'pending' && <FaqListSkeleton />}
          {data.status === 'error' && (
            <LoadFailed message={t('list.loadFailed')} className={styles.problem} />
          )}
          {data.status === 'success' && count === 0 && <FaqEmptyState filtering={view.filtering} onClearFilters={view.reset} />}
          {data.status === 'success' && count > 0 && (
            <FaqList entries={view.visible} selectedId={selectedId} missingIn={missingIn} showCategory={view.filters.category === 'all'} onOpen={onOpen} label={t('list.heading')} />
          )}
        </section>

        {selected && (
          <div className={styles.editorColumn}>
            {/* The editor holds every language's draft, so a new interface language keeps it open as it is. */}
            <AnswerEditor key={selected.id} entry={selected} onClose={() => void close()} onDirtyChange={setDirty} onDeleted={() => setSelectedId(null)} />
          </div>
        )}
      </div>
      {(adding || fromMessage.message) && (
        <OwnQuestionDialogOnUse
          editing={null}
          fromMessage={fromMessage.message}
          onClose={() => {
            setAdding(false);
            fromMessage.done();
          }}
          onSaved={(id) => {
            setAdding(false);
            fromMessage.done();
            // Its answers are written next; the editor opens once the new question arrives in the list.
            void open(id);
          }}
        />
      )}
      {confirmDialog}
    </Page>
  );
}
