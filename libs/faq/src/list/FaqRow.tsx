import { Profiler, memo, useContext, type ReactNode } from 'react';
import type { FaqEntry } from '@console/faq-data';
import { cx } from '@console/ui';
import { RowRenderObserver } from './row-render-observer';
import type { FaqRowTexts } from './use-faq-row-texts';
import styles from './FaqRow.module.css';

export interface FaqRowProps {
  entry: FaqEntry;
  index: number;
  count: number;
  start: number;
  selected: boolean;
  /** The languages still without the bank's answer, named in the console's language ('' when none). */
  missingIn: string;
  showCategory: boolean;
  onOpen: (id: string) => void;
  measure: (element: HTMLElement | null) => void;
  texts: FaqRowTexts;
}

/** One question of the virtual list. Memoised: it renders again only when its own entry changes. */
export const FaqRow = memo(function FaqRow({ entry, index, count, start, selected, missingIn, showCategory, onOpen, measure, texts }: FaqRowProps) {
  const observer = useContext(RowRenderObserver);
  const { question, answer, answered, hidden } = entry;
  const questionId = `faq-row-${entry.id}-question`;
  const detailsId = `faq-row-${entry.id}-details`;
  const preview = answered ? answer?.answer : answer?.answer ? texts.defaultPreview(answer.answer) : texts.noAnswer;

  const content: ReactNode = (
    <li ref={measure} data-index={index} aria-setsize={count} aria-posinset={index + 1} className={styles.item} style={{ transform: `translateY(${start}px)` }}>
      <button
        type="button"
        className={cx(styles.row, hidden && styles.hidden, selected && styles.selected)}
        aria-labelledby={questionId}
        aria-describedby={detailsId}
        aria-current={selected || undefined}
        data-faq-id={entry.id}
        onClick={() => onOpen(entry.id)}
      >
        <span className={cx(styles.status, answered ? styles.answered : styles.unanswered)} aria-hidden="true" />
        <span className={styles.body}>
          <span id={questionId} className={styles.question}>
            {question.question}
          </span>
          <span id={detailsId} className={styles.details}>
            {/* "Answered" only when customers can read the bank's answer in every language. */}
            <span className={cx(styles.badge, answered && !missingIn ? styles.badgeAnswered : styles.badgeOpen)}>
              {!answered ? texts.notAnswered : missingIn ? texts.missingIn(missingIn) : texts.answered}
            </span>
            {hidden && <span className={cx(styles.badge, styles.badgeHidden)}>{texts.hidden}</span>}
            {question.isTop && <span className={cx(styles.badge, styles.badgeTop)}>{texts.top}</span>}
            {question.own && <span className={cx(styles.badge, styles.badgeTop)}>{texts.own}</span>}
            {showCategory && <span className={styles.category}>{texts.category(question.categoryId)}</span>}
            <span className={styles.preview}>{preview}</span>
          </span>
        </span>
      </button>
    </li>
  );
  return observer ? (
    <Profiler id={entry.id} onRender={observer}>
      {content}
    </Profiler>
  ) : (
    content
  );
});
