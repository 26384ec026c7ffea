import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaSigningKey } from './media-signature.js';
import { createStorage, type Storage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The S3 variables of storageConfigProperties, as every service's config holds them. */
export interface StorageSettings {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_FALLBACK_BUCKET: string;
  PUBLIC_MEDIA_URL: string;
  /** Private objects' addresses are signed with a key derived from it (the gateway checks them). */
  INTERNAL_TOKEN: string;
}

/** The service's object storage (the S3 bucket and its fallback), as `app.storage`. */
export const storagePlugin = fp(
  async (app: FastifyInstance, config: StorageSettings) => {
    const storage = createStorage({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      fallbackBucket: config.S3_FALLBACK_BUCKET,
      publicUrl: config.PUBLIC_MEDIA_URL,
      signingKey: mediaSigningKey(config.INTERNAL_TOKEN),
    });
    // Reads and most writes do not need storage: a missing S3 endpoint at start is logged and only
    // uploads fail until it is back (readiness depends on the listener and the database only).
    await storage.ensureBuckets().catch((error) => app.log.warn({ err: error }, 'object storage is not reachable yet'));
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
