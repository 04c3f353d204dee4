/**
 * The bank's audit trail: what a write by the console changed, as the server keeps it
 * (`paths.accountAudit`: the Cloud Function in Firebase, the local backend in the same transaction), for
 * the settings, answers, how customers ask the questions, products, allowed websites and publishing. Only which fields changed is kept,
 * not their values: the trail says who did what and when, and holds no copy of the bank's data.
 */
import { isMap, sameValue, type Fields } from './field-checks';
import { matchPath } from './path-pattern';

export const AUDIT_AREAS = ['settings', 'answers', 'phrasings', 'products', 'domains', 'publishing'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const AUDIT_ACTIONS = ['created', 'changed', 'deleted', 'published', 'unpublished'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Subjects that name no single item: the account's settings, the list of hidden questions (their fields do). */
export const AUDIT_SUBJECT_ACCOUNT = 'account';
export const AUDIT_SUBJECT_HIDDEN = 'hidden';

/** What one write changed, in words the console shows. */
export interface AuditChange {
  area: AuditArea;
  action: AuditAction;
  /** What was changed: the account, an answer's question and language, a product's name and language, the websites. */
  subject: string;
  /** The fields that changed (`bank.destinationEmail`, `fields.minAmount`), at most MAX_AUDIT_FIELDS. */
  fields: string[];
}

/** One entry of the trail, as stored: the change, when the server took it, and who made it. */
export interface AuditEntry extends AuditChange {
  at: number;
  by: { uid: string; email: string };
}

const MAX_SUBJECT_LENGTH = 200;
const MAX_AUDIT_FIELDS = 50;
/** Times the server stamps: a write that changes only these changed nothing a person did. */
const STAMPS = new Set(['updatedAt', 'createdAt', 'finishedAt', 'publishedAt']);

/** The paths of the fields that differ between two versions, one map deep (`bank.name`, `fields.url`). */
function changedFields(before: Fields | null, after: Fields | null, sections: readonly string[] | 'all'): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed: string[] = [];
  for (const key of [...keys].sort()) {
    if (STAMPS.has(key) || (sections !== 'all' && !sections.includes(key))) continue;
    const old = before?.[key];
    const now = after?.[key];
    if (sameValue(old, now)) continue;
    if (isMap(old) || isMap(now)) {
      // A map whose fields differ only in the server's times changed nothing a person did.
      changed.push(...changedFields(isMap(old) ? old : null, isMap(now) ? now : null, 'all').map((field) => `${key}.${field}`));
    } else changed.push(key);
  }
  return changed.slice(0, MAX_AUDIT_FIELDS);
}

const textOf = (data: Fields | null, section: string, key: string): string | null => {
  const value = data && isMap(data[section]) ? data[section][key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

const actionOf = (before: Fields | null, after: Fields | null): AuditAction => (before === null ? 'created' : after === null ? 'deleted' : 'changed');
const change = (area: AuditArea, action: AuditAction, subject: string, fields: string[]): AuditChange => ({ area, action, subject: subject.slice(0, MAX_SUBJECT_LENGTH), fields });

/**
 * What the bank's trail keeps of a write to `path` that left `before` as `after` (null: absent), or null
 * when it keeps nothing: a path it does not follow, only the server's times, the import of the catalogue's
 * default answers, or the trail itself.
 */
export function auditChangeOf(path: string, before: Fields | null, after: Fields | null): AuditChange | null {
  if (matchPath('mode/{mode}/accounts/{uid}', path)) {
    const fields = changedFields(before, after, ['profile', 'assistant', 'bank']);
    return fields.length > 0 ? change('settings', actionOf(before, after), AUDIT_SUBJECT_ACCOUNT, fields) : null;
  }
  const answer = matchPath('mode/{mode}/accounts/{uid}/faqs/{locale}/collection/{faqId}', path);
  if (answer) {
    // The import copies the catalogue's default answers for a new account: the bank's own work starts after.
    if (textOf(after, 'answer', 'source') === 'default' && textOf(before, 'answer', 'source') !== 'bank') return null;
    const fields = changedFields(before, after, ['answer']).filter((field) => field !== 'answer.source');
    return fields.length > 0 ? change('answers', actionOf(before, after), `${answer['faqId']} (${answer['locale']})`, fields) : null;
  }
  const own = matchPath('mode/{mode}/accounts/{uid}/ownQuestions/{questionId}', path);
  if (own) {
    const fields = changedFields(before, after, 'all');
    const question = textOf(after, 'question', 'en') ?? textOf(before, 'question', 'en') ?? own['questionId'] ?? '';
    return fields.length > 0 ? change('answers', actionOf(before, after), question, fields) : null;
  }
  const phrasings = matchPath('mode/{mode}/accounts/{uid}/phrasings/{questionId}', path);
  if (phrasings) {
    const fields = changedFields(before, after, ['phrasings']);
    return fields.length > 0 ? change('phrasings', actionOf(before, after), phrasings['questionId'] ?? '', fields) : null;
  }
  if (matchPath('mode/{mode}/accounts/{uid}/faqSettings/hidden', path)) {
    const fields = changedFields(before, after, 'all');
    return fields.length > 0 ? change('answers', 'changed', AUDIT_SUBJECT_HIDDEN, fields) : null;
  }
  const product = matchPath('mode/{mode}/accounts/{uid}/products/{locale}/{kind}/{productId}', path);
  if (product) {
    const fields = changedFields(before, after, 'all');
    const name = textOf(after, 'texts', 'name') ?? textOf(before, 'texts', 'name') ?? product['productId'] ?? '';
    return fields.length > 0 ? change('products', actionOf(before, after), `${name} (${product['locale']})`, fields) : null;
  }
  if (matchPath('mode/{mode}/accounts/{uid}/publication/state', path)) {
    const version = (data: Fields | null) => (typeof data?.['version'] === 'string' ? data['version'] : null);
    if (version(before) !== version(after)) return change('publishing', version(after) ? 'published' : 'unpublished', version(after) ?? version(before) ?? '', []);
    const domains = (data: Fields | null) => (Array.isArray(data?.['allowedDomains']) ? (data['allowedDomains'] as unknown[]).filter((domain): domain is string => typeof domain === 'string') : []);
    return sameValue(domains(before), domains(after)) ? null : change('domains', 'changed', domains(after).join(', '), ['allowedDomains']);
  }
  return null;
}

/** The old destination address when a write changed the bank's destination e-mail from one address to another, else null. */
export function replacedDestinationEmail(path: string, before: Fields | null, after: Fields | null): { from: string; to: string } | null {
  if (!matchPath('mode/{mode}/accounts/{uid}', path)) return null;
  const from = textOf(before, 'bank', 'destinationEmail');
  const to = textOf(after, 'bank', 'destinationEmail') ?? '';
  return from && from !== to ? { from, to } : null;
}
