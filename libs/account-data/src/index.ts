export type { Account, AccountFaqImport, AccountProfile, AssistantAvatar, AssistantSettings, BankSettings, CustomerType } from './model/account-types';
export { CUSTOMER_TYPES } from './model/account-types';
export { mapAccount, hasEditedPersonalDetails } from './model/map-account';
export { sameAccountContent } from './model/account-content';
export { ACCOUNT_TEXT_LIMITS, MAX_ACCOUNT_EMAIL_LENGTH, MAX_ACCOUNT_TEXT_LENGTH, MAX_PHONE_LENGTH } from './model/account-limits';

export { accountQueryKeys } from './streams/account-query-keys';
export { accountQueryOptions } from './streams/account-query-options';
export { prefetchAccount } from './streams/prefetch-account';
export { useAccount } from './streams/use-account';
export { useAuditTrail, type AuditRow } from './streams/use-audit-trail';

export type { AccountChanges } from './mutations/account-changes';
export { createAccountProfile, type NewAccountProfile } from './mutations/create-account-profile';
export { faqImportProgressWrite } from './mutations/faq-import-progress';
export { saveAccount, type SaveAccountOptions, type SaveAccountResult } from './mutations/save-account';
export { useSaveAccount, type SaveAccountInput } from './mutations/use-save-account';

export { ASSISTANT_PHOTO_TYPES, MAX_ASSISTANT_PHOTO_BYTES, assistantPhotoPath } from './photo/assistant-photo-rules';
