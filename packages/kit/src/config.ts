import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { Value } from 'typebox/value';
import { REDIS_URL_PATTERN } from './data/redis-connection.js';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Variables every service reads; a service extends this with its own. */
export const baseConfigProperties = {
  SERVICE_NAME: Type.String({ minLength: 1 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  // Spelled out: built with .map() the literals widen and the static type of LOG_LEVEL is never.
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  // One server (redis://, rediss://) or a Sentinel group (redis+sentinel://…): data/redis-connection.ts.
  REDIS_URL: Type.String({ pattern: REDIS_URL_PATTERN, default: 'redis://127.0.0.1:6379' }),
  NATS_URL: Type.String({ pattern: '^(nats|tls)://', default: 'nats://127.0.0.1:4222' }),
  // Copies of each stream this service creates: 1 on one server, 3 in a JetStream cluster of three.
  NATS_STREAM_REPLICAS: Type.Integer({ minimum: 1, maximum: 5, default: 1 }),
  /** Shared with the gateway: identity headers are trusted only when this token comes along. */
  INTERNAL_TOKEN: Type.String({ minLength: 16 }),
  /** Prefix of stream and durable names, so tests never touch a running stack's streams. */
  BUS_PREFIX: Type.String({ default: '' }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10000 }),
  // false where migrations run before the pods (Kubernetes init container `node dist/migrate.js`):
  // the service then only checks that none is pending and never changes the schema itself.
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  /**
   * After SIGTERM, how long /ready answers 503 while requests are still served, so the load
   * balancer stops sending before the listener closes. Unset: 5000, or 0 under NODE_ENV
   * development/test where no load balancer waits (see shutdownDrainMs).
   */
  SHUTDOWN_DRAIN_MS: Type.Optional(Type.Integer({ minimum: 0, maximum: 600000 })),
  /** OTLP/HTTP collector base URL (traces go to <url>/v1/traces); unset: spans only feed log ids. */
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Share of new traces kept (a caller's sampling decision is followed); see observability/tracing.ts. */
  OTEL_TRACES_SAMPLER_RATIO: Type.Number({ minimum: 0, maximum: 1, default: 1 }),
  /**
   * Under NODE_ENV=production the providers' test values (eSewa's EPAYTEST, their test hosts, the
   * local stand-ins) are refused unless this says the deployment uses them on purpose (the dev
   * overlay). Placeholders such as `<merchant id>` are refused either way (see testValueProblems).
   */
  ALLOW_TEST_VALUES: Type.Boolean({ default: false }),
};

export const storageConfigProperties = {
  S3_ENDPOINT: Type.String({ default: 'http://127.0.0.1:4569' }),
  S3_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
  S3_SECRET_KEY: Type.String({ default: 'S3RVER' }),
  S3_BUCKET: Type.String({ default: 'art-images' }),
  S3_FALLBACK_BUCKET: Type.String({ default: 'art-images-fallback' }),
  /** Where browsers fetch media from (the gateway proxies /media to the bucket). */
  PUBLIC_MEDIA_URL: Type.String({ default: '/media' }),
};

export const BaseConfig = Type.Object(baseConfigProperties);
export type BaseConfig = Static<typeof BaseConfig>;

/** Variables that sign or unlock something: a value anyone can read in the repository is no secret. */
export const SECRET_VARIABLES = ['JWT_SECRET', 'INTERNAL_TOKEN', 'SECRET_SEALING_KEY'] as const;
export const MIN_SECRET_LENGTH = 32;
/** Values that were committed as defaults at some time; refused outside development even if set. */
const DEVELOPMENT_SECRETS = new Set([
  'local-internal-token-change-me',
  'local-development-jwt-secret-change-me-0123456789',
  'local-development-sealing-key-change-me-0123456789',
]);

/** NODE_ENV of `env` when it has one (a test's own environment), else of the process. */
function nodeEnvOf(env: Record<string, string | undefined>): string | undefined {
  return ('NODE_ENV' in env ? env.NODE_ENV : process.env.NODE_ENV) || undefined;
}

/** Development and test are the only places a built-in secret or a short one is acceptable. */
export function runsLocally(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test';
}

/**
 * Outside development and test (NODE_ENV unset included) a secret must come from the environment
 * and not be a development value; where NODE_ENV names a deployment it must also be long enough
 * to resist guessing. An unset NODE_ENV skips only the length rule, so that a test run that
 * gives its own short secrets without NODE_ENV still starts.
 */
function secretProblems(schema: TObject, given: Record<string, unknown>, nodeEnv: string | undefined): string[] {
  if (runsLocally(nodeEnv)) return [];
  const where = nodeEnv === undefined ? 'NODE_ENV is not set' : `NODE_ENV is ${nodeEnv}`;
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const property = schema.properties[name] as { default?: unknown } | undefined;
    if (!property) continue;
    const value = given[name];
    if (typeof value !== 'string') {
      problems.push(`${name} must be set when ${where}: the built-in default is for development only`);
    } else if (DEVELOPMENT_SECRETS.has(value) || value === property.default) {
      problems.push(`${name} is the development default; set a secret of your own when ${where}`);
    } else if (nodeEnv !== undefined && value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters when ${where}`);
    }
  }
  return problems;
}

/**
 * A template's stand-in left in place: `<merchant id>`, `<OAuth client id>.apps.googleusercontent.com`,
 * `smtp://<user>:<password>@host`. An address in brackets (`Name <no-reply@example.com>`) is not one.
 */
const PLACEHOLDER = /<(?![^<>@\s]+@[^<>@\s]+>)[^<>]*>/;
/** Values of the providers' test environments and of the local stand-ins: never production's. */
export const KNOWN_TEST_VALUES: ReadonlySet<string> = new Set([
  'EPAYTEST', // eSewa's published test merchant
  '8gBm/:&EnhH.1/q', // eSewa's published test secret key
  'MER-1001-APP-1', // the ConnectIPS stand-in's app id
]);
/** The providers' test hosts (eSewa's rc, ConnectIPS's UAT). */
const TEST_HOSTS = new Set(['rc-epay.esewa.com.np', 'rc.esewa.com.np', 'uat.connectips.com']);
/** The local stand-ins of infra/ (payments 4701–4703, sign-in 4711–4712) on this machine. */
const STAND_IN_PORTS = new Set(['4701', '4702', '4703', '4711', '4712']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function testValueReason(value: string): string | undefined {
  if (KNOWN_TEST_VALUES.has(value)) return 'a known test value';
  for (const part of value.split(',')) {
    let url: URL;
    try {
      url = new URL(part.trim());
    } catch {
      continue;
    }
    if (TEST_HOSTS.has(url.hostname)) return `a provider's test host (${url.hostname})`;
    if (LOOPBACK.has(url.hostname) && STAND_IN_PORTS.has(url.port)) return 'the address of a local stand-in';
  }
  return undefined;
}

/** Names that hold something secret: their values are never repeated in the start-up log. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PRIVATE_KEY|_KEY$|DATABASE_URL|SMTP_URL/;

/**
 * Under NODE_ENV=production: every value (given or default) that is still a placeholder, and,
 * unless ALLOW_TEST_VALUES, every known test value, each named.
 */
function testValueProblems(config: Record<string, unknown>, nodeEnv: string | undefined): string[] {
  if (nodeEnv !== 'production') return [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(config)) {
    if (typeof value !== 'string') continue;
    const shown = SECRET_NAME.test(name) ? '' : `=${JSON.stringify(value)}`;
    if (PLACEHOLDER.test(value)) {
      problems.push(`${name}${shown} is a placeholder: fill in the real value (NODE_ENV is production)`);
      continue;
    }
    if (config.ALLOW_TEST_VALUES === true) continue;
    const reason = testValueReason(value);
    if (reason)
      problems.push(
        `${name}${shown} is ${reason}, refused when NODE_ENV is production (ALLOW_TEST_VALUES=true where that is meant)`,
      );
  }
  return problems;
}

/**
 * The drain after SIGTERM: SHUTDOWN_DRAIN_MS when set, else 5 s where a load balancer may still
 * send (NODE_ENV production or unset) and none in development and test.
 */
export function shutdownDrainMs(env: Record<string, string | undefined> = process.env): number {
  const { SHUTDOWN_DRAIN_MS } = loadConfig(
    Type.Object({ SHUTDOWN_DRAIN_MS: baseConfigProperties.SHUTDOWN_DRAIN_MS }),
    env,
  );
  return SHUTDOWN_DRAIN_MS ?? (runsLocally(nodeEnvOf(env)) ? 0 : 5000);
}

/**
 * Reads the environment against a schema: applies defaults, converts strings to numbers and
 * booleans, and fails naming every bad or missing variable so that a mistake is found at start.
 * Outside development and test it also refuses missing, default or short secrets (SECRET_VARIABLES);
 * under NODE_ENV=production, placeholders and known test values (testValueProblems).
 * NODE_ENV is read from `env` when it has one, else from the process.
 */
export function loadConfig<P extends TProperties>(
  schema: TObject<P>,
  env: Record<string, string | undefined> = process.env,
): Static<TObject<P>> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const fromEnv = { ...picked };
  const withDefaults = Value.Default(schema, picked);
  const converted = Value.Convert(schema, withDefaults);
  const problems = [...Value.Errors(schema, converted)].flatMap((error) => {
    const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
    if (!error.instancePath && missing?.length) return missing.map((name) => `${name} is required but not set`);
    const name = error.instancePath.replace(/^\//, '') || '(root)';
    const got = (converted as Record<string, unknown>)[name];
    if (got === undefined) return [`${name} is required but not set`];
    // The message lands in the start-up log: a secret's value is never repeated there.
    const shown = (SECRET_VARIABLES as readonly string[]).includes(name) ? '' : `=${JSON.stringify(got)}`;
    return [`${name}${shown} ${error.message}`];
  });
  const named = new Set(problems.map((problem) => problem.split(/[= ]/)[0]));
  problems.push(
    ...secretProblems(schema, fromEnv, nodeEnvOf(env)).filter((problem) => !named.has(problem.split(' ')[0])),
  );
  problems.push(
    ...testValueProblems(converted as Record<string, unknown>, nodeEnvOf(env)).filter(
      (problem) => !named.has(problem.split(/[= ]/)[0]),
    ),
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return converted as Static<TObject<P>>;
}
