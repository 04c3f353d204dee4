import type { PublishedAssistant, PublishedHead, PublishedPart } from '@console/assistant-contract';
import { loadOnce } from '@console/backend';
import { paths } from '@console/data-paths';
import type { DocumentReader } from './firestore-rest-reader';

const readHead = async (documents: DocumentReader, mode: string, assistantId: string): Promise<PublishedHead | null> =>
  (await documents.getDoc<PublishedHead>(paths.publishedHead(mode, assistantId))).data;

/**
 * Reads what an assistant has published, or null when nothing is (never published, or taken off).
 * Parts are read by the names the head lists (starting from `knownHead` when the caller has read it); a
 * part missing because a newer publish replaced it meanwhile makes the read start over from the new
 * head, so a customer never mixes two versions.
 */
export async function readPublishedAssistant(
  documents: DocumentReader,
  mode: string,
  assistantId: string,
  { attempts = 3, knownHead }: { attempts?: number; knownHead?: PublishedHead } = {},
): Promise<PublishedAssistant | null> {
  let head = knownHead ?? null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    head ??= await readHead(documents, mode, assistantId);
    if (!head) return null;
    const snapshots = await Promise.all(head.parts.map((id) => documents.getDoc<PublishedPart>(`${paths.publishedParts(mode, assistantId)}/${id}`)));
    const parts = snapshots.map((snapshot) => snapshot.data).filter((part): part is PublishedPart => part !== null);
    if (parts.length === head.parts.length) return { assistantId, head, parts };
    head = null;
  }
  return null;
}

/** What a bank's page shows first (the head: the launcher's name, photo and colour) and the rest on demand. */
export type PublishedOnDemand = { head: PublishedHead; whole: () => Promise<PublishedAssistant | null> };

/**
 * The head of what an assistant published, or null; the parts (every answer and product, tens of
 * kilobytes and a read each) are read the first time `whole()` is asked for — when the chat opens, which
 * most visitors of a bank's page never do.
 */
export async function readPublishedOnDemand(documents: DocumentReader, mode: string, assistantId: string): Promise<PublishedOnDemand | null> {
  const head = await readHead(documents, mode, assistantId);
  if (!head) return null;
  return { head, whole: loadOnce(() => readPublishedAssistant(documents, mode, assistantId, { knownHead: head })) };
}
