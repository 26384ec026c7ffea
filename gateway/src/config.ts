import {
  baseConfigProperties,
  loadConfig,
  SESSION_VERSION_PREFIX,
  storageConfigProperties,
  writeLimitConfigProperties,
} from '@art/kit';
import { type Static, Type } from 'typebox';

const MB = 1024 * 1024;

/**
 * Everything the gateway reads from the environment. It has no database, so it takes only the
 * kit's variables that apply to it, plus its own.
 */
export const GatewayConfig = Type.Object({
  SERVICE_NAME: Type.String({ minLength: 1, default: 'gateway' }),
  HOST: baseConfigProperties.HOST,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  LOG_LEVEL: baseConfigProperties.LOG_LEVEL,
  REDIS_URL: baseConfigProperties.REDIS_URL,
  /**
   * Where identity announces ended sessions (identity.session.revoked): the session cache listens
   * there. Unset: it does not, and keeps each read SESSION_VERSION_CACHE_MS only (no default: a
   * deployment that has not given the gateway its NATS keeps the short cache, never a wrong
   * address). The run and test commands set it.
   */
  NATS_URL: Type.Optional(Type.String({ pattern: '^(nats|tls)://' })),
  /** The subjects' prefix, as identity's (tests give each stack its own). */
  BUS_PREFIX: baseConfigProperties.BUS_PREFIX,
  INTERNAL_TOKEN: baseConfigProperties.INTERNAL_TOKEN,
  /**
   * What a scraper sends as `Authorization: Bearer <token>` for the gateway's /metrics. Unset: the
   * INTERNAL_TOKEN; a token of its own spares the scraper a key that speaks for any user.
   */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 32 })),
  OTEL_EXPORTER_OTLP_ENDPOINT: baseConfigProperties.OTEL_EXPORTER_OTLP_ENDPOINT,
  OTEL_TRACES_SAMPLER_RATIO: baseConfigProperties.OTEL_TRACES_SAMPLER_RATIO,
  SHUTDOWN_TIMEOUT_MS: baseConfigProperties.SHUTDOWN_TIMEOUT_MS,
  /**
   * On SIGTERM /ready answers 503 for this long before the listener closes, so the load balancer
   * stops sending new requests first. Unset: the kit's default (5000; 0 under NODE_ENV
   * development/test).
   */
  SHUTDOWN_DRAIN_MS: baseConfigProperties.SHUTDOWN_DRAIN_MS,
  /** HS256 secret shared with identity, which signs the tokens. */
  JWT_SECRET: Type.String({ minLength: 16 }),
  /** Redis key prefix of the users' session versions (identity writes them, same setting). */
  SESSION_VERSION_PREFIX: Type.String({ minLength: 1, default: SESSION_VERSION_PREFIX }),
  /**
   * How long a session's state read from Redis is reused while the gateway does not hear
   * identity's revocation events (NATS unreachable), and for an unverified member or a state Redis
   * could not give: a revoked token keeps working at most this long on an instance that read just
   * before. 0: read at every call, keep nothing, and do not listen to the events (tests).
   */
  SESSION_VERSION_CACHE_MS: Type.Integer({ minimum: 0, default: 5000 }),
  /**
   * How long a session's state is reused while the revocation events are heard: they refuse a
   * revoked session at once, this only bounds an event that is lost or late (the safety net).
   * Never shorter than SESSION_VERSION_CACHE_MS (docs/decisions/0042-gateway-session-cache.md).
   */
  SESSION_STATE_CACHE_MS: Type.Integer({ minimum: 0, maximum: 300_000, default: 30_000 }),
  /** Redis slower than this on a session-version read: the token is accepted (fail open). */
  SESSION_VERSION_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 100 }),
  /**
   * Whom to believe about the client address (X-Forwarded-For): "false" when browsers connect
   * directly (the local stack), "true", a hop count or a list of addresses/CIDRs behind an ingress.
   * Per-IP rate limits depend on it: trusting everyone lets a client pick its own address.
   */
  TRUST_PROXY: Type.String({ default: 'false' }),

  /** JSON map of service name → base URL; a per-service <NAME>_URL variable wins over it. */
  SERVICE_URLS: Type.String({ default: '{}' }),
  IDENTITY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CATALOGUE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SOCIAL_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  COMMERCE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  MESSAGING_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /**
   * Where the live socket's polling requests go (and an upgrade from polling, which must reach the
   * pod holding its session): a Service with ClientIP affinity in Kubernetes (messaging-polling),
   * while new WebSockets and API calls go to MESSAGING_URL, spread over the pods. Unset: MESSAGING_URL.
   */
  MESSAGING_POLLING_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  NOTIFICATION_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  MODERATION_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Time to the upstream's response headers, and between body chunks. */
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 30000 }),
  UPSTREAM_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /** Keep-alive connections per service (undici pool). */
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 128 }),

  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1 * MB }),
  UPLOAD_BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 25 * MB }),

  /** Sign-in, registration, reset and verification attempts per window. */
  AUTH_RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, default: 30 }),
  AUTH_RATE_LIMIT_PER_EMAIL: Type.Integer({ minimum: 1, default: 10 }),
  AUTH_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60000 }),
  /** Per member and window: shared with messaging's live socket (kit writeLimitConfigProperties). */
  ...writeLimitConfigProperties,
  /** Writes per window per IP for guests (sign-in, registration, a view counted). */
  WRITE_RATE_LIMIT_PER_GUEST_IP: Type.Integer({ minimum: 1, default: 60 }),

  /** How long the merged OpenAPI document is kept before the services are asked again. */
  OPENAPI_REFRESH_MS: Type.Integer({ minimum: 1000, default: 60000 }),

  S3_ENDPOINT: storageConfigProperties.S3_ENDPOINT,
  S3_BUCKET: storageConfigProperties.S3_BUCKET,
  S3_FALLBACK_BUCKET: storageConfigProperties.S3_FALLBACK_BUCKET,

  /**
   * The site's Content-Security-Policy; empty means the built-in one (same-origin scripts, see
   * src/lib/security-headers.ts). Set it to allow e.g. a remote served from another origin.
   */
  CONTENT_SECURITY_POLICY: Type.String({ default: '' }),
  /**
   * Origins the checkout's forms may post to (CSP form-action): eSewa and ConnectIPS take a posted
   * form. The default names their production and test hosts; the local run adds its stand-ins.
   */
  PAYMENT_FORM_ORIGINS: Type.String({
    default:
      'https://epay.esewa.com.np https://rc-epay.esewa.com.np https://login.connectips.com https://uat.connectips.com',
  }),

  /**
   * The site's public origin (scheme, host, port): the canonical address of shared pages, the
   * absolute image addresses of their previews, robots.txt's Sitemap line and the sitemaps' URLs.
   * Configured, never taken from the request's Host header: the rendered pages are cached and
   * shared by everyone, so a forged Host must not end up in them. Unset: PUBLIC_URL's origin when
   * that is set (loadGatewayConfig), else this default.
   */
  PUBLIC_ORIGIN: Type.String({ pattern: '^https?://[^/?#]+/?$', default: 'http://localhost:8080' }),
  /**
   * How long a shared page (artwork, studio, exhibition with its preview tags) is kept in memory,
   * like the micro-cache of public answers (same cap of 60 s). 0: read the service at every request.
   */
  SHARE_PAGE_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 60, default: 30 }),
  /**
   * The longest a page waits for its public data; past it the plain shell is sent (the page still
   * works, only the preview is generic) and nothing is kept.
   */
  SHARE_PAGE_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 2000 }),
  /** How long sitemap.xml and its pages are kept (crawlers read them rarely; listings cost more). */
  SITEMAP_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 86400, default: 600 }),

  /** Folder holding frontends/<area>/dist; empty means <repository>/frontends. */
  FRONTENDS_DIR: Type.String({ default: '' }),
  /**
   * A remotes.json (remote name → manifest URL) that replaces the shell's built one, for
   * /remotes.json and for the remote origins the CSP allows: where each remote lives is then
   * said at deploy time (Kubernetes mounts the ConfigMap shell-remotes). Empty: the built file;
   * else a path ending in .json.
   */
  REMOTES_FILE: Type.String({ default: '', pattern: '^$|\\.json$' }),
});
export type GatewayConfig = Static<typeof GatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(GatewayConfig, withPublicOrigin(env));
}

/**
 * PUBLIC_ORIGIN unset: the origin of PUBLIC_URL, which the local run and the test stacks already
 * give every process (the address mails link to), so a gateway on another port names itself right.
 */
function withPublicOrigin(env: Record<string, string | undefined>): Record<string, string | undefined> {
  if (env.PUBLIC_ORIGIN !== undefined || !env.PUBLIC_URL) return env;
  try {
    const url = new URL(env.PUBLIC_URL);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { ...env, PUBLIC_ORIGIN: url.origin } : env;
  } catch {
    return env;
  }
}
