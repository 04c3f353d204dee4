import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { FAQ_ANSWERS_MARK, FAQ_DATA_MARK, type FaqEntry } from '@console/faq-data';
import { FaqRow } from './FaqRow';
import { useDocumentOffset } from './use-document-offset';
import { useFaqRowTexts } from './use-faq-row-texts';
import styles from './FaqList.module.css';

export interface FaqListProps {
  entries: readonly FaqEntry[];
  selectedId: string | null;
  /** The languages a question still lacks the bank's answer in, named for the row ('' when none). */
  missingIn?: (id: string) => string;
  showCategory: boolean;
  onOpen: (id: string) => void;
  /** Accessible name of the list. */
  label: string;
}

const ESTIMATED_ROW_HEIGHT = 84;

/**
 * The questions as a virtual list: only the rows in view (and a few around) are in the page, so a
 * catalogue of thousands stays fast. The list scrolls with the page (no box of its own to scroll inside
 * the page). Arrow keys, Home and End move between rows.
 */
export function FaqList({ entries, selectedId, missingIn = () => '', showCategory, onOpen, label }: FaqListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const texts = useFaqRowTexts();
  // The virtualiser works out every row's position again, all 5,000 of them, when the key function is a
  // new one or a row measures other than its estimate. So the key function changes only with the
  // entries, and a row not yet measured is taken to be as tall as the last one measured, which it
  // almost always is: scrolling then costs no such pass per frame.
  const getItemKey = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  const lastMeasured = useRef(ESTIMATED_ROW_HEIGHT);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    scrollMargin,
    estimateSize: () => lastMeasured.current,
    measureElement: (element, entry, instance) => (lastMeasured.current = measureElement(element, entry, instance)),
    getItemKey,
    overscan: 6,
  });

  const focusRow = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(entries.length - 1, index));
      virtualizer.scrollToIndex(target, { align: 'auto' });
      // The row may only exist after the virtualiser has rendered it.
      const focus = (attempt: number) => {
        const button = listRef.current?.querySelector<HTMLButtonElement>(`li[data-index="${target}"] button`);
        if (button) button.focus();
        else if (attempt < 5) requestAnimationFrame(() => focus(attempt + 1));
      };
      focus(0);
    },
    [entries.length, virtualizer],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest('li[data-index]');
    if (!item) return;
    const index = Number(item.getAttribute('data-index'));
    const page = Math.max(1, Math.floor(window.innerHeight / ESTIMATED_ROW_HEIGHT));
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: entries.length - 1, PageDown: index + page, PageUp: index - page };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  };

  const items = virtualizer.getVirtualItems();
  // From the questions' (or the answers') arrival to the rows committed and to the frame
  // after the commit (on screen): what tools/benchmarks/faq-chromium.mjs reports.
  const drawn = items.length > 0;
  useLayoutEffect(() => {
    if (!drawn) return;
    const marks = ([
      [FAQ_DATA_MARK, 'faq:drawn'],
      [FAQ_ANSWERS_MARK, 'faq:answers-drawn'],
    ] as const).filter(([mark]) => performance.getEntriesByName(mark, 'mark').length > 0);
    for (const [mark, measure] of marks) performance.measure(`${measure}:committed`, mark);
    const frame = requestAnimationFrame(() => {
      for (const [mark, measure] of marks) {
        performance.measure(measure, mark);
        performance.clearMarks(mark);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [drawn, entries]);

  return (
    // The list handles arrow keys for the row buttons inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul ref={listRef} aria-label={label} className={styles.list} style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <FaqRow
              key={entry.id}
              entry={entry}
              index={item.index}
              count={entries.length}
              start={item.start - scrollMargin}
              selected={entry.id === selectedId}
              missingIn={missingIn(entry.id)}
              showCategory={showCategory}
              onOpen={onOpen}
              measure={virtualizer.measureElement}
              texts={texts}
            />
          );
        })}
    </ul>
  );
}
