import type { Backend, StoredFileRef } from '@console/backend';
import { perLocaleAsync } from '@console/locale';
import { type ProductKind, paths } from '@console/data-paths';
import type { PublishedFile } from '@console/assistant-contract';
import { draftFromSources, type PublicationSources } from '../model/draft-from-sources';
import type { PublishFile } from '../model/public-details';
import type { PublicationDraft } from '../model/publication-draft';

export type PublicationContext = { backend: Backend; uid: string };

/** A stored file as customers will reach it: a lasting URL in Firebase, the path in local mode. */
export async function publishedFile(backend: Backend, file: StoredFileRef): Promise<PublishedFile> {
  if (!file.path) return { url: file.url };
  if (backend.kind === 'local') return { url: '', path: file.path };
  return { url: await backend.files.getDownloadUrl(file.path) };
}

async function readSources({ backend, uid }: PublicationContext): Promise<PublicationSources> {
  const { documents, mode } = backend;
  const [account, hiddenQuestions, catalogue, ownQuestions, answers, products, phrasings] = await Promise.all([
    documents.getDoc(paths.account(mode, uid)).then((snapshot) => snapshot.data),
    documents.getDoc(paths.faqHiddenQuestions(mode, uid)).then((snapshot) => snapshot.data),
    perLocaleAsync((locale) => documents.getCollection(paths.faqCatalogue(mode, locale))),
    documents.getCollection(paths.accountOwnQuestions(mode, uid)),
    perLocaleAsync((locale) => documents.getCollection(paths.accountAnswers(mode, uid, locale))),
    perLocaleAsync(async (locale) => {
      const read = (kind: ProductKind) => documents.getCollection(paths.accountProducts(mode, uid, locale, kind));
      const [cards, loans, deposits] = await Promise.all([read('cards'), read('loans'), read('deposits')]);
      return { cards, loans, deposits };
    }),
    documents.getCollection(paths.accountPhrasings(mode, uid)),
  ]);
  return { account, hiddenQuestions, catalogue, ownQuestions, answers, products, phrasings };
}

/**
 * What a publish would show customers now: read from the account's drafts in every language. `files`
 * says how a stored file is addressed (by default, as customers will reach it).
 */
export async function readPublicationDraft(
  context: PublicationContext,
  allowedDomains: readonly string[],
  files: PublishFile = (file) => publishedFile(context.backend, file),
): Promise<PublicationDraft> {
  return draftFromSources(await readSources(context), allowedDomains, files);
}
