import type { AddressInfo } from 'node:net';
import {
  type ConnectIpsStandIn,
  type EsewaStandIn,
  generateMerchantKeys,
  type StripeStandIn,
  startAllStandIns,
} from '@art/payment-stand-ins';
import { type CommerceTestContext, startCommerceTestApp } from './test-app.js';

export interface CommerceWithProviders {
  t: CommerceTestContext;
  esewa: EsewaStandIn;
  connectIps: ConnectIpsStandIn;
  stripe: StripeStandIn;
  /** Where the service listens: the providers call back to it over HTTP. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The commerce service paid through the stand-ins of eSewa, ConnectIPS and Stripe. It listens on a
 * real port because Stripe's webhook and ConnectIPS's return come back over HTTP, as in production.
 */
export async function startCommerceWithProviders(
  name: string,
  stripeKeys: { webhookSecret: string; secretKey: string },
  env: Record<string, string> = {},
): Promise<CommerceWithProviders> {
  const keys = generateMerchantKeys();
  const standIns = await startAllStandIns({
    connectIps: { publicKeyPem: keys.publicKeyPem },
    stripe: stripeKeys,
  });
  const { esewa, connectIps, stripe } = standIns;
  let t: CommerceTestContext | undefined;
  try {
    t = await startCommerceTestApp(name, {
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
      CONNECTIPS_FORM_URL: connectIps.formUrl,
      CONNECTIPS_VALIDATE_URL: connectIps.validateUrl,
      CONNECTIPS_MERCHANT_ID: connectIps.merchantId,
      CONNECTIPS_APP_ID: connectIps.appId,
      CONNECTIPS_PASSWORD: connectIps.password,
      CONNECTIPS_PRIVATE_KEY: keys.privateKeyPem,
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      ...env,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await t?.close();
    await standIns.close();
    throw error;
  }
  const service = t;
  const baseUrl = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  stripe.setWebhookUrl(`${baseUrl}/api/payment/stripe/webhook`);
  connectIps.setReturnUrls(`${baseUrl}/api/payment/connectips/success`, `${baseUrl}/api/payment/connectips/failure`);
  return {
    t: service,
    esewa,
    connectIps,
    stripe,
    baseUrl,
    async close() {
      await service.close();
      await standIns.close();
    },
  };
}
