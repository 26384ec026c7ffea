// load-tests/k6/profiles.js, the one place that shapes every scenario's executors: PROFILE=load
// (default) and soak keep constant-arrival-rate (soak longer and at half the rate), spike ramps
// from the load rate to 10× for a minute and back with ramping-arrival-rate; the journeys' rates
// keep their weights under every profile; every k6 script takes its scenarios from it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../manifest-checks/config-schemas.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);
globalThis.__ENV = {};
const K6 = path.join(ROOT, 'load-tests', 'k6');
const profiles = await import(pathToFileURL(path.join(K6, 'profiles.js')).href);
const WEIGHTS = { a: 6, b: 3, c: 1 };

test('load (the default): constant-arrival-rate, RATE × weight per second, for DURATION', () => {
  const scenarios = profiles.scenariosFor(WEIGHTS, { rate: 2, env: {} });
  assert.deepEqual(scenarios.a, {
    executor: 'constant-arrival-rate',
    exec: 'a',
    rate: 720,
    timeUnit: '1m',
    duration: '2m',
    preAllocatedVUs: 10,
    maxVUs: 100,
  });
  assert.equal(scenarios.c.rate, 120);
  const custom = profiles.scenariosFor(WEIGHTS, {
    rate: 2,
    vus: { preAllocatedVUs: 3, maxVUs: 7 },
    env: { PROFILE: 'load', RATE: '0.5', DURATION: '30s' },
  });
  assert.deepEqual(
    Object.values(custom).map((s) => [s.rate, s.duration, s.preAllocatedVUs, s.maxVUs]),
    [
      [180, '30s', 3, 7],
      [90, '30s', 3, 7],
      [30, '30s', 3, 7],
    ],
  );
});

test('soak: the same executor for an hour at half the rate (SOAK_DURATION, SOAK_SHARE)', () => {
  const soak = profiles.scenariosFor(WEIGHTS, { rate: 2, env: { PROFILE: 'soak' } });
  assert.equal(soak.a.executor, 'constant-arrival-rate');
  assert.equal(soak.a.duration, '1h');
  assert.equal(soak.a.rate, 360);
  const longer = profiles.scenariosFor(WEIGHTS, {
    rate: 2,
    env: { PROFILE: 'soak', SOAK_DURATION: '4h', SOAK_SHARE: '1' },
  });
  assert.equal(longer.b.duration, '4h');
  assert.equal(longer.b.rate, 360);
  assert.equal(profiles.profileDuration({ PROFILE: 'soak' }), '1h');
});

test('spike: ramping-arrival-rate from the load rate to 10× within 10 s, a minute there, back, and recovery', () => {
  const spike = profiles.scenariosFor(WEIGHTS, { rate: 2, vus: { maxVUs: 50 }, env: { PROFILE: 'spike' } });
  assert.deepEqual(spike.a, {
    executor: 'ramping-arrival-rate',
    exec: 'a',
    startRate: 720,
    timeUnit: '1m',
    stages: [
      { target: 720, duration: '2m' },
      { target: 7200, duration: '10s' },
      { target: 7200, duration: '1m' },
      { target: 720, duration: '10s' },
      { target: 720, duration: '2m' },
    ],
    preAllocatedVUs: 10,
    maxVUs: 500,
  });
  const peaks = Object.values(spike).map((s) => Math.max(...s.stages.map((stage) => stage.target)));
  assert.deepEqual(peaks, [7200, 3600, 1200], 'the weights hold at the peak');
  const five = profiles.scenariosFor({ a: 1 }, { rate: 1, env: { PROFILE: 'spike', SPIKE_FACTOR: '5' } });
  assert.equal(five.a.stages[2].target, 300);
  assert.equal(profiles.profileDuration({ PROFILE: 'spike' }), '320s');
  assert.equal(profiles.profileDuration({}), '2m');
});

test('a wrong PROFILE, RATE or duration is refused with what to use', () => {
  assert.throws(() => profiles.scenariosFor(WEIGHTS, { rate: 1, env: { PROFILE: 'stress' } }), /load, soak, spike/);
  assert.throws(() => profiles.scenariosFor(WEIGHTS, { rate: 1, env: { RATE: '-1' } }), /RATE=-1/);
  assert.throws(() => profiles.secondsOf('two minutes'), /not a duration/);
  assert.equal(profiles.secondsOf('1m30s'), 90);
});

test('journeyThresholds: a p95 and a p99 per journey group, failed requests and checks, extras kept', () => {
  assert.deepEqual(profiles.journeyThresholds({ home: [250, 600] }, { lost: ['count==0'] }), {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{group:::home}': ['p(95)<250', 'p(99)<600'],
    lost: ['count==0'],
  });
});

test('every k6 scenario script takes its scenarios and thresholds from profiles.js, none its own executor', () => {
  const scripts = readdirSync(K6).filter(
    (f) =>
      f.endsWith('.js') &&
      !['profiles.js', 'requests.js', 'demo-accounts.js', 'accounts-list.js', 'totp.js'].includes(f),
  );
  assert.deepEqual(scripts.sort(), [
    'auth.js',
    'browse.js',
    'chat.js',
    'checkout.js',
    'messaging.js',
    'moderation.js',
    'social.js',
  ]);
  for (const file of scripts) {
    const source = readFileSync(path.join(K6, file), 'utf8');
    assert.match(source, /scenariosFor\(/, `${file} uses scenariosFor`);
    assert.match(source, /from '\.\/profiles\.js'/, file);
    // auth.js keeps one fixed-rate scenario of its own: the sign-ins, held under the gateway's limits.
    const own = [...source.matchAll(/executor: '([a-z-]+)'/g)].map((m) => m[1]);
    assert.deepEqual(own, file === 'auth.js' ? ['constant-arrival-rate'] : [], file);
  }
});
