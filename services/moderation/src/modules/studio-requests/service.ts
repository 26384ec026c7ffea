import { createStorage, isPrivateMediaKey, mediaSigningKey } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SignImage } from './views.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's short-lived address of a studio request image (as identity signs it for the applicant). */
    signStudioImage: SignImage;
  }
}

/**
 * Studio request images are private objects (identity stores them under PRIVATE_MEDIA_PREFIX): the
 * gateway's /media serves them only with a signature made with the key every service derives from
 * INTERNAL_TOKEN. Moderation only signs addresses, it never reads or writes the bucket, so it needs
 * the storage settings but no connection (and no upload plugin).
 */
export const studioImagesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const storage = createStorage({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      fallbackBucket: config.S3_FALLBACK_BUCKET,
      publicUrl: config.PUBLIC_MEDIA_URL,
      signingKey: mediaSigningKey(config.INTERNAL_TOKEN),
    });
    app.decorate('signStudioImage', (key: string | undefined) => {
      if (!key) return null;
      return isPrivateMediaKey(key) ? storage.signedUrlOf(key) : storage.urlOf(key);
    });
  },
  { name: 'moderation-studio-images' },
);
