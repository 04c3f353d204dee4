import { paths } from '@console/data-paths';
import { BackendError, SERVER_TIMESTAMP, writeConflict } from '@console/backend';
import type { AccountWritesContext } from './account-writes-context';
import { LOCALES, perLocale } from '@console/locale';
import { samePlainData } from '@console/plain-data';
import { mapOwnQuestion, OWN_QUESTION_PREFIX, ownQuestionDraft, type OwnQuestionDraft } from '../model/own-question';
import { answerPath } from './answer-paths';

export type OwnQuestionContext = AccountWritesContext;

export interface SaveOwnQuestionInput {
  /** Null for a new question. */
  id: string | null;
  draft: OwnQuestionDraft;
  /** The question as the edit started from: the save is refused when it changed elsewhere meanwhile. */
  baseline: OwnQuestionDraft | null;
}

const ownQuestionPath = ({ mode, uid }: OwnQuestionContext, id: string) => `${paths.accountOwnQuestions(mode, uid)}/${id}`;

const stored = (draft: OwnQuestionDraft) => ({ category: draft.category, top: draft.top, question: perLocale((locale) => draft.question[locale].trim()) });

/** The draft a stored own question gives, the same whichever language it is read in. */
function storedDraft(id: string, data: unknown): OwnQuestionDraft {
  return ownQuestionDraft(perLocale((locale) => mapOwnQuestion({ id, data }, locale)));
}

/**
 * Adds a question of the bank's own, or changes one: in every language at once, with its category and
 * top flag. A change is written only onto the version the edit started from (one transaction compares
 * the content), so a colleague's edit saved meanwhile is not undone. Returns the question's id.
 */
export async function saveOwnQuestion(context: OwnQuestionContext, { id, draft, baseline }: SaveOwnQuestionInput): Promise<string> {
  const { documents } = context;
  if (id === null) {
    const created = `${OWN_QUESTION_PREFIX}${documents.newId()}`;
    await documents.setDoc(ownQuestionPath(context, created), { ...stored(draft), createdAt: SERVER_TIMESTAMP, updatedAt: SERVER_TIMESTAMP });
    return created;
  }
  const path = ownQuestionPath(context, id);
  await documents.transaction([path], ([snapshot]) => {
    if (!snapshot?.exists) throw new BackendError('not-found', `"${path}" does not exist`);
    if (baseline && !samePlainData(storedDraft(id, snapshot.data), baseline)) throw writeConflict(path);
    return [{ type: 'update', path, data: { ...stored(draft), updatedAt: SERVER_TIMESTAMP } }];
  });
  return id;
}

/**
 * Deletes a question of the bank's own and, in the same transaction, withdraws its answers in every
 * language: answers are never deleted (the rules keep them), so a withdrawn one is the bank's with no
 * text, which nothing counts, lists or publishes. Their files stay stored: an assistant published
 * earlier may still link them.
 */
export async function deleteOwnQuestion(context: OwnQuestionContext, id: string): Promise<void> {
  const questionPath = ownQuestionPath(context, id);
  const answers = LOCALES.map((locale) => answerPath(context.mode, context.uid, locale, id));
  await context.documents.transaction([questionPath, ...answers], ([, ...stored]) => [
    { type: 'delete', path: questionPath },
    ...answers.flatMap((path, index) =>
      stored[index]?.exists ? [{ type: 'set' as const, path, data: { answer: { text: '', attachments: [], source: 'bank', updatedAt: SERVER_TIMESTAMP } }, merge: true }] : [],
    ),
  ]);
}
