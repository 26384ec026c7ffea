import { baseConfigProperties, loadConfig, SESSION_VERSION_PREFIX, storageConfigProperties } from '@art/kit';
import { type Static, Type } from 'typebox';

/** Every variable the identity service reads; defaults work on a developer machine. */
export const IdentityConfig = Type.Object({
  ...baseConfigProperties,
  ...storageConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'identity' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4101 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_identity',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  /** Signs the session tokens (HS256); the gateway verifies them with the same secret. */
  JWT_SECRET: Type.String({ minLength: 32, default: 'local-development-jwt-secret-change-me-0123456789' }),
  GOOGLE_CLIENT_ID: Type.String({ default: '' }),
  /** Comma-separated: Google issues tokens with either spelling. */
  GOOGLE_ISSUER: Type.String({ default: 'https://accounts.google.com,accounts.google.com' }),
  GOOGLE_JWKS_URL: Type.String({ pattern: '^https?://', default: 'https://www.googleapis.com/oauth2/v3/certs' }),
  FACEBOOK_APP_ID: Type.String({ default: '' }),
  FACEBOOK_APP_SECRET: Type.String({ default: '' }),
  FACEBOOK_GRAPH_URL: Type.String({ pattern: '^https?://', default: 'https://graph.facebook.com' }),
  /** How long a social provider may take to answer before sign-in fails. */
  PROVIDER_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  VERIFICATION_CODE_TTL_MIN: Type.Integer({ minimum: 1, default: 1440 }),
  RESET_TOKEN_TTL_MIN: Type.Integer({ minimum: 1, default: 60 }),
  /**
   * Encrypts open verification codes and reset tokens at rest (AES-256-GCM, key = sha256 of this),
   * so identity can hand them to the mail worker while a leaked table still opens no account.
   */
  SECRET_SEALING_KEY: Type.String({ minLength: 32, default: 'local-development-sealing-key-change-me-0123456789' }),
  /** Redis key prefix of the session versions; the gateway reads the same keys. */
  SESSION_VERSION_PREFIX: Type.String({ minLength: 1, default: SESSION_VERSION_PREFIX }),
  /** Wrong codes an account may try against one verification code before it is spent. */
  VERIFICATION_MAX_ATTEMPTS: Type.Integer({ minimum: 1, default: 5 }),
});
export type IdentityConfig = Static<typeof IdentityConfig>;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return loadConfig(IdentityConfig, env);
}
