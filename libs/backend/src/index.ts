export * from './ports/errors';
export { writeConflict, isWriteConflict } from './ports/write-conflict';
export type { Unsubscribe } from './ports/common';
export type { AuthPort, AuthUser, ActionCodeInfo, ActionCodeOperation } from './ports/auth-port';
export {
  SERVER_TIMESTAMP,
  DELETE_FIELD,
  MAX_BATCH_OPERATIONS,
  increment,
  isIncrement,
  isSentinel,
  type IncrementSentinel,
  type DocumentStore,
  type DocumentData,
  type DocumentSnapshot,
  type StoredDocument,
  type CollectionQuery,
  type WhereClause,
  type WhereOperator,
  type OrderClause,
  type WriteOperation,
  type WriteSentinel,
} from './ports/document-port';
export type { FileStore, StoredFile, StoredFileRef, UploadOptions } from './ports/file-port';
export type { AnalyticsPort, AnalyticsParams } from './ports/analytics-port';
export type { OutboxPort, OutboxMessage, OutboxMessageKind } from './ports/outbox-port';
export type { Backend, BackendKind } from './ports/backend';
export type { LocalBackendOptions, LocalSeed, SeedUser } from './local/options';
export { assertLocalOrigin, isLocalOnlyError } from './local/local-origin';
export { loadBackend, configuredBackendKind, buildEnvironmentMode, isUnseededLocalDatabase } from './load-backend';
export { deferBackend, type DeferredBackend, type DeferredBackendOptions } from './lazy/deferred-backend';
export { loadOnce } from './lazy/load-once';
export { DEFAULT_ENVIRONMENT_MODE } from './ports/backend';
export { PRODUCT_DATABASE_NAME } from './local-database-name';
export { errorMessageKey, isConnectionError, type ErrorMessageKey } from './error-message';
