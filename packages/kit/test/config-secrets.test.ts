import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { baseConfigProperties, ConfigError, loadConfig, shutdownDrainMs } from '../src/config.js';

// Shaped like identity's schema: the kit's INTERNAL_TOKEN plus a JWT_SECRET with a built-in default.
const ServiceConfig = Type.Object({
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  JWT_SECRET: Type.String({ minLength: 32, default: 'local-development-jwt-secret-change-me-0123456789' }),
});
// Shaped like the gateway's: no defaults at all.
const GatewayLike = Type.Object({
  INTERNAL_TOKEN: baseConfigProperties.INTERNAL_TOKEN,
  JWT_SECRET: Type.String({ minLength: 16 }),
});

const strong = {
  INTERNAL_TOKEN: 'k2-internal-token-of-forty-characters-xx',
  JWT_SECRET: 'k2-jwt-secret-that-is-clearly-longer-than-32',
};

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error.message;
  }
  assert.fail('the configuration was accepted');
}

describe('secrets in production', () => {
  test('refuses to start on the built-in defaults, naming each variable', () => {
    const message = problemsOf(() => loadConfig(ServiceConfig, { NODE_ENV: 'production' }));
    assert.match(message, /INTERNAL_TOKEN must be set when NODE_ENV is production/);
    assert.match(message, /JWT_SECRET must be set when NODE_ENV is production/);
  });

  test('refuses a development value given explicitly', () => {
    const message = problemsOf(() =>
      loadConfig(ServiceConfig, {
        NODE_ENV: 'production',
        INTERNAL_TOKEN: 'local-internal-token-change-me',
        JWT_SECRET: strong.JWT_SECRET,
      }),
    );
    assert.match(message, /INTERNAL_TOKEN is the development default/);
    assert.doesNotMatch(message, /JWT_SECRET/);
  });

  test('refuses a secret shorter than 32 characters without repeating it', () => {
    const message = problemsOf(() =>
      loadConfig(GatewayLike, {
        NODE_ENV: 'staging',
        INTERNAL_TOKEN: 'short-but-16-chars-ok-xx',
        JWT_SECRET: strong.JWT_SECRET,
      }),
    );
    assert.match(message, /INTERNAL_TOKEN must be at least 32 characters when NODE_ENV is staging/);
    assert.doesNotMatch(message, /short-but-16/);
    const tooShortForSchema = problemsOf(() =>
      loadConfig(GatewayLike, { NODE_ENV: 'production', INTERNAL_TOKEN: 'tiny', JWT_SECRET: strong.JWT_SECRET }),
    );
    assert.doesNotMatch(tooShortForSchema, /tiny/);
    // One line per variable, not one from the schema and another from the secret rules.
    assert.equal(tooShortForSchema.match(/INTERNAL_TOKEN/g)?.length, 1);
  });

  test('a missing secret is named once', () => {
    const message = problemsOf(() => loadConfig(GatewayLike, { NODE_ENV: 'production' }));
    assert.equal(message.match(/JWT_SECRET/g)?.length, 1);
    assert.equal(message.match(/INTERNAL_TOKEN/g)?.length, 1);
  });

  test('starts with strong secrets of its own', () => {
    assert.deepEqual(loadConfig(ServiceConfig, { NODE_ENV: 'production', ...strong }), strong);
  });

  test('an unset NODE_ENV still refuses the built-in defaults', () => {
    const message = problemsOf(() => loadConfig(ServiceConfig, { NODE_ENV: undefined }));
    assert.match(message, /INTERNAL_TOKEN must be set when NODE_ENV is not set/);
    // Tests that give their own secrets keep working without NODE_ENV.
    const given = { INTERNAL_TOKEN: 'test-internal-token-0123456789', JWT_SECRET: strong.JWT_SECRET };
    assert.deepEqual(loadConfig(ServiceConfig, { NODE_ENV: undefined, ...given }), given);
  });

  test('development and test keep their defaults', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig(ServiceConfig, { NODE_ENV });
      assert.equal(config.JWT_SECRET, 'local-development-jwt-secret-change-me-0123456789');
    }
  });
});

describe('drain after SIGTERM', () => {
  test('5 s where a load balancer may still send, none in development and test, or as set', () => {
    assert.equal(shutdownDrainMs({ NODE_ENV: 'production' }), 5000);
    assert.equal(shutdownDrainMs({ NODE_ENV: undefined }), 5000);
    assert.equal(shutdownDrainMs({ NODE_ENV: 'test' }), 0);
    assert.equal(shutdownDrainMs({ NODE_ENV: 'development' }), 0);
    assert.equal(shutdownDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '250' }), 250);
    assert.throws(() => shutdownDrainMs({ SHUTDOWN_DRAIN_MS: 'soon' }), /SHUTDOWN_DRAIN_MS="soon"/);
  });
});

describe('the sealing key of stored mail secrets', () => {
  // Shaped like identity's: the key that encrypts codes and reset tokens at rest has a built-in default.
  const SealingConfig = Type.Object({
    SECRET_SEALING_KEY: Type.String({ minLength: 32, default: 'local-development-sealing-key-change-me-0123456789' }),
  });

  test('is a secret: its built-in default is refused outside development', () => {
    const message = problemsOf(() => loadConfig(SealingConfig, { NODE_ENV: 'production' }));
    assert.match(message, /SECRET_SEALING_KEY must be set when NODE_ENV is production/);
  });

  test('its committed development value is refused even when given explicitly', () => {
    const message = problemsOf(() =>
      loadConfig(SealingConfig, {
        NODE_ENV: 'production',
        SECRET_SEALING_KEY: 'local-development-sealing-key-change-me-0123456789',
      }),
    );
    assert.match(message, /SECRET_SEALING_KEY is the development default/);
  });
});
