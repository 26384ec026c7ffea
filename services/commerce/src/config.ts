import { CASH_CONFIRM_DAYS_DEFAULT, MAX_UNPAID_PIECES_DEFAULT, PAYMENT_TIMEOUT_MINUTES_DEFAULT } from '@art/contracts';
import { baseConfigProperties, ConfigError, loadConfig, runsLocally } from '@art/kit';
import { type Static, Type } from 'typebox';

/** eSewa's published test merchant (developer.esewa.com.np): no secret, and refused in production. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
const DEVELOPMENT_STRIPE_KEY = 'sk_test_local_stand_in';
const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_local_stand_in';

/** Every variable the commerce service reads; defaults talk to the local payment stand-ins. */
export const CommerceConfig = Type.Object({
  ...baseConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'commerce' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4104 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_commerce',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  /** Catalogue's base URL: stock is reserved there while the buyer waits. */
  CATALOGUE_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4102' }),
  STOCK_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /** Where buyers' browsers reach the marketplace: providers send them back here. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:8080' }),
  /**
   * Other origins the site is reached at (comma-separated): a buyer who started paying from one of
   * them is sent back there; any other origin gets PUBLIC_URL (no open redirect).
   */
  PUBLIC_URL_ALIASES: Type.String({ default: 'http://localhost:8080,http://127.0.0.1:8080' }),
  /** An online order not paid within this time is cancelled and its stock released (fractions for tests). */
  PAYMENT_TIMEOUT_MINUTES: Type.Number({ exclusiveMinimum: 0, default: PAYMENT_TIMEOUT_MINUTES_DEFAULT }),
  /** A cash order's artist confirms or cancels within this many days, or its pending items are cancelled. */
  CASH_CONFIRM_DAYS: Type.Number({ exclusiveMinimum: 0, default: CASH_CONFIRM_DAYS_DEFAULT }),
  /** Pieces one buyer may hold at once in unpaid online and unconfirmed cash orders. */
  MAX_UNPAID_PIECES: Type.Integer({ minimum: 1, default: MAX_UNPAID_PIECES_DEFAULT }),
  /** How often pending payments, unpaid orders and half-placed orders are looked at again. */
  RECONCILE_INTERVAL_MS: Type.Integer({ minimum: 200, default: 60_000 }),
  /** A payment attempt is asked about at the provider once it is this old and still pending. */
  RECONCILE_PAYMENT_AFTER_MS: Type.Integer({ minimum: 0, default: 120_000 }),

  ESEWA_FORM_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4701/api/epay/main/v2/form' }),
  ESEWA_STATUS_URL: Type.String({
    pattern: '^https?://',
    default: 'http://127.0.0.1:4701/api/epay/transaction/status/',
  }),
  ESEWA_PRODUCT_CODE: Type.String({ minLength: 1, default: ESEWA_TEST_PRODUCT_CODE }),
  ESEWA_SECRET_KEY: Type.String({ minLength: 1, default: ESEWA_TEST_SECRET_KEY }),

  CONNECTIPS_FORM_URL: Type.String({
    pattern: '^https?://',
    default: 'http://127.0.0.1:4702/connectipswebgw/loginpage',
  }),
  CONNECTIPS_VALIDATE_URL: Type.String({
    pattern: '^https?://',
    default: 'http://127.0.0.1:4702/connectipswebws/api/creditor/validatetxn',
  }),
  CONNECTIPS_MERCHANT_ID: Type.String({ default: '1001' }),
  CONNECTIPS_APP_ID: Type.String({ default: 'MER-1001-APP-1' }),
  CONNECTIPS_APP_NAME: Type.String({ default: 'Art Marketplace' }),
  CONNECTIPS_PASSWORD: Type.String({ default: 'local-connectips-password' }),
  /** The merchant's RSA private key (PEM, from the .pfx NCHL issues); empty turns ConnectIPS off. */
  CONNECTIPS_PRIVATE_KEY: Type.String({ default: '' }),

  STRIPE_API_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4703' }),
  STRIPE_SECRET_KEY: Type.String({ minLength: 1, default: DEVELOPMENT_STRIPE_KEY }),
  STRIPE_WEBHOOK_SECRET: Type.String({ minLength: 1, default: DEVELOPMENT_WEBHOOK_SECRET }),
  /** Card payments are charged in USD at this rate (NPR per US dollar). */
  NPR_PER_USD: Type.Number({ exclusiveMinimum: 0, default: 133 }),
});
export type CommerceConfig = Static<typeof CommerceConfig>;

/**
 * Outside development and test the payment keys must be real: eSewa's public test key (outside
 * eSewa's test host) or the built-in Stripe values would let anyone forge a payment.
 */
function paymentKeyProblems(config: CommerceConfig, nodeEnv: string | undefined): string[] {
  if (runsLocally(nodeEnv)) return [];
  const problems: string[] = [];
  // The test key is fine against eSewa's test host (rc-epay), never against the real one.
  if (config.ESEWA_SECRET_KEY === ESEWA_TEST_SECRET_KEY && !new URL(config.ESEWA_FORM_URL).hostname.startsWith('rc-'))
    problems.push('ESEWA_SECRET_KEY is eSewa’s public test key, with a production ESEWA_FORM_URL');
  if (config.STRIPE_SECRET_KEY === DEVELOPMENT_STRIPE_KEY) problems.push('STRIPE_SECRET_KEY is the development value');
  if (config.STRIPE_WEBHOOK_SECRET === DEVELOPMENT_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET is the development value');
  return problems;
}

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env): CommerceConfig {
  const config = loadConfig(CommerceConfig, env);
  const nodeEnv = ('NODE_ENV' in env ? env.NODE_ENV : process.env.NODE_ENV) || undefined;
  const problems = paymentKeyProblems(config, nodeEnv);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
