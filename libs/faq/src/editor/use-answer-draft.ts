import { useCallback, useState } from 'react';
import type { FaqAttachment, FaqEntry } from '@console/faq-data';

export interface AnswerSnapshot {
  text: string;
  attachments: readonly FaqAttachment[];
}

const sameFiles = (a: readonly FaqAttachment[], b: readonly FaqAttachment[]) => a.length === b.length && a.every((item, index) => item.path === b[index]?.path);
const sameSnapshot = (a: AnswerSnapshot, b: AnswerSnapshot) => a.text === b.text && sameFiles(a.attachments, b.attachments);

function savedSnapshot(entry: FaqEntry): AnswerSnapshot {
  return { text: entry.answer?.answer ?? '', attachments: entry.answer?.attachments ?? [] };
}

/**
 * The text and files being edited, measured against the saved answer they started from. While the
 * draft is clean it follows the saved answer live (another tab, another person). Once edited, a new
 * saved answer leaves it alone and raises `changedElsewhere` instead, until the bank chooses: load the
 * saved version (`loadSaved`, the draft is dropped) or keep its changes (`keepEditing`, the draft is
 * then measured against the new version, and saving replaces it knowingly).
 */
export function useAnswerDraft(entry: FaqEntry) {
  const [baseline, setBaseline] = useState<AnswerSnapshot>(() => savedSnapshot(entry));
  const [text, setText] = useState(baseline.text);
  const [attachments, setAttachments] = useState<readonly FaqAttachment[]>(baseline.attachments);
  // What this editor is saving: when the listener brings it back, it is no change made elsewhere.
  const [saving, setSaving] = useState<AnswerSnapshot | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const draft = { text, attachments };
  const dirty = !sameSnapshot(draft, baseline);

  const saved = entry.answer;
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    const next = savedSnapshot(entry);
    const conflicting = dirty && !sameSnapshot(next, baseline) && !sameSnapshot(next, draft) && !(saving !== null && sameSnapshot(next, saving));
    setChangedElsewhere(conflicting);
    if (!conflicting) setBaseline(next);
    if (!dirty) {
      setText(next.text);
      setAttachments(next.attachments);
    }
  }

  /** Before a save: the version the listener will bring back from this editor. */
  const expectSaved = useCallback((snapshot: AnswerSnapshot | null) => setSaving(snapshot), []);

  /** After a successful save the draft is the new baseline, before the listener confirms it. */
  const markSaved = useCallback((snapshot: AnswerSnapshot) => {
    setBaseline(snapshot);
    setSaving(null);
  }, []);

  const loadSaved = useCallback(() => {
    const next = savedSnapshot(entry);
    setBaseline(next);
    setText(next.text);
    setAttachments(next.attachments);
    setChangedElsewhere(false);
  }, [entry]);

  const keepEditing = useCallback(() => {
    setBaseline(savedSnapshot(entry));
    setChangedElsewhere(false);
  }, [entry]);

  /** A save refused because another version was stored meanwhile: the bank chooses, as for a live change. */
  const refusedAsChanged = useCallback(() => {
    setSaving(null);
    setChangedElsewhere(true);
  }, []);

  return { text, setText, attachments, setAttachments, baseline, dirty, changedElsewhere, expectSaved, markSaved, loadSaved, keepEditing, refusedAsChanged };
}
