import type { RefusedWebsite } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import type { StoredDocument } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { publicationQueryKeys } from './publication-query-keys';
import { usePublicationState } from './use-publication-state';

/** The most recent websites reported: enough to spot one's own, few enough to read. */
const SHOWN = 5;

/** A report as the embed page lists it; `hostname` is null when the stored origin is not a web origin. */
export type RefusedWebsiteRow = { id: string; origin: string; hostname: string | null; lastSeenAt: number | null; count: number | null };

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname || null;
  } catch {
    return null;
  }
}

/** A stored report, whatever it holds: a malformed one becomes one row the owner can delete, never an error. */
export function refusedWebsiteRow({ id, data }: StoredDocument<Partial<Record<keyof RefusedWebsite, unknown>>>): RefusedWebsiteRow {
  const origin = typeof data.origin === 'string' ? data.origin : '';
  return {
    id,
    origin,
    hostname: hostnameOf(origin),
    lastSeenAt: typeof data.lastSeenAt === 'number' ? data.lastSeenAt : null,
    count: typeof data.count === 'number' ? data.count : null,
  };
}

/** Websites that framed the bank's chat without being allowed, most recently seen first, live. */
export function useRefusedWebsites() {
  const { documents, mode } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  const assistantId = usePublicationState().data?.assistantId ?? null;
  return useLiveQuery<RefusedWebsiteRow[], readonly unknown[]>({
    queryKey: publicationQueryKeys.refused({ uid, mode }, assistantId),
    enabled: uid !== '' && assistantId !== null,
    subscribe: (onNext, onError) =>
      documents.watchCollection(
        paths.refusedWebsites(mode, assistantId ?? ''),
        { orderBy: [{ field: 'lastSeenAt', direction: 'desc' }], limit: SHOWN },
        (stored) => onNext(stored.map(refusedWebsiteRow)),
        onError,
      ),
  });
}
