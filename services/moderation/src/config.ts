import { baseConfigProperties, loadConfig, storageConfigProperties } from '@art/kit';
import { type Static, Type } from 'typebox';

/** Every variable the moderation service reads; defaults work on a developer machine. */
export const ModerationConfig = Type.Object({
  ...baseConfigProperties,
  /**
   * Studio request images are private objects: moderation signs their addresses for the operator
   * (with the key every service derives from INTERNAL_TOKEN). It never opens the bucket, so it reads
   * the bucket's name and the public media address only, not the S3 endpoint or credentials.
   */
  S3_BUCKET: storageConfigProperties.S3_BUCKET,
  PUBLIC_MEDIA_URL: storageConfigProperties.PUBLIC_MEDIA_URL,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'moderation' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4107 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_moderation',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
});
export type ModerationConfig = Static<typeof ModerationConfig>;

export function loadModerationConfig(env: Record<string, string | undefined> = process.env): ModerationConfig {
  return loadConfig(ModerationConfig, env);
}
