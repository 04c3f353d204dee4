import { AUDIT_ACTIONS, AUDIT_AREAS, type AuditChange } from '@console/document-rules';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import type { StoredDocument } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { accountQueryKeys } from './account-query-keys';

/** How many of the newest changes the settings page lists. */
export const AUDIT_TRAIL_SHOWN = 100;

/** One entry of the account's audit trail as the console lists it. */
export type AuditRow = AuditChange & { id: string; at: number; email: string };

/** A stored entry as plain data; an entry the list cannot read becomes null, and is left out. */
export function mapAuditEntry({ id, data }: StoredDocument): AuditRow | null {
  const area = AUDIT_AREAS.find((known) => known === data['area']);
  const action = AUDIT_ACTIONS.find((known) => known === data['action']);
  const by = data['by'];
  if (!area || !action || typeof data['at'] !== 'number') return null;
  return {
    id,
    at: data['at'],
    email: typeof by === 'object' && by !== null && typeof (by as Record<string, unknown>)['email'] === 'string' ? ((by as Record<string, unknown>)['email'] as string) : '',
    area,
    action,
    subject: typeof data['subject'] === 'string' ? data['subject'] : '',
    fields: Array.isArray(data['fields']) ? data['fields'].filter((field): field is string => typeof field === 'string') : [],
  };
}

/** The newest changes to the signed-in bank's account, newest first, live (written by the server alone). */
export function useAuditTrail() {
  const { documents, mode } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  return useLiveQuery<AuditRow[], readonly unknown[]>({
    queryKey: accountQueryKeys.audit({ uid, mode }),
    enabled: uid !== '',
    subscribe: (onNext, onError) =>
      documents.watchCollection(
        paths.accountAudit(mode, uid),
        { orderBy: [{ field: 'at', direction: 'desc' }], limit: AUDIT_TRAIL_SHOWN },
        (stored) => onNext(stored.flatMap((entry) => mapAuditEntry(entry) ?? [])),
        onError,
      ),
  });
}
