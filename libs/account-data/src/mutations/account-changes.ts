import type { AccountProfile, AssistantSettings, BankSettings, CustomerType } from '../model/account-types';

/** The sections to save; a section left out is not written at all. */
export interface AccountChanges {
  /** The personal details; saving them records `profile.updatedAt`. */
  profile?: Pick<AccountProfile, 'name' | 'surname' | 'company' | 'language'>;
  /** Kept in the profile, but choosing it is not an edit of the personal details. */
  customerType?: CustomerType;
  assistant?: Omit<AssistantSettings, 'avatar'>;
  bank?: BankSettings;
  /** A new assistant photo to upload and show from now on. */
  assistantPhoto?: File;
}
