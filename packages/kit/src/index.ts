export * from './config.js';
export { databasePlugin, type ServiceTables } from './data/database-plugin.js';
export * from './data/db.js';
export * from './data/kit-migrations.js';
export * from './data/migration-command.js';
export type { RedisConnectionOptions } from './data/redis-connection.js';
export { createRedis, REDIS_URL_PATTERN, RedisUrlError, redisOptions } from './data/redis-connection.js';
export { redisPlugin } from './data/redis-plugin.js';
export * from './events/area-consumers.js';
export * from './events/bus.js';
export { busPlugin, busSettingsOf } from './events/bus-plugin.js';
export * from './events/consumer.js';
export * from './events/event-machinery.js';
export * from './events/outbox.js';
export { outboxPlugin } from './events/outbox-plugin.js';
export * from './events/outbox-relay.js';
export * from './events/snapshot-version.js';
export * from './http/endpoint-route.js';
export { errorEnvelopePlugin } from './http/error-envelope-plugin.js';
export * from './http/errors.js';
export { healthPlugin } from './http/health-plugin.js';
export * from './http/nul-characters.js';
export { openapiPlugin } from './http/openapi-plugin.js';
export { type RefusalBody, refusalAck, withRefusalCode } from './http/refusal-code.js';
export * from './http/run-service.js';
export * from './http/server.js';
export * from './observability/log-redaction.js';
export * from './observability/logger.js';
export type { CountedQueue } from './observability/metrics-collectors.js';
export { type Metrics, type MetricsOptions, metricsPlugin } from './observability/metrics-plugin.js';
export * from './observability/trace-context.js';
export * from './observability/tracing.js';
// Also carries the FastifyRequest.traceContext declaration to the built types.
export { type RequestTracingOptions, traceRequests } from './observability/tracing-plugin.js';
export * from './security/audience.js';
export { audiencePlugin } from './security/audience-plugin.js';
export * from './security/internal-token.js';
export * from './security/member-writes.js';
export {
  eventContextOf,
  INTERNAL_TOKEN_HEADER,
  type RequestUser,
  requestUserPlugin,
  requireViewer,
  USER_ID_HEADER,
  USER_ROLE_HEADER,
  viewerOf,
} from './security/request-user-plugin.js';
export * from './security/second-factor.js';
export * from './security/session-events.js';
export * from './security/session-states.js';
export * from './security/session-token.js';
export * from './security/session-version.js';
export * from './security/session-versions.js';
export * from './security/verified-members.js';
export {
  defineService,
  type ServiceBuilder,
  type ServiceConfig,
  type ServiceConsumers,
  type ServiceDefinition,
  type ServiceSettings,
} from './service/define-service.js';
export * from './storage/media-signature.js';
export * from './storage/storage.js';
export { type StorageSettings, storagePlugin } from './storage/storage-plugin.js';
export { DEVANAGARI_LETTERS, romanizeDevanagari } from './text/devanagari.js';
export * from './text/latin-spelling.js';
export * from './text/slug.js';
export * from './timeout.js';
