import { baseConfigProperties, loadConfig, storageConfigProperties } from '@art/kit';
import { type Static, Type } from 'typebox';

/** Every variable the catalogue service reads; defaults work on a developer machine. */
export const CatalogueConfig = Type.Object({
  ...baseConfigProperties,
  ...storageConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'catalogue' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4102 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_catalogue',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  /** How many images one artwork may have (a setting: the marketplace may change it without a release). */
  ARTWORK_IMAGE_LIMIT: Type.Integer({ minimum: 1, maximum: 20, default: 6 }),
  /** Largest artwork image file accepted, in bytes (pixels are bounded separately by the kit). */
  ARTWORK_IMAGE_MAX_BYTES: Type.Integer({ minimum: 100_000, default: 10 * 1024 * 1024 }),
  /** Seconds a cached hot read (listing page, featured, popular, categories) may be served from Redis. */
  CACHE_TTL_SECONDS: Type.Integer({ minimum: 0, default: 60 }),
  /** Redis key prefix of the catalogue's caches (tests use their own). */
  CACHE_PREFIX: Type.String({ minLength: 1, default: 'catalogue:cache:' }),
});
export type CatalogueConfig = Static<typeof CatalogueConfig>;

export function loadCatalogueConfig(env: Record<string, string | undefined> = process.env): CatalogueConfig {
  return loadConfig(CatalogueConfig, env);
}
