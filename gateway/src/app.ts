import { fileURLToPath } from 'node:url';
import { createServer, healthPlugin, loggerOptions, mediaSigningKey, metricsPlugin } from '@art/kit';
import type { GatewayConfig } from './config.js';
import { requestIdOf } from './lib/request-id.js';
import { formOriginsOf } from './lib/security-headers.js';
import { trustProxyOf } from './lib/trust-proxy.js';
import { attemptLimitsPlugin } from './plugins/attempt-limits.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { gatewayRedisPlugin } from './plugins/redis.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { serviceProxyPlugin } from './plugins/service-proxy.js';
import { sessionEventsPlugin } from './plugins/session-events.js';
import { sharePagesPlugin } from './plugins/share-pages.js';
import { startupHintsPlugin } from './plugins/startup-hints.js';
import { verifiedMembersPlugin } from './plugins/verified-members.js';
import { writeLimitsPlugin } from './plugins/write-limits.js';
import { MAX_PARAM_LENGTH, resolveServiceUrls } from './route-table.js';
import { apiProxyRoutes } from './routes/api-proxy.js';
import { crawlersRoutes } from './routes/crawlers.js';
import { docsRoutes } from './routes/docs.js';
import { frontendsRoutes } from './routes/frontends.js';
import { healthRoutes } from './routes/health.js';
import { liveSocketRoutes } from './routes/live-socket.js';
import { mediaRoutes } from './routes/media.js';

/** <repository>/frontends, from src/ (tests) as from dist/ (built). */
const DEFAULT_FRONTENDS_DIR = fileURLToPath(new URL('../../frontends', import.meta.url));

export interface BuildOptions {
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The gateway: the one public entry of the marketplace (docs/architecture.md, the path of a request). */
export async function buildApp(config: GatewayConfig, options: BuildOptions = {}) {
  const serviceUrls = resolveServiceUrls(config);
  const app = createServer({
    name: config.SERVICE_NAME,
    logLevel: config.LOG_LEVEL,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Its callers are the internet: every trace starts here, none is continued from a client.
    acceptTraceContext: false,
    fastify: {
      trustProxy: trustProxyOf(config.TRUST_PROXY),
      // The gateway makes the request id; a caller's is kept only if it is a uuid.
      requestIdHeader: false,
      genReqId: requestIdOf,
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      ...(options.logStream
        ? { logger: { ...loggerOptions(config.SERVICE_NAME, config.LOG_LEVEL), stream: options.logStream } }
        : {}),
    },
  });

  const frontendsDir = config.FRONTENDS_DIR || DEFAULT_FRONTENDS_DIR;
  // First, so that every route's answers carry them.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: config.CONTENT_SECURITY_POLICY,
    frontendsDir,
    remotesFile: config.REMOTES_FILE,
    formOrigins: formOriginsOf(config.PAYMENT_FORM_ORIGINS),
  });

  // external
  await app.register(gatewayRedisPlugin, { url: config.REDIS_URL });
  await app.register(healthPlugin); // /health, /ready
  // Its port is public (behind the Ingress): unlike a service's, the gateway's /metrics needs a token.
  await app.register(metricsPlugin, { bearerToken: config.METRICS_TOKEN ?? config.INTERNAL_TOKEN });

  // app
  await app.register(authenticationPlugin, {
    secret: config.JWT_SECRET,
    sessionVersions: {
      prefix: config.SESSION_VERSION_PREFIX,
      cacheMs: config.SESSION_VERSION_CACHE_MS,
      heardCacheMs: config.SESSION_STATE_CACHE_MS,
      timeoutMs: config.SESSION_VERSION_TIMEOUT_MS,
    },
  });
  // Nothing is kept without a cache period: there is nothing for the events to revoke then.
  if (config.SESSION_VERSION_CACHE_MS > 0 && config.NATS_URL)
    await app.register(sessionEventsPlugin, { natsUrl: config.NATS_URL, busPrefix: config.BUS_PREFIX });
  await app.register(verifiedMembersPlugin);
  await app.register(attemptLimitsPlugin, {
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
    prefix: config.RATE_LIMIT_PREFIX,
  });
  await app.register(writeLimitsPlugin, {
    perUser: config.WRITE_RATE_LIMIT_PER_USER,
    perGuestIp: config.WRITE_RATE_LIMIT_PER_GUEST_IP,
    windowMs: config.WRITE_RATE_LIMIT_WINDOW_MS,
    prefix: config.RATE_LIMIT_PREFIX,
  });
  await app.register(serviceProxyPlugin, {
    internalToken: config.INTERNAL_TOKEN,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
  });

  // The public origin as the pages and sitemaps write it (no trailing slash).
  const publicOrigin = new URL(config.PUBLIC_ORIGIN).origin;
  await app.register(startupHintsPlugin, { frontendsDir, remotesFile: config.REMOTES_FILE });
  await app.register(sharePagesPlugin, {
    frontendsDir,
    serviceUrls,
    publicOrigin,
    cacheSeconds: config.SHARE_PAGE_CACHE_SECONDS,
    timeoutMs: config.SHARE_PAGE_TIMEOUT_MS,
  });

  // routes
  await app.register(healthRoutes, { identityUrl: serviceUrls.identity });
  await app.register(docsRoutes, { serviceUrls, refreshMs: config.OPENAPI_REFRESH_MS });
  await app.register(apiProxyRoutes, {
    serviceUrls,
    bodyLimit: config.BODY_LIMIT_BYTES,
    uploadBodyLimit: config.UPLOAD_BODY_LIMIT_BYTES,
  });
  await app.register(liveSocketRoutes, {
    messagingUrl: serviceUrls.messaging,
    pollingUrl: config.MESSAGING_POLLING_URL ?? serviceUrls.messaging,
    internalToken: config.INTERNAL_TOKEN,
    bodyLimit: 1024 * 1024,
  });
  await app.register(mediaRoutes, {
    s3Endpoint: config.S3_ENDPOINT,
    buckets: [config.S3_BUCKET, config.S3_FALLBACK_BUCKET],
    signingKey: mediaSigningKey(config.INTERNAL_TOKEN),
  });
  await app.register(crawlersRoutes, {
    serviceUrls,
    publicOrigin,
    cacheSeconds: config.SITEMAP_CACHE_SECONDS,
    timeoutMs: config.SHARE_PAGE_TIMEOUT_MS,
  });
  await app.register(frontendsRoutes, { frontendsDir, remotesFile: config.REMOTES_FILE });
  return app;
}
