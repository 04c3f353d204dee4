/**
 * The longest texts the account document takes: the registration and settings forms check them first
 * and can say why; the rules of both backends refuse anything longer (libs/document-rules).
 */
export { ACCOUNT_TEXT_LIMITS, MAX_ACCOUNT_EMAIL_LENGTH, MAX_ACCOUNT_TEXT_LENGTH, MAX_PHONE_LENGTH } from '@console/document-rules';
