import { isPrivateMediaKey, mediaSigningKey, signedMediaQuery } from '@art/kit';
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
 * INTERNAL_TOKEN. Moderation only signs addresses (the kit storage's `signedUrlOf`, without a
 * storage client): it never reads or writes the bucket.
 */
export const studioImagesPlugin = fp(
  async (app: FastifyInstance) => {
    const { S3_BUCKET: bucket, PUBLIC_MEDIA_URL: publicUrl, INTERNAL_TOKEN } = app.config;
    const signingKey = mediaSigningKey(INTERNAL_TOKEN);
    app.decorate('signStudioImage', (key: string | undefined) => {
      if (!key) return null;
      const url = `${publicUrl}/${bucket}/${key}`;
      return isPrivateMediaKey(key) ? `${url}?${signedMediaQuery(signingKey, bucket, key)}` : url;
    });
  },
  { name: 'moderation-studio-images' },
);
