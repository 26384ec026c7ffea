// Defaults of the local stack, each overridable by an environment variable (docs/development.md).

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RUN_DIR = path.join(ROOT, '.run');

/** Every service area; each owns the database art_<area>. */
export const AREAS = ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation'];

export const DEFAULT_PORTS = {
  gateway: 8080,
  identity: 4101,
  catalogue: 4102,
  social: 4103,
  commerce: 4104,
  messaging: 4105,
  notification: 4106,
  moderation: 4107,
};

const int = (value, fallback) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`not a port number: ${value}`);
  return n;
};

/** The configuration of the local stack, read from `env`. */
export function loadInfraConfig(env = process.env) {
  const ports = {};
  for (const [name, port] of Object.entries(DEFAULT_PORTS)) {
    ports[name] = int(env[`${name.toUpperCase()}_PORT`], port);
  }
  return {
    databaseAdminUrl: env.DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    s3: {
      host: env.S3_HOST || '127.0.0.1',
      port: int(env.S3_PORT, 4569),
      accessKey: env.S3_ACCESS_KEY || 'S3RVER',
      secretKey: env.S3_SECRET_KEY || 'S3RVER',
      bucket: env.S3_BUCKET || 'art-images',
      fallbackBucket: env.S3_FALLBACK_BUCKET || 'art-images-fallback',
      directory: env.S3_DIR || path.join(RUN_DIR, 's3'),
    },
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: int(env.SMTP_PORT, 1025),
      webPort: int(env.MAILDEV_WEB_PORT, 1080),
    },
    ports,
    publicUrl: env.PUBLIC_URL || `http://localhost:${ports.gateway}`,
    logLevel: env.LOG_LEVEL || 'info',
  };
}

/** postgres://…/postgres → postgres://…/<name> */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
