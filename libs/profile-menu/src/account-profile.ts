import type { DocumentData } from '@console/backend';

/** What the profile menu shows of the account document (specification, entities: account document). */
export interface AccountProfile {
  /** `profile.name`; empty when absent. */
  name: string;
  /** `assistant.avatar.default`; empty when absent. */
  avatarUrl: string;
  /** `assistant.avatar.path`: where the photo is stored, to find it again where URLs do not last. */
  avatarPath: string;
}

function field(data: unknown, ...path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the name and avatar from an account document (or its absence), tolerating any shape. */
export function readAccountProfile(data: DocumentData | null): AccountProfile {
  return {
    name: text(field(data, 'profile', 'name')),
    avatarUrl: text(field(data, 'assistant', 'avatar', 'default')),
    avatarPath: text(field(data, 'assistant', 'avatar', 'path')),
  };
}
