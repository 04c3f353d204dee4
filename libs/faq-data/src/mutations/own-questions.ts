import { BackendError, SERVER_TIMESTAMP, paths, writeConflict, type DocumentStore } from '@console/backend';
import { perLocale } from '@console/locale';
import { samePlainData } from '@console/plain-data';
import { mapOwnQuestion, OWN_QUESTION_PREFIX, ownQuestionDraft, type OwnQuestionDraft } from '../model/own-question';

export interface OwnQuestionContext {
  documents: DocumentStore;
  mode: string;
  uid: string;
}

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
 * Deletes a question of the bank's own. Its answers stay stored (the rules keep answers from being
 * deleted) but nothing shows or publishes an answer without its question.
 */
export async function deleteOwnQuestion(context: OwnQuestionContext, id: string): Promise<void> {
  await context.documents.deleteDoc(ownQuestionPath(context, id));
}
