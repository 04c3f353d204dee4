import { useCallback, useEffect, useRef, useState } from 'react';
import { useFaqLanguages, type FaqEntry } from '@console/faq-data';
import { LOCALES, type Locale } from '@console/locale';
import { AnswerEditorView } from './AnswerEditorView';
import { LanguageAnswerEditor } from './LanguageAnswerEditor';
import { LanguagePlaceholder } from './LanguagePlaceholder';
import { OwnQuestionActions } from '../own-questions/OwnQuestionActions';
import { PhrasingsEditor } from '../phrasings/PhrasingsEditor';
import { QuestionVisibility } from './QuestionVisibility';

export interface AnswerEditorProps {
  /** The question as the list shows it, in the console's language. */
  entry: FaqEntry;
  /** Asks to close; the screen confirms first when there are unsaved changes. */
  onClose: () => void;
  /** Whether any language has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** The bank's own question was deleted: the editor goes, with nothing to ask. */
  onDeleted: () => void;
}

/** The editor of one question's answers in every language, bound to the account's data. */
export function AnswerEditor({ entry, onClose, onDirtyChange, onDeleted }: AnswerEditorProps) {
  const languages = useFaqLanguages(entry.id);
  // The languages' answers and the phrasings each keep their own unsaved changes.
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<Locale | 'phrasings'>>(() => new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dirty = dirtyParts.size > 0;

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const reportDirty = useCallback((part: Locale | 'phrasings', partDirty: boolean) => {
    setDirtyParts((current) => {
      if (current.has(part) === partDirty) return current;
      const next = new Set(current);
      if (partDirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const reportPhrasingsDirty = useCallback((partDirty: boolean) => reportDirty('phrasings', partDirty), [reportDirty]);

  const hasAnswer = LOCALES.some((locale) => {
    const language = languages[locale];
    return language.status === 'success' && language.entry.state === 'answered';
  });

  return (
    <AnswerEditorView
      question={entry.question}
      dirty={dirty}
      headingRef={headingRef}
      onClose={onClose}
      phrasings={<PhrasingsEditor faqId={entry.id} onDirtyChange={reportPhrasingsDirty} />}
      visibility={
        <>
          {entry.question.own && <OwnQuestionActions faqId={entry.id} languages={languages} onDeleted={onDeleted} />}
          <QuestionVisibility faqId={entry.id} hidden={entry.hidden} hasAnswer={hasAnswer || entry.answered} />
        </>
      }
    >
      {LOCALES.map((locale) => {
        const language = languages[locale];
        // A language's editor starts once its data is there and then follows it live.
        return language.status === 'success' ? (
          <LanguageAnswerEditor key={locale} faqId={entry.id} entry={language.entry} onDirtyChange={reportDirty} />
        ) : (
          <LanguagePlaceholder key={locale} locale={locale} failed={language.status === 'error'} />
        );
      })}
    </AnswerEditorView>
  );
}
