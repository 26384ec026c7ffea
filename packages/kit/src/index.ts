export * from './area-consumers.js';
export * from './audience.js';
export * from './block-projection.js';
export * from './bus.js';
export * from './config.js';
export * from './consumer.js';
export * from './db.js';
export { romanizeDevanagari } from './devanagari.js';
export * from './errors.js';
export * from './event-machinery.js';
export * from './internal-token.js';
export * from './kit-migrations.js';
export * from './log-redaction.js';
export * from './logger.js';
export * from './media-signature.js';
export * from './member-writes.js';
export type { CountedQueue } from './metrics-collectors.js';
export * from './migration-command.js';
export * from './nul-characters.js';
export * from './outbox.js';
export { audiencePlugin } from './plugins/audience.js';
export { busPlugin, busSettingsOf } from './plugins/bus.js';
export { databasePlugin } from './plugins/database.js';
export { errorEnvelopePlugin } from './plugins/error-envelope.js';
export { healthPlugin } from './plugins/health.js';
export { type Metrics, type MetricsOptions, metricsPlugin } from './plugins/metrics.js';
export { openapiPlugin } from './plugins/openapi.js';
export { outboxPlugin } from './plugins/outbox.js';
export { redisPlugin } from './plugins/redis.js';
export {
  eventContextOf,
  INTERNAL_TOKEN_HEADER,
  type RequestUser,
  requestUserPlugin,
  requireViewer,
  USER_ID_HEADER,
  USER_ROLE_HEADER,
  viewerOf,
} from './plugins/request-user.js';
export { type StorageSettings, storagePlugin } from './plugins/storage.js';
// Also carries the FastifyRequest.traceContext declaration to the built types.
export { type RequestTracingOptions, traceRequests } from './plugins/tracing.js';
export * from './run-service.js';
export * from './server.js';
export * from './session-token.js';
export * from './session-version.js';
export * from './session-versions.js';
export * from './slug.js';
export * from './snapshot-version.js';
export * from './storage.js';
export * from './timeout.js';
export * from './trace-context.js';
export * from './tracing.js';
export * from './user-projection.js';
export * from './verified-members.js';
