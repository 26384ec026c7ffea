import assert from 'node:assert/strict';
import { test } from 'node:test';
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
