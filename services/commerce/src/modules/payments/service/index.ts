import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { ConnectIpsSettings } from '../providers/connectips.js';
import type { EsewaSettings } from '../providers/esewa.js';
import { createStripeClient, type StripeSettings } from '../providers/stripe.js';
import { allowedOrigins } from '../rules.js';

export interface PaymentProviders {
  esewa: EsewaSettings;
  /** Null when no merchant key is configured: the method is refused with a clear message. */
  connectIps: ConnectIpsSettings | null;
  stripe: { client: Stripe; settings: StripeSettings };
  /** Where providers send the browser back (the gateway's public origin). */
  publicUrl: string;
  /** PUBLIC_URL's origin first, then its aliases: the origins a buyer may be sent back to. */
  origins: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/** Each provider's URLs and keys, from configuration only. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config;
    const stripeSettings: StripeSettings = {
      apiUrl: config.STRIPE_API_URL,
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      nprPerUsd: config.NPR_PER_USD,
    };
    app.decorate('payments', {
      esewa: {
        formUrl: config.ESEWA_FORM_URL,
        statusUrl: config.ESEWA_STATUS_URL,
        productCode: config.ESEWA_PRODUCT_CODE,
        secretKey: config.ESEWA_SECRET_KEY,
      },
      connectIps: config.CONNECTIPS_PRIVATE_KEY
        ? {
            formUrl: config.CONNECTIPS_FORM_URL,
            validateUrl: config.CONNECTIPS_VALIDATE_URL,
            merchantId: config.CONNECTIPS_MERCHANT_ID,
            appId: config.CONNECTIPS_APP_ID,
            appName: config.CONNECTIPS_APP_NAME,
            password: config.CONNECTIPS_PASSWORD,
            // Kubernetes secrets and .env files often carry a PEM with literal \n.
            privateKeyPem: config.CONNECTIPS_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : null,
      stripe: { client: createStripeClient(stripeSettings), settings: stripeSettings },
      publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      origins: allowedOrigins(config.PUBLIC_URL, config.PUBLIC_URL_ALIASES),
    });
  },
  { name: 'payments' },
);
