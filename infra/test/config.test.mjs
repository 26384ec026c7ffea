import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { databaseUrl, loadInfraConfig } from '../lib/config.mjs';
import { databaseNames } from '../lib/databases.mjs';
import { loadSecrets } from '../lib/secrets.mjs';
import { parseSeedOutput } from '../lib/seed.mjs';

test('defaults and overrides of the local stack', () => {
  const d = loadInfraConfig({});
  assert.equal(d.databaseAdminUrl, 'postgres://postgres@127.0.0.1:5432/postgres');
  assert.equal(d.ports.gateway, 8080);
  assert.equal(d.ports.notification, 4106);
  assert.equal(d.smtp.port, 1025);
  assert.equal(d.smtp.webPort, 1080);
  assert.equal(d.s3.port, 4569);
  const o = loadInfraConfig({ GATEWAY_PORT: '9090', IDENTITY_PORT: '5101' });
  assert.equal(o.ports.gateway, 9090);
  assert.equal(o.ports.identity, 5101);
  assert.equal(o.publicUrl, 'http://localhost:9090');
  assert.throws(() => loadInfraConfig({ S3_PORT: 'abc' }), /not a port number/);
});

test('database names and URLs', () => {
  assert.equal(
    databaseUrl('postgres://postgres@127.0.0.1:5432/postgres', 'art_identity'),
    'postgres://postgres@127.0.0.1:5432/art_identity',
  );
  assert.deepEqual(databaseNames({ areas: ['identity'], test: true }), ['art_identity_test']);
  assert.ok(databaseNames().includes('art_notification'));
  assert.ok(databaseNames().includes('art_catalogue'));
  assert.equal(loadInfraConfig({}).ports.catalogue, 4102);
});

test('secrets are generated once and kept', () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'art-secrets-')), 'secrets.json');
  const a = loadSecrets({}, file);
  const b = loadSecrets({}, file);
  assert.deepEqual(a, b);
  assert.ok(a.JWT_SECRET.length >= 32 && a.INTERNAL_TOKEN.length >= 32 && a.SECRET_SEALING_KEY.length >= 32);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), a);
  assert.equal(loadSecrets({ JWT_SECRET: 'from-env' }, file).JWT_SECRET, 'from-env');
});

test('a secrets file from before a secret existed gains it and keeps the others', () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'art-secrets-')), 'secrets.json');
  writeFileSync(file, JSON.stringify({ JWT_SECRET: 'kept-jwt-secret', INTERNAL_TOKEN: 'kept-internal-token' }));
  const secrets = loadSecrets({}, file);
  assert.equal(secrets.JWT_SECRET, 'kept-jwt-secret');
  assert.equal(secrets.INTERNAL_TOKEN, 'kept-internal-token');
  assert.ok(secrets.SECRET_SEALING_KEY.length >= 32);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).SECRET_SEALING_KEY, secrets.SECRET_SEALING_KEY);
});

test('demo users are read from the seed output', () => {
  const users = [{ email: 'sita@demo.art', password: 'x1' }];
  assert.deepEqual(parseSeedOutput(['seeding', JSON.stringify({ demoUsers: users }), 'done']), users);
  assert.deepEqual(parseSeedOutput([`{"level":30,"msg":"x"}`, `[seed] ${JSON.stringify(users)}`]), users);
  assert.equal(parseSeedOutput(['nothing here']), null);
});

test('seed extras and role labels', async () => {
  const { parseSeedReport, roleLabel, formatUsers } = await import('../lib/seed.mjs');
  const report = parseSeedReport([
    JSON.stringify({ demoUsers: [{ email: 'a@b.c', password: 'p', role: 11, name: 'राम' }], artistCode: 'KALA-1' }),
  ]);
  assert.deepEqual(report.extras, { artistCode: 'KALA-1' });
  assert.equal(roleLabel(1), 'operator (1)');
  assert.equal(roleLabel(11), 'artist (11)');
  assert.equal(roleLabel(25), 'user (25)');
  assert.equal(roleLabel('admin'), 'admin');
  assert.match(formatUsers(report.users)[0], /artist \(11\)\s+a@b\.c\s+p\s+राम/);
});
