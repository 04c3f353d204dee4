import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@console/ui';

export type PolicyKind = 'terms' | 'privacy';

export interface PolicyDialogProps {
  /** Which document is open; `null` when none is. */
  policy: PolicyKind | null;
  onClose: () => void;
}

const points = ['point1', 'point2', 'point3'] as const;

/** A short, plain-language summary of the terms of use or the privacy policy, read without leaving the form. */
export function PolicyDialog({ policy, onClose }: PolicyDialogProps) {
  const { t } = useTranslation('auth');
  // The last document stays rendered while closed, so the dialog keeps its name.
  const shown = policy ?? 'terms';
  return (
    <Dialog
      open={policy !== null}
      onClose={onClose}
      title={t(`policies.${shown}.title`)}
      description={t(`policies.${shown}.summary`)}
      footer={<Button onClick={onClose}>{t('policies.back')}</Button>}
    >
      <ul>
        {points.map((point) => (
          <li key={point}>{t(`policies.${shown}.${point}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
