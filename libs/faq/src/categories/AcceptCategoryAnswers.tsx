import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/locale';
import { errorMessageKey } from '@console/backend';
import { standardAnswersToAccept, useAcceptStandardAnswers, type FaqCategoryId, type FaqEntry } from '@console/faq-data';
import { useLeaveWarning } from '@console/leave-warning';
import { useConfirm } from '@console/ui';
import { AcceptCategoryView } from './AcceptCategoryView';

export interface AcceptCategoryAnswersProps {
  category: FaqCategoryId;
  /** The account's entries in the console's language (every filter but the category ignored). */
  entries: readonly FaqEntry[];
  locale: Locale;
}

/**
 * Takes the standard answers of a whole category as the bank's own, in the console's language only:
 * the bank vouches for answers it has read, and the count it confirms is the one its list shows.
 */
export function AcceptCategoryAnswers({ category, entries, locale }: AcceptCategoryAnswersProps) {
  const { t } = useTranslation('faq');
  const accept = useAcceptStandardAnswers();
  const { confirm, confirmDialog } = useConfirm();
  const [accepted, setAccepted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useMemo(() => standardAnswersToAccept(entries.filter((entry) => entry.question.categoryId === category)), [entries, category]);
  const categoryName = t(`categories.${category}`);
  const language = t(`languageNames.${locale}`, { ns: 'common' });
  useLeaveWarning(accept.isPending, 'saving');

  const run = async () => {
    const count = pending.length;
    const confirmed = await confirm({
      title: t('acceptCategory.title', { category: categoryName }),
      message: t('acceptCategory.message', { count, language }),
      confirmLabel: t('acceptCategory.confirm', { count }),
      cancelLabel: t('acceptCategory.cancel'),
    });
    if (!confirmed) return;
    setAccepted(null);
    setError(null);
    try {
      setAccepted(await accept.mutateAsync({ locale, questions: pending.map((entry) => entry.question) }));
    } catch (reason) {
      setError(t(errorMessageKey(reason), { ns: 'common' }));
    }
  };

  const { done, total } = accept.progress;
  return (
    <>
      <AcceptCategoryView
        category={categoryName}
        language={language}
        count={pending.length}
        running={accept.isPending}
        progress={total > 0 ? (done / total) * 100 : 0}
        error={error}
        accepted={accepted}
        onAccept={() => void run()}
      />
      {confirmDialog}
    </>
  );
}
