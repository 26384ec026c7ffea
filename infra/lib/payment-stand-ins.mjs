// The local payment providers: stand-ins for eSewa ePay v2, ConnectIPS and Stripe Checkout that
// speak each protocol (signed forms, status checks, signed webhooks), so that a buyer on this
// machine can pay online without the internet. Production points commerce at the real providers
// (k8s/base/commerce.yaml); nothing here runs there.
import { randomBytes } from 'node:crypto';
import { log } from './log.mjs';
import { isPortOpen } from './wait.mjs';

export const STAND_IN_PORTS = { esewa: 4701, connectIps: 4702, stripe: 4703 };

/**
 * Starts the three stand-ins (the package must be built) and returns the commerce service's
 * environment for them, with a fresh ConnectIPS merchant key and Stripe secrets for this run.
 */
export async function startPaymentStandIns(config, { ports = STAND_IN_PORTS, host = '127.0.0.1' } = {}) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (await isPortOpen(host, port)) busy.push(`${name} (${port})`);
  if (busy.length) throw new Error(`payment stand-in ports in use: ${busy.join(', ')} (another \`npm start\`?)`);
  const { startAllStandIns, generateMerchantKeys } = await import('@art/payment-stand-ins');
  const keys = generateMerchantKeys();
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const standIns = await startAllStandIns({
    esewa: { host, port: ports.esewa },
    connectIps: {
      host,
      port: ports.connectIps,
      publicKeyPem: keys.publicKeyPem,
      successUrl: `${publicUrl}/api/payment/connectips/success`,
      failureUrl: `${publicUrl}/api/payment/connectips/failure`,
    },
    stripe: {
      host,
      port: ports.stripe,
      secretKey,
      webhookSecret,
      // Stripe calls the public webhook; here that is the gateway.
      webhookUrl: `http://127.0.0.1:${config.ports.gateway}/api/payment/stripe/webhook`,
    },
  });
  log.ok(
    `payment stand-ins: eSewa ${standIns.esewa.url}, ConnectIPS ${standIns.connectIps.url}, Stripe ${standIns.stripe.url}`,
  );
  return {
    stop: () => standIns.close(),
    env: {
      ESEWA_FORM_URL: standIns.esewa.formUrl,
      ESEWA_STATUS_URL: standIns.esewa.statusUrl,
      CONNECTIPS_FORM_URL: standIns.connectIps.formUrl,
      CONNECTIPS_VALIDATE_URL: standIns.connectIps.validateUrl,
      CONNECTIPS_MERCHANT_ID: standIns.connectIps.merchantId,
      CONNECTIPS_APP_ID: standIns.connectIps.appId,
      CONNECTIPS_PASSWORD: standIns.connectIps.password,
      CONNECTIPS_PRIVATE_KEY: keys.privateKeyPem,
      STRIPE_API_URL: standIns.stripe.url,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      // The gateway's CSP lets the checkout's forms post to the stand-ins as it does to the real hosts.
      PAYMENT_FORM_ORIGINS: [standIns.esewa.formUrl, standIns.connectIps.formUrl]
        .map((url) => new URL(url).origin)
        .join(' '),
    },
  };
}
