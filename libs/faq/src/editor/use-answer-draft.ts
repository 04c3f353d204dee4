import { useCallback, useState } from 'react';
import type { FaqAttachment, UserAnswer } from '@console/faq-data';

export interface AnswerSnapshot {
  text: string;
  attachments: readonly FaqAttachment[];
}

const sameFiles = (a: readonly FaqAttachment[], b: readonly FaqAttachment[]) => a.length === b.length && a.every((item, index) => item.path === b[index]?.path);
const sameSnapshot = (a: AnswerSnapshot, b: AnswerSnapshot) => a.text === b.text && sameFiles(a.attachments, b.attachments);

function savedSnapshot(answer: UserAnswer | null): AnswerSnapshot {
  return { text: answer?.answer ?? '', attachments: answer?.attachments ?? [] };
}

/**
 * The text and files of one language's answer being edited, measured against the saved answer they started from. While the
 * draft is clean it follows the saved answer live (another tab, another person). Once edited, a new
 * saved answer leaves it alone and raises `changedElsewhere` instead, until the bank chooses: load the
 * saved version (`loadSaved`, the draft is dropped) or keep its changes (`keepEditing`, the draft is
 * then measured against the new version, and saving replaces it knowingly).
 */
export function useAnswerDraft(saved: UserAnswer | null) {
  const [baseline, setBaseline] = useState<AnswerSnapshot>(() => savedSnapshot(saved));
  const [text, setText] = useState(baseline.text);
  const [attachments, setAttachments] = useState<readonly FaqAttachment[]>(baseline.attachments);
  // What this editor is saving: when the listener brings it back, it is no change made elsewhere.
  const [saving, setSaving] = useState<AnswerSnapshot | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const draft = { text, attachments };
  const dirty = !sameSnapshot(draft, baseline);

  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    const next = savedSnapshot(saved);
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
    const next = savedSnapshot(saved);
    setBaseline(next);
    setText(next.text);
    setAttachments(next.attachments);
    setChangedElsewhere(false);
  }, [saved]);

  const keepEditing = useCallback(() => {
    setBaseline(savedSnapshot(saved));
    setChangedElsewhere(false);
  }, [saved]);

  /** A save refused because another version was stored meanwhile: the bank chooses, as for a live change. */
  const refusedAsChanged = useCallback(() => {
    setSaving(null);
    setChangedElsewhere(true);
  }, []);

  return { text, setText, attachments, setAttachments, baseline, dirty, changedElsewhere, expectSaved, markSaved, loadSaved, keepEditing, refusedAsChanged };
}
