import { mapAccount } from '@console/account-data';

/** What the profile menu shows of the account document (specification, entities: account document). */
export interface MenuProfile {
  /** `profile.name`, trimmed; empty when absent. */
  name: string;
  /** `assistant.avatar.default`; empty when absent. */
  avatarUrl: string;
  /** `assistant.avatar.path`: where the photo is stored, to find it again where URLs do not last. */
  avatarPath: string;
}

/** The name and avatar of an account document (or its absence), read as every screen reads it (`mapAccount`). */
export function readMenuProfile(data: unknown): MenuProfile {
  const { profile, assistant } = mapAccount(data);
  return { name: profile.name.trim(), avatarUrl: assistant.avatar.default.trim(), avatarPath: assistant.avatar.path?.trim() ?? '' };
}
