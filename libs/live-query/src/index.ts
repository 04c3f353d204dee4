export { LiveQueryRegistry, liveQueryRegistry, type Subscribe, type LiveQueryRegistryOptions } from './live-query-registry';
export { liveQueryOptions, type LiveQueryDefinition } from './live-query-options';
export { useLiveQuery } from './use-live-query';
