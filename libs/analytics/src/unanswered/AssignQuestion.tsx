import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUnanswered, type UnansweredSummary } from '@console/analytics-data';
import { errorMessageKey, isBackendError } from '@console/backend';
import { useAddPhrasing, useFaqData } from '@console/faq-data';
import { useToast } from '@console/ui';
import { AssignQuestionDialog } from './AssignQuestionDialog';
import { questionChoices } from './question-choices';

/**
 * Assigns a customer's message to the question that should have answered it: the message becomes one
 * more way of asking that question (learned at the next publish) and leaves the list, handled.
 */
export function AssignQuestion({ item, onClose }: { item: UnansweredSummary; onClose: () => void }) {
  const { t } = useTranslation('analytics');
  const toast = useToast();
  const faq = useFaqData();
  const addPhrasing = useAddPhrasing();
  const deleteUnanswered = useDeleteUnanswered();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = faq.status === 'success';
  const entries = useMemo(() => (ready ? faq.entries.filter((entry) => !entry.hidden) : null), [ready, faq.entries]);
  const choices = useMemo(() => (entries ? questionChoices(entries, item.question, search) : null), [entries, item.question, search]);

  const assign = async (faqId: string) => {
    setError(null);
    try {
      await addPhrasing.mutateAsync({ faqId, locale: item.locale, text: item.question });
    } catch (reason) {
      setError(isBackendError(reason) && reason.code === 'failed-precondition' ? t('assign.full') : t(errorMessageKey(reason), { ns: 'common' }));
      return;
    }
    const question = entries?.find((entry) => entry.id === faqId)?.question.question ?? '';
    // The message is taught either way; if it stays listed, staff can still remove it themselves.
    await deleteUnanswered.mutateAsync(item.ids).catch(() => undefined);
    toast.success(t('assign.done', { question }));
    onClose();
  };

  return (
    <AssignQuestionDialog
      item={item}
      choices={choices}
      search={search}
      onSearch={setSearch}
      saving={addPhrasing.isPending || deleteUnanswered.isPending}
      error={error}
      onAssign={(faqId) => void assign(faqId)}
      onClose={onClose}
    />
  );
}
