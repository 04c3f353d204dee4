import { paths } from '@console/data-paths';
import { MAX_BATCH_OPERATIONS, SERVER_TIMESTAMP, type WriteOperation } from '@console/backend';
import { areaFingerprints, buildPublication } from '../model/build-publication';
import { mapPublicationState, type PublicationState } from '../model/publication-state';
import { jsonBytes } from '../model/split-parts';
import { readPublicationDraft, type PublicationContext } from './read-publication-draft';
import { deleteStaleParts } from './delete-stale-parts';

/** Firestore refuses a write request above 10 MiB; parts are written in batches well below it. */
const MAX_BATCH_BYTES = 8_000_000;

async function readState({ backend, uid }: PublicationContext): Promise<PublicationState> {
  return mapPublicationState((await backend.documents.getDoc(paths.publication(backend.mode, uid))).data);
}

/** The assistant's public id: made once, with the owner record the rules look up, then kept for good. */
async function ensureAssistantId(context: PublicationContext, state: PublicationState): Promise<string> {
  if (state.assistantId) return state.assistantId;
  const { backend, uid } = context;
  const { mode } = backend;
  const assistantId = backend.documents.newId();
  await backend.documents.batch([
    { type: 'set', path: paths.assistantOwner(mode, assistantId), data: { owner: uid, createdAt: SERVER_TIMESTAMP } },
    { type: 'set', path: paths.publication(mode, uid), data: { assistantId }, merge: true },
  ]);
  return assistantId;
}

function batchesOf(operations: WriteOperation[]): WriteOperation[][] {
  const batches: WriteOperation[][] = [];
  let current: WriteOperation[] = [];
  let bytes = 0;
  for (const operation of operations) {
    const size = operation.type === 'delete' ? 0 : jsonBytes(operation.data);
    if (current.length > 0 && (bytes + size > MAX_BATCH_BYTES || current.length === MAX_BATCH_OPERATIONS)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(operation);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Publishes what the drafts hold now, with what the assistant learns from what the bank taught
 * (`onLearning` hears the share of that learning done). The new version's parts are written first and
 * the head that names them last, in one batch with the owner's record, so customers see the old
 * version or the new one, never half of one. Parts of older versions are removed afterwards.
 */
export async function publishAssistant(context: PublicationContext, onLearning?: (share: number) => void): Promise<{ assistantId: string; version: string }> {
  const { backend, uid } = context;
  const { mode } = backend;
  const state = await readState(context);
  const assistantId = await ensureAssistantId(context, state);
  const draft = await readPublicationDraft(context, state.allowedDomains);
  const version = backend.documents.newId();
  // The learning code (and its sample of the catalogue's data) loads only when a bank publishes.
  const { learnTaught } = await import('../model/learn-taught');
  const { head, parts } = buildPublication(draft, version, await learnTaught(draft.taught, onLearning));
  const partsPath = paths.publishedParts(mode, assistantId);
  for (const batch of batchesOf(parts.map(({ id, part }) => ({ type: 'set', path: `${partsPath}/${id}`, data: part })))) {
    await backend.documents.batch(batch);
  }
  await backend.documents.batch([
    { type: 'set', path: paths.publishedHead(mode, assistantId), data: { ...head, publishedAt: SERVER_TIMESTAMP } },
    { type: 'set', path: paths.publication(mode, uid), data: { version, publishedAt: SERVER_TIMESTAMP, fingerprints: areaFingerprints(draft) }, merge: true },
  ]);
  await deleteStaleParts(context, assistantId, head.parts);
  return { assistantId, version };
}

/** Takes the assistant off every website: the head goes first, so customers stop at once. The id stays. */
export async function unpublishAssistant(context: PublicationContext): Promise<void> {
  const { backend, uid } = context;
  const { mode } = backend;
  const { assistantId } = await readState(context);
  if (!assistantId) return;
  await backend.documents.batch([
    { type: 'delete', path: paths.publishedHead(mode, assistantId) },
    { type: 'set', path: paths.publication(mode, uid), data: { version: null, publishedAt: null, fingerprints: null }, merge: true },
  ]);
  await deleteStaleParts(context, assistantId, []);
}
