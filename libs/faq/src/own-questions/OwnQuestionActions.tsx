import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { ownQuestionDraft, useDeleteOwnQuestion, type FaqLanguages } from '@console/faq-data';
import { LOCALES, perLocale } from '@console/locale';
import { Button, Icon, StatusBadge, useConfirm, useToast } from '@console/ui';
import { OwnQuestionDialogOnUse } from './OwnQuestionDialogOnUse';
import styles from './OwnQuestionActions.module.css';

export interface OwnQuestionActionsProps {
  faqId: string;
  /** The question in every language, as the editor reads it. */
  languages: FaqLanguages;
  /** The question is deleted: the editor closes. */
  onDeleted: () => void;
}

/** For a question of the bank's own: change it (every language at once) or delete it, after asking. */
export function OwnQuestionActions({ faqId, languages, onDeleted }: OwnQuestionActionsProps) {
  const { t } = useTranslation('faq');
  const toast = useToast();
  const remove = useDeleteOwnQuestion();
  const { confirm, confirmDialog } = useConfirm();
  const [editing, setEditing] = useState(false);
  const loaded = LOCALES.every((locale) => languages[locale].status === 'success');
  const questions = perLocale((locale) => {
    const language = languages[locale];
    return language.status === 'success' ? language.entry.question : null;
  });

  const askToDelete = async () => {
    const yes = await confirm({ title: t('ownQuestion.deleteTitle'), message: t('ownQuestion.deleteMessage'), confirmLabel: t('ownQuestion.delete'), variant: 'danger' });
    if (!yes) return;
    try {
      await remove.mutateAsync(faqId);
      toast.success(t('ownQuestion.deleted'));
      onDeleted();
    } catch (error) {
      toast.error(t(errorMessageKey(error), { ns: 'common' }));
    }
  };

  return (
    <div className={styles.actions}>
      <StatusBadge tone="info">{t('row.own')}</StatusBadge>
      <Button variant="secondary" size="sm" disabled={!loaded} onClick={() => setEditing(true)}>
        {t('ownQuestion.edit')}
      </Button>
      <Button variant="ghost" size="sm" startIcon={<Icon name="trash" size="1rem" />} loading={remove.isPending} onClick={() => void askToDelete()}>
        {t('ownQuestion.delete')}
      </Button>
      {editing && <OwnQuestionDialogOnUse editing={{ id: faqId, draft: ownQuestionDraft(questions) }} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
      {confirmDialog}
    </div>
  );
}
