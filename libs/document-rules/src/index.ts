export {
  WRITABLE_DOCUMENTS,
  documentAccessOf,
  isCustomerWriteAllowed,
  isOwnerWriteAllowed,
  type CustomerWrite,
  type DocumentAccess,
  type OwnerWrite,
  type Writer,
} from './document-access';
export type { WriteContext } from './write-context';
export { matchPath } from './path-pattern';
export {
  ALLOWED_DOMAIN_PATTERN,
  CALENDAR_DAY_PATTERN,
  EMAIL_PATTERN,
  ENVIRONMENT_MODES,
  HTTPS_URL_PATTERN,
  MAX_ALLOWED_DOMAINS,
  PUBLIC_WILDCARD_PATTERN,
  isAllowedDomain,
} from './formats';
export {
  ACCOUNT_TEXT_LIMITS,
  ATTACHMENT_TYPES,
  CUSTOMER_TYPES,
  MAX_ACCOUNT_EMAIL_LENGTH,
  MAX_ACCOUNT_TEXT_LENGTH,
  MAX_ANSWER_LENGTH,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_PHONE_LENGTH,
  type CustomerType,
} from './limits';
export { FAQ_CATEGORIES, MAX_OWN_QUESTION_LENGTH, MAX_PHRASING_LENGTH, MAX_PHRASINGS, PHRASING_LINES_PATTERN } from './faq-choices';
export {
  ACCOUNT_OWNERSHIPS,
  CARD_BRANDS,
  CARD_BRAND_IDS,
  type CardBrand,
  CARD_TYPES,
  DEPOSIT_TERMS_MONTHS,
  DEPOSIT_TYPES,
  INTEREST_FREQUENCIES,
  LOAN_CATEGORIES,
  MAX_NAME_LENGTH,
  MAX_PENALTY_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './product-choices';
export { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_SUBJECT_ACCOUNT, AUDIT_SUBJECT_HIDDEN, auditChangeOf, replacedDestinationEmail, type AuditAction, type AuditArea, type AuditChange, type AuditEntry } from './audit-change';
