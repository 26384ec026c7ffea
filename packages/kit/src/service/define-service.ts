import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Migration } from 'kysely';
import type { BaseConfig } from '../config.js';
import { databasePlugin, type ServiceTables } from '../data/database-plugin.js';
import type { KitTables } from '../data/kit-migrations.js';
import { redisPlugin } from '../data/redis-plugin.js';
import { type AreaStreamSpec, startAreaConsumers } from '../events/area-consumers.js';
import { busPlugin, busSettingsOf } from '../events/bus-plugin.js';
import { outboxPlugin } from '../events/outbox-plugin.js';
import { healthPlugin } from '../http/health-plugin.js';
import { openapiPlugin } from '../http/openapi-plugin.js';
import { createServer, type ServerOptions } from '../http/server.js';
import { metricsPlugin } from '../observability/metrics-plugin.js';
import type { AudienceSources } from '../security/audience.js';
import { audiencePlugin } from '../security/audience-plugin.js';
import { requestUserPlugin } from '../security/request-user-plugin.js';
import { type StorageSettings, storagePlugin } from '../storage/storage-plugin.js';

/** What the preset reads of every service's configuration. */
export type ServiceConfig = Pick<
  BaseConfig,
  | 'SERVICE_NAME'
  | 'LOG_LEVEL'
  | 'DATABASE_URL'
  | 'MIGRATE_ON_START'
  | 'REDIS_URL'
  | 'INTERNAL_TOKEN'
  | 'NATS_URL'
  | 'BUS_PREFIX'
  | 'NATS_STREAM_REPLICAS'
>;

/**
 * The configuration of the service this process is. Each service names its own once, beside its
 * config (`declare module '@art/kit' { interface ServiceSettings extends SocialConfig {} }`), so
 * `app.config` is typed with it everywhere in that service, as `ServiceTables` types `app.db`.
 */
export interface ServiceSettings extends ServiceConfig {}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServiceSettings;
  }
}

/** The other areas' streams a service follows, and the database its handlers write with. */
export interface ServiceConsumers<DB extends KitTables> {
  streams: readonly AreaStreamSpec<DB>[];
  /** The pool the handlers' transactions use: `app.db`, or one that acts after each commit. */
  db: Kysely<DB>;
}

/**
 * One service, described once. The preset registers the standard plugins in the one order every
 * service uses (database, bus, Redis, outbox, API docs, health, metrics, the caller, uploads,
 * audience), then the area's own `modules`, then its consumers (last, so they close first on
 * shutdown and nothing is written once the database starts closing), then its `routes`.
 */
export interface ServiceDefinition<DB extends KitTables> {
  /** The area's name: the OpenAPI title and the consumers' log component. */
  area: string;
  migrations: Record<string, Migration>;
  /** The stream the service owns; with it come the stream and the outbox that publishes to it. */
  stream?: { base: string; subjectRoot: string };
  /**
   * A service that takes files: the outer bounds of its multipart forms (each form checks its own
   * limits where it is read) and the object storage the files go to.
   */
  uploads?: (config: ServiceSettings) => {
    limits: NonNullable<FastifyMultipartBaseOptions['limits']>;
    storage: StorageSettings;
  };
  /** The tables the kit's audience rule reads (blocks, follows, privacy). */
  audience?: AudienceSources;
  /** The area's own plugins: repositories and domain services, in the order they depend on each other. */
  modules(app: FastifyInstance, config: ServiceSettings): Promise<void>;
  /** The other areas' streams the service keeps projections of or reacts to. */
  consumers?(app: FastifyInstance, config: ServiceSettings): ServiceConsumers<DB> | Promise<ServiceConsumers<DB>>;
  /** The routes; the gateway forwards public paths as they are, `/api` included. */
  routes(app: FastifyInstance, config: ServiceSettings): Promise<void>;
}

/** Builds a service from its definition: what `buildApp` of every service is. */
export type ServiceBuilder = (config: ServiceSettings, server?: Partial<ServerOptions>) => Promise<FastifyInstance>;

/**
 * `defineService<Tables>({...})`: `Tables` types the consumers' handlers (the service's own
 * tables, `ServiceTables`, unless its consumers write through another view of them).
 */
export function defineService<DB extends KitTables = ServiceTables>(definition: ServiceDefinition<DB>): ServiceBuilder {
  return (config, server = {}) => buildService(definition, config, server);
}

async function buildService<DB extends KitTables>(
  definition: ServiceDefinition<DB>,
  config: ServiceSettings,
  server: Partial<ServerOptions>,
): Promise<FastifyInstance> {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });
  app.decorate('config', config);

  await app.register(databasePlugin, {
    url: config.DATABASE_URL,
    migrations: definition.migrations,
    migrate: config.MIGRATE_ON_START,
  });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    ...(definition.stream ? { streams: [definition.stream] } : {}),
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  if (definition.stream) await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: definition.area });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  if (definition.uploads) {
    const uploads = definition.uploads(config);
    await app.register(multipart, { limits: uploads.limits });
    await app.register(storagePlugin, uploads.storage);
  }
  if (definition.audience) await app.register(audiencePlugin, definition.audience);

  await definition.modules(app, config);
  const { consumers } = definition;
  if (consumers) {
    await app.register(
      fp(
        async (instance: FastifyInstance) => {
          const { streams, db } = await consumers(instance, config);
          await startAreaConsumers<DB>(instance, db, `${definition.area}-consumers`, streams);
        },
        { name: 'consumers', dependencies: ['database', 'bus'] },
      ),
    );
  }
  await definition.routes(app, config);
  return app;
}
