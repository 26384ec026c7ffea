import {
  baseConfigProperties,
  ConfigError,
  loadConfig,
  SESSION_VERSION_PREFIX,
  storageConfigProperties,
} from '@art/kit';
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
  /**
   * The public origin of the site (the gateway): the providers send the browser back to
   * `<PUBLIC_URL>/api/auth/<provider>/callback`, the redirect URI registered with them.
   */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  GOOGLE_CLIENT_ID: Type.String({ default: '' }),
  /** With the client id, turns on the browser's code flow (`/api/auth/google/start`). */
  GOOGLE_CLIENT_SECRET: Type.String({ default: '' }),
  /**
   * Comma-separated: Google issues tokens with either spelling. The first is the issuer the code
   * flow discovers (`<issuer>/.well-known/openid-configuration`).
   */
  GOOGLE_ISSUER: Type.String({ default: 'https://accounts.google.com,accounts.google.com' }),
  GOOGLE_JWKS_URL: Type.String({ pattern: '^https?://', default: 'https://www.googleapis.com/oauth2/v3/certs' }),
  FACEBOOK_APP_ID: Type.String({ default: '' }),
  FACEBOOK_APP_SECRET: Type.String({ default: '' }),
  /** Facebook Login's dialog, where the browser is sent (a Graph version may be part of it: /v21.0/dialog/oauth). */
  FACEBOOK_DIALOG_URL: Type.String({ pattern: '^https?://', default: 'https://www.facebook.com/dialog/oauth' }),
  /** The Graph API: `/oauth/access_token`, `/debug_token` and `/me` (a version may be part of it: /v21.0). */
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

/** The provider addresses the service calls or sends browsers to: plain http only on this machine. */
const PROVIDER_URLS = ['GOOGLE_JWKS_URL', 'FACEBOOK_DIALOG_URL', 'FACEBOOK_GRAPH_URL'] as const;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const config = loadConfig(IdentityConfig, env);
  const nodeEnv = ('NODE_ENV' in env ? env.NODE_ENV : process.env.NODE_ENV) || undefined;
  if (nodeEnv === 'production') {
    // A provider reached over http in production would let anyone on the path sign in as anyone.
    const issuer = config.GOOGLE_ISSUER.split(',')[0]?.trim() ?? '';
    const plain = [
      ...PROVIDER_URLS.filter((name) => config[name].startsWith('http:')),
      ...(issuer.startsWith('http:') ? ['GOOGLE_ISSUER'] : []),
    ];
    if (plain.length) {
      throw new ConfigError(plain.map((name) => `${name} must be an https URL when NODE_ENV is production`));
    }
  }
  return config;
}
