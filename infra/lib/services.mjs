// Finds the runnable services (services/<area> with package.json and dist/main.js, and the
// gateway) and builds the environment each one gets (docs/development.md, "Service contract").
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AREAS, DEFAULT_PORTS, databaseUrl, ROOT } from './config.mjs';

/** [{ name, dir, main, port, kind: 'service' | 'gateway', built }] in start order. */
export function discoverServices(config, { root = ROOT } = {}) {
  const servicesDir = path.join(root, 'services');
  const folders = existsSync(servicesDir)
    ? readdirSync(servicesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const known = folders.filter((f) => AREAS.includes(f)).sort((a, b) => AREAS.indexOf(a) - AREAS.indexOf(b));
  const extra = folders.filter((f) => !AREAS.includes(f)).sort();
  let nextPort = Math.max(...Object.values(DEFAULT_PORTS).filter((p) => p !== DEFAULT_PORTS.gateway)) + 1;
  const list = [];
  for (const name of [...known, ...extra]) {
    const dir = path.join(servicesDir, name);
    if (!existsSync(path.join(dir, 'package.json'))) continue;
    const envPort = process.env[`${name.toUpperCase()}_PORT`];
    const port = config.ports[name] ?? (envPort ? Number(envPort) : nextPort++);
    const main = path.join(dir, 'dist', 'main.js');
    list.push({ name, dir, main, port, kind: 'service', built: existsSync(main) });
  }
  const gatewayDir = path.join(root, 'gateway');
  if (existsSync(path.join(gatewayDir, 'package.json'))) {
    const main = path.join(gatewayDir, 'dist', 'main.js');
    list.push({
      name: 'gateway',
      dir: gatewayDir,
      main,
      port: config.ports.gateway,
      kind: 'gateway',
      built: existsSync(main),
    });
  }
  return list;
}

/** Variables every process of the stack shares (the service URLs included). */
export function sharedEnv(config, secrets, services, smtp) {
  const env = {
    NODE_ENV: process.env.NODE_ENV || 'development',
    LOG_LEVEL: config.logLevel,
    HOST: '127.0.0.1',
    DATABASE_ADMIN_URL: config.databaseAdminUrl,
    REDIS_URL: config.redisUrl,
    NATS_URL: config.natsUrl,
    JWT_SECRET: secrets.JWT_SECRET,
    INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
    SECRET_SEALING_KEY: secrets.SECRET_SEALING_KEY,
    S3_ENDPOINT: `http://${config.s3.host}:${config.s3.port}`,
    S3_ACCESS_KEY: config.s3.accessKey,
    S3_SECRET_KEY: config.s3.secretKey,
    S3_BUCKET: config.s3.bucket,
    S3_FALLBACK_BUCKET: config.s3.fallbackBucket,
    PUBLIC_MEDIA_URL: process.env.PUBLIC_MEDIA_URL || '/media',
    PUBLIC_URL: config.publicUrl,
    SMTP_HOST: config.smtp.host,
    SMTP_PORT: String(config.smtp.port),
    SMTP_URL: `smtp://${config.smtp.host}:${config.smtp.port}`,
    MAIL_FROM: process.env.MAIL_FROM || 'Art Marketplace <no-reply@art.local>',
    MAILDEV_URL: smtp?.webUrl ?? `http://${config.smtp.host}:${config.smtp.webPort}`,
    GATEWAY_URL: `http://127.0.0.1:${config.ports.gateway}`,
  };
  // Every area's base URL, for the gateway's route table and the few synchronous calls.
  const ports = { ...config.ports };
  for (const s of services) ports[s.name] = s.port;
  for (const [name, port] of Object.entries(ports)) {
    if (name === 'gateway') continue;
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  return env;
}

/** The full environment of one service: the parent's, the shared one, then its own. */
/**
 * The gateway makes many short-lived objects per proxied call; with V8's default young generation
 * most of them were promoted and collected late (a third of its CPU per call went to GC). A 64 MB
 * semi-space keeps them young: measured 150–200 → 115–130 µs per call (docs/benchmarks.md).
 * k8s/base/gateway.yaml sets the same.
 */
export const GATEWAY_NODE_OPTIONS = '--max-semi-space-size=64';

export function withNodeOptions(env, options) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, options].filter(Boolean).join(' ') };
}

export function serviceEnv(service, shared, config) {
  const own = { SERVICE_NAME: service.name, PORT: String(service.port) };
  if (service.kind === 'service') own.DATABASE_URL = databaseUrl(config.databaseAdminUrl, `art_${service.name}`);
  const env = { ...process.env, ...shared, ...own };
  return service.kind === 'gateway' ? withNodeOptions(env, GATEWAY_NODE_OPTIONS) : env;
}
