import { createStorage, type Storage } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Profile pictures, covers and studio-request images live in the S3 bucket. */
export const storagePlugin = fp(
  async (app: FastifyInstance, config: IdentityConfig) => {
    const storage = createStorage({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      fallbackBucket: config.S3_FALLBACK_BUCKET,
      publicUrl: config.PUBLIC_MEDIA_URL,
    });
    // Sign-in and registration do not need storage: a missing S3 endpoint at start is logged and
    // only uploads fail until it is back.
    await storage.ensureBuckets().catch((error) => app.log.warn({ err: error }, 'object storage is not reachable yet'));
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
