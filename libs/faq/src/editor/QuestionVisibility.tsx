import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { useQuestionVisibility } from '@console/faq-data';
import { useConfirm } from '@console/ui';
import { QuestionVisibilityView } from './QuestionVisibilityView';

export interface QuestionVisibilityProps {
  faqId: string;
  hidden: boolean;
  /** The bank answered the question itself in some language: hiding it then asks first. */
  hasAnswer: boolean;
}

/** Hides the question from the bank's customers, in every language, or shows it again. */
export function QuestionVisibility({ faqId, hidden, hasAnswer }: QuestionVisibilityProps) {
  const { t } = useTranslation('faq');
  const visibility = useQuestionVisibility();
  const { confirm, confirmDialog } = useConfirm();
  const [shownAgain, setShownAgain] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (hide: boolean) => {
    setError(null);
    setShownAgain(false);
    try {
      await visibility.mutateAsync({ faqId, hidden: hide });
      setShownAgain(!hide);
    } catch (failure) {
      setError(t('editor.visibility.failed', { reason: t(errorMessageKey(failure), { ns: 'common' }) }));
    }
  };

  const hide = async () => {
    const confirmed =
      !hasAnswer ||
      (await confirm({
        title: t('editor.visibility.confirmTitle'),
        message: t('editor.visibility.confirmMessage'),
        confirmLabel: t('editor.visibility.confirm'),
        cancelLabel: t('editor.visibility.cancel'),
      }));
    if (confirmed) await change(true);
  };

  return (
    <>
      <QuestionVisibilityView
        hidden={hidden}
        saving={visibility.isPending}
        shownAgain={shownAgain}
        error={error}
        onHide={() => void hide()}
        onShow={() => void change(false)}
      />
      {confirmDialog}
    </>
  );
}
