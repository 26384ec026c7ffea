// The load profiles every k6 scenario runs under, chosen with PROFILE (one place, not one copy
// per script):
//   load   (default) each journey at its own constant arrival rate for DURATION (2m)
//   soak   the same journeys at half the rate for SOAK_DURATION (1h): leaks, pool exhaustion,
//          queues that grow, caches that never settle
//   spike  the load rate for 2m, then SPIKE_FACTOR × (10) within 10 s, held for a minute, back
//          within 10 s and 2m more at the load rate: does it absorb the burst, and recover?
// A journey's rate is RATE × its weight, per second (weights in the ratio the issue gives, e.g.
// social 6 : 3 : 1); it is kept per minute so that the ratio holds at small or fractional RATEs.
// load and soak use k6's constant-arrival-rate executor (new iterations start at the rate whatever
// the response times: an open model, like real visitors); spike needs a rate that changes over
// time, which is what ramping-arrival-rate is (the same open model, with stages).
//
// Thresholds: journeyThresholds() gives each journey's group a p(95) and a p(99) on
// http_req_duration, and every run fails above 1 % failed requests or below 99 % passed checks.

/** @typedef {'load' | 'soak' | 'spike'} ProfileName */
/** @typedef {{ preAllocatedVUs?: number, maxVUs?: number }} VuBudget */
/** @typedef {Record<string, string | undefined>} Env */

export const PROFILE_NAMES = /** @type {const} */ (['load', 'soak', 'spike']);

/** What a profile does when no variable says otherwise. */
export const DEFAULTS = {
  duration: '2m',
  soakDuration: '1h',
  soakShare: 0.5,
  spikeFactor: 10,
  spikeBaseline: '2m',
  spikeRamp: '10s',
  spikeHold: '1m',
};

/** @param {Env} env @returns {ProfileName} */
export function profileOf(env) {
  const name = (env.PROFILE || 'load').toLowerCase();
  const known = /** @type {readonly string[]} */ (PROFILE_NAMES);
  if (!known.includes(name)) throw new Error(`PROFILE=${env.PROFILE}: use one of ${PROFILE_NAMES.join(', ')}`);
  return /** @type {ProfileName} */ (name);
}

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function positive(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`${name}=${value} is not a positive number`);
  return number;
}

/**
 * The k6 scenarios of a script: one per journey (the exported function of the same name), at
 * RATE × weight per second under the chosen profile.
 * @param {Record<string, number>} weights journey → its share of RATE
 * @param {{ rate: number, vus?: VuBudget, env?: Env }} options rate: the default RATE
 * @returns {Record<string, import('k6/options').Scenario>}
 */
export function scenariosFor(weights, { rate, vus = {}, env = __ENV }) {
  const profile = profileOf(env);
  const unit = positive(env.RATE, rate, 'RATE');
  const share = profile === 'soak' ? positive(env.SOAK_SHARE, DEFAULTS.soakShare, 'SOAK_SHARE') : 1;
  const factor = positive(env.SPIKE_FACTOR, DEFAULTS.spikeFactor, 'SPIKE_FACTOR');
  const preAllocatedVUs = vus.preAllocatedVUs ?? 10;
  const maxVUs = vus.maxVUs ?? 100;
  /** @type {Record<string, import('k6/options').Scenario>} */
  const scenarios = {};
  for (const [journey, weight] of Object.entries(weights)) {
    const perMinute = Math.max(1, Math.round(unit * weight * share * 60));
    if (profile === 'spike') {
      const peak = Math.round(perMinute * factor);
      scenarios[journey] = {
        executor: 'ramping-arrival-rate',
        exec: journey,
        startRate: perMinute,
        timeUnit: '1m',
        stages: [
          { target: perMinute, duration: env.SPIKE_BASELINE || DEFAULTS.spikeBaseline },
          { target: peak, duration: DEFAULTS.spikeRamp },
          { target: peak, duration: env.SPIKE_DURATION || DEFAULTS.spikeHold },
          { target: perMinute, duration: DEFAULTS.spikeRamp },
          { target: perMinute, duration: env.SPIKE_BASELINE || DEFAULTS.spikeBaseline },
        ],
        preAllocatedVUs,
        maxVUs: Math.ceil(maxVUs * factor),
      };
    } else {
      scenarios[journey] = {
        executor: 'constant-arrival-rate',
        exec: journey,
        rate: perMinute,
        timeUnit: '1m',
        duration: profile === 'soak' ? env.SOAK_DURATION || DEFAULTS.soakDuration : env.DURATION || DEFAULTS.duration,
        preAllocatedVUs,
        maxVUs,
      };
    }
  }
  return scenarios;
}

/** Seconds of a k6 duration such as "1h", "2m", "10s" or "1m30s". @param {string} duration */
export function secondsOf(duration) {
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== duration)
    throw new Error(`not a duration: ${duration}`);
  /** @type {Record<string, number>} */
  const unitSeconds = { h: 3600, m: 60, s: 1 };
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * (unitSeconds[unit] ?? 0), 0);
}

/**
 * How long the chosen profile runs in all, e.g. for a scenario that keeps its own fixed rate
 * (auth.js's sign-ins, held under the gateway's limits) alongside the profiled ones.
 * @param {Env} env @returns {string}
 */
export function profileDuration(env = __ENV) {
  const profile = profileOf(env);
  if (profile === 'load') return env.DURATION || DEFAULTS.duration;
  if (profile === 'soak') return env.SOAK_DURATION || DEFAULTS.soakDuration;
  const baseline = secondsOf(env.SPIKE_BASELINE || DEFAULTS.spikeBaseline);
  const total = 2 * baseline + 2 * secondsOf(DEFAULTS.spikeRamp) + secondsOf(env.SPIKE_DURATION || DEFAULTS.spikeHold);
  return `${total}s`;
}

/**
 * Thresholds of a script whose journeys run in k6 groups of their own name: each journey's
 * requests under a p(95) and a p(99) (milliseconds), under 1 % failed requests, over 99 % passed
 * checks; `extra` adds the script's own (custom metrics).
 * @param {Record<string, [number, number]>} limits journey → [p95, p99]
 * @param {Record<string, string[]>} [extra]
 * @returns {Record<string, string[]>}
 */
export function journeyThresholds(limits, extra = {}) {
  /** @type {Record<string, string[]>} */
  const thresholds = { http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] };
  for (const [journey, [p95, p99]] of Object.entries(limits)) {
    thresholds[`http_req_duration{group:::${journey}}`] = [`p(95)<${p95}`, `p(99)<${p99}`];
  }
  return { ...thresholds, ...extra };
}
