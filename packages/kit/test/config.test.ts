import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { ConfigError, loadConfig } from '../src/config.js';

const Schema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 4101 }),
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  FLAG: Type.Boolean({ default: false }),
});

test('applies defaults and converts strings', () => {
  const config = loadConfig(Schema, { DATABASE_URL: 'postgres://x/y', FLAG: 'true' });
  assert.deepEqual(config, { PORT: 4101, DATABASE_URL: 'postgres://x/y', FLAG: true });
});

test('names every bad or missing variable', () => {
  assert.throws(
    () => loadConfig(Schema, { PORT: 'eighty' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /PORT="eighty" must be integer/);
      assert.match(error.message, /DATABASE_URL is required but not set/);
      return true;
    },
  );
});

test('rejects a value out of range', () => {
  assert.throws(() => loadConfig(Schema, { PORT: '70000', DATABASE_URL: 'postgres://a/b' }), /PORT=70000/);
});

describe('production refuses placeholders and test values', () => {
  const Providers = Type.Object({
    ESEWA_PRODUCT_CODE: Type.String({ default: 'EPAYTEST' }),
    ESEWA_FORM_URL: Type.String({ default: 'http://127.0.0.1:4701/api/epay/main/v2/form' }),
    CONNECTIPS_MERCHANT_ID: Type.String({ default: '1001' }),
    CONNECTIPS_APP_ID: Type.String({ default: 'MER-1001-APP-1' }),
    GOOGLE_CLIENT_ID: Type.String({ default: '' }),
    MAIL_FROM: Type.String({ default: 'Art Marketplace <no-reply@art.example.com>' }),
    SMTP_URL: Type.String({ default: 'smtp://127.0.0.1:1025' }),
    ALLOW_TEST_VALUES: Type.Boolean({ default: false }),
  });
  const filled = {
    ESEWA_PRODUCT_CODE: 'NP-ES-ART',
    ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
    CONNECTIPS_APP_ID: 'MER-77-APP-1',
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(Providers, env);
      return [];
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
  };

  test('each placeholder is named, whatever else is wrong', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      ...filled,
      ESEWA_PRODUCT_CODE: '<merchant product code>',
      CONNECTIPS_MERCHANT_ID: '<merchant id>',
      CONNECTIPS_APP_ID: '<app id>',
      GOOGLE_CLIENT_ID: '<OAuth client id>.apps.googleusercontent.com',
      SMTP_URL: 'smtp://<user>:<password>@smtp.example.com:587',
      ALLOW_TEST_VALUES: 'true',
    });
    assert.deepEqual(
      problems.map((p) => p.split(/[= ]/)[0]),
      ['ESEWA_PRODUCT_CODE', 'CONNECTIPS_MERCHANT_ID', 'CONNECTIPS_APP_ID', 'GOOGLE_CLIENT_ID', 'SMTP_URL'],
    );
    assert.match(problems[0], /ESEWA_PRODUCT_CODE="<merchant product code>" is a placeholder/);
    assert.ok(!problems.join('\n').includes('<password>'), 'a secret-bearing value is not repeated');
  });

  test('known test values and the stand-ins are named, defaults included', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    assert.match(problems.join('\n'), /ESEWA_PRODUCT_CODE="EPAYTEST" is a known test value/);
    assert.match(
      problems.join('\n'),
      /ESEWA_FORM_URL="http:\/\/127\.0\.0\.1:4701\/.*" is the address of a local stand-in/,
    );
    assert.match(problems.join('\n'), /CONNECTIPS_APP_ID="MER-1001-APP-1" is a known test value/);
    const testHost = problemsOf({
      NODE_ENV: 'production',
      ...filled,
      ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    });
    assert.deepEqual(testHost.length, 1);
    assert.match(testHost[0], /^ESEWA_FORM_URL=.* is a provider's test host \(rc-epay\.esewa\.com\.np\)/);
  });

  test('real values pass; an address in brackets is no placeholder; ALLOW_TEST_VALUES lets test values through', () => {
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', ...filled }), []);
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', ALLOW_TEST_VALUES: 'true' }), []);
  });

  test('development and test keep their stand-ins', () => {
    assert.deepEqual(problemsOf({ NODE_ENV: 'development' }), []);
    assert.deepEqual(problemsOf({ NODE_ENV: 'test', ESEWA_PRODUCT_CODE: '<merchant product code>' }), []);
  });
});
