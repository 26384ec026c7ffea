import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { Value } from 'typebox/value';

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
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  REDIS_URL: Type.String({ pattern: '^rediss?://', default: 'redis://127.0.0.1:6379' }),
  NATS_URL: Type.String({ pattern: '^(nats|tls)://', default: 'nats://127.0.0.1:4222' }),
  /** Shared with the gateway: identity headers are trusted only when this token comes along. */
  INTERNAL_TOKEN: Type.String({ minLength: 16 }),
  /** Prefix of stream and durable names, so tests never touch a running stack's streams. */
  BUS_PREFIX: Type.String({ default: '' }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10000 }),
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

/**
 * Reads the environment against a schema: applies defaults, converts strings to numbers and
 * booleans, and fails naming every bad or missing variable so that a mistake is found at start.
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
  const withDefaults = Value.Default(schema, picked);
  const converted = Value.Convert(schema, withDefaults);
  const problems = [...Value.Errors(schema, converted)].map((error) => {
    const name =
      error.instancePath.replace(/^\//, '') ||
      (error.params as { requiredProperties?: string[] }).requiredProperties?.join(', ') ||
      '(root)';
    const got = (converted as Record<string, unknown>)[name];
    return got === undefined ? `${name} is required but not set` : `${name}=${JSON.stringify(got)} ${error.message}`;
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return converted as Static<TObject<P>>;
}
