import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '@art/kit';
import { loadCommerceConfig } from '../src/config.js';

const secrets = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://commerce:pw@db:5432/art_commerce',
  INTERNAL_TOKEN: 'a-real-internal-token-0123456789abcdef',
  ESEWA_SECRET_KEY: 'merchant-secret',
  STRIPE_SECRET_KEY: 'sk_live_real',
  STRIPE_WEBHOOK_SECRET: 'whsec_real',
  CATALOGUE_URL: 'http://catalogue:4102',
  PUBLIC_URL: 'https://art.example.com',
  ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  CONNECTIPS_FORM_URL: 'https://login.connectips.com/connectipswebgw/loginpage',
  CONNECTIPS_VALIDATE_URL: 'https://login.connectips.com/connectipswebws/api/creditor/validatetxn',
  STRIPE_API_URL: 'https://api.stripe.com',
};

test('production: the template placeholders and eSewa test merchant are refused, each named', () => {
  assert.throws(
    () =>
      loadCommerceConfig({
        ...secrets,
        ESEWA_PRODUCT_CODE: '<merchant product code>',
        CONNECTIPS_MERCHANT_ID: '<merchant id>',
        CONNECTIPS_APP_ID: '<app id>',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const names = error.problems.map((p) => p.split(/[= ]/)[0]);
      assert.deepEqual(names, ['ESEWA_PRODUCT_CODE', 'CONNECTIPS_MERCHANT_ID', 'CONNECTIPS_APP_ID']);
      return true;
    },
  );
  assert.throws(
    () => loadCommerceConfig({ ...secrets, ESEWA_PRODUCT_CODE: 'EPAYTEST', CONNECTIPS_APP_ID: 'MER-77-APP-1' }),
    /ESEWA_PRODUCT_CODE="EPAYTEST" is a known test value/,
  );
  // The defaults are the local stand-ins: refused too.
  assert.throws(
    () => loadCommerceConfig({ ...secrets, STRIPE_API_URL: '' }),
    /STRIPE_API_URL="http:\/\/127\.0\.0\.1:4703" is the address of a local stand-in/,
  );
  const config = loadCommerceConfig({ ...secrets, ESEWA_PRODUCT_CODE: 'NP-ES-ART', CONNECTIPS_APP_ID: 'MER-77-APP-1' });
  assert.equal(config.ESEWA_PRODUCT_CODE, 'NP-ES-ART');
});
