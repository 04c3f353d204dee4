import { useTranslation } from 'react-i18next';
import type { AnswerState } from '@console/faq-data';
import { StatusBadge, type StatusTone } from '@console/ui';

export interface LanguageStateBadgeProps {
  state: AnswerState;
  id?: string;
}

const tones: Record<AnswerState, StatusTone> = { answered: 'success', standard: 'info', missing: 'warning' };

/** Where one language's answer stands, in words and colour: answered by the bank, standard, missing. */
export function LanguageStateBadge({ state, id }: LanguageStateBadgeProps) {
  const { t } = useTranslation('faq');
  return (
    <StatusBadge id={id} tone={tones[state]}>
      {t(`editor.state.${state}`)}
    </StatusBadge>
  );
}
