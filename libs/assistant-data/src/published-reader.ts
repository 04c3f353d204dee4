import type { PublishedAssistant, PublishedHead, PublishedPart } from '@console/assistant-contract';
import type { DocumentReader } from './firestore-rest-reader';
import { paths } from '@console/data-paths';


/**
 * Reads what an assistant has published, or null when nothing is (never published, or taken off).
 * Parts are read by the names the head lists; a part missing because a newer publish replaced it
 * meanwhile makes the read start over from the new head, so a customer never mixes two versions.
 */
export async function readPublishedAssistant(documents: DocumentReader, mode: string, assistantId: string, attempts = 3): Promise<PublishedAssistant | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const head = (await documents.getDoc<PublishedHead>(paths.publishedHead(mode, assistantId))).data;
    if (!head) return null;
    const snapshots = await Promise.all(head.parts.map((id) => documents.getDoc<PublishedPart>(`${paths.publishedParts(mode, assistantId)}/${id}`)));
    const parts = snapshots.map((snapshot) => snapshot.data).filter((part): part is PublishedPart => part !== null);
    if (parts.length === head.parts.length) return { assistantId, head, parts };
  }
  return null;
}
