import { baseConfigProperties, loadConfig, storageConfigProperties } from '@art/kit';
import { type Static, Type } from 'typebox';

/** Every variable the social service reads; defaults work on a developer machine. */
export const SocialConfig = Type.Object({
  ...baseConfigProperties,
  ...storageConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'social' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4103 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_social',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  /** Largest image a post may carry, in bytes: 5 MB unless configured (the form's message quotes it). */
  POST_IMAGE_MAX_BYTES: Type.Integer({ minimum: 100_000, default: 5 * 1024 * 1024 }),
});
export type SocialConfig = Static<typeof SocialConfig>;

export function loadSocialConfig(env: Record<string, string | undefined> = process.env): SocialConfig {
  return loadConfig(SocialConfig, env);
}
