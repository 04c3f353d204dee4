import { useCallback, useState } from 'react';
import type { FaqAttachment, FaqEntry } from '@console/faq-data';

interface Snapshot {
  text: string;
  attachments: readonly FaqAttachment[];
}

const sameFiles = (a: readonly FaqAttachment[], b: readonly FaqAttachment[]) => a.length === b.length && a.every((item, index) => item.path === b[index]?.path);

function savedSnapshot(entry: FaqEntry): Snapshot {
  return { text: entry.answer?.answer ?? '', attachments: entry.answer?.attachments ?? [] };
}

/**
 * The text and files being edited, measured against what is saved. While the draft is clean it follows
 * the saved answer live (another tab, another person); once edited it is left alone.
 */
export function useAnswerDraft(entry: FaqEntry) {
  const [baseline, setBaseline] = useState<Snapshot>(() => savedSnapshot(entry));
  const [text, setText] = useState(baseline.text);
  const [attachments, setAttachments] = useState<readonly FaqAttachment[]>(baseline.attachments);
  const dirty = text !== baseline.text || !sameFiles(attachments, baseline.attachments);

  // A new saved answer (from this editor or elsewhere) moves the baseline; a clean draft follows it.
  const saved = entry.answer;
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    const next = savedSnapshot(entry);
    if (next.text !== baseline.text || !sameFiles(next.attachments, baseline.attachments)) setBaseline(next);
    if (!dirty) {
      setText(next.text);
      setAttachments(next.attachments);
    }
  }

  /** After a successful save the draft is the new baseline, before the listener confirms it. */
  const markSaved = useCallback((snapshot: Snapshot) => setBaseline(snapshot), []);

  return { text, setText, attachments, setAttachments, baseline, dirty, markSaved };
}
