// What the k6 scenario tests share: loading a scenario script in Node (k6's modules are stubbed by
// k6-stubs.mjs, registered by the caller), the gateway's routes of some services, and running a
// journey for a few iterations.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './config-schemas.mjs';

/** A loader of load-tests/k6/<name>.js: each call is a fresh instance with its own __ENV. */
export function k6ScriptLoader(name) {
  const script = pathToFileURL(path.join(ROOT, 'load-tests', 'k6', `${name}.js`)).href;
  let loads = 0;
  return async (env = {}) => {
    globalThis.__ENV = env;
    return import(`${script}?instance=${++loads}`);
  };
}

let declared;

/**
 * Every declared endpoint's method, path and owner (packages/contracts/src/endpoints, from which
 * the gateway builds its table), read once through a TypeScript-loading child, since these checks
 * run on plain Node.
 */
function declaredEndpoints() {
  declared ??= JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--conditions=@art/source',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        "import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints'; " +
          'console.log(JSON.stringify(PUBLIC_ENDPOINTS.map(({ method, path, service }) => ({ method, path, service }))));',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    ),
  );
  return declared;
}

/** The gateway's routes of the given services. */
export function gatewayRoutes(services) {
  return declaredEndpoints()
    .filter((endpoint) => services.includes(endpoint.service))
    .map((endpoint) => ({
      ...endpoint,
      pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    }));
}

/** Runs one journey (an exported function of the script) as k6's iterations would. */
export function runJourney(script, data, journey, iterations) {
  for (let i = 0; i < iterations; i++) {
    globalThis.k6Stub.scenario = { iterationInTest: i };
    script[journey](data);
  }
}

/**
 * Every call went to a route of `routes` and is named by its pattern (one metric series per
 * route, not per URL); `signedIn`: each carried a token.
 */
export function assertCallsOnRoutes(assert, calls, routes, { area, signedIn = false }) {
  for (const call of calls) {
    const route = routes.find((r) => r.method === call.method && r.pattern.test(call.route));
    assert.ok(route, `${call.method} ${call.route} is not a ${area} route of the gateway`);
    assert.equal(call.name, `${call.method} ${route.path}`, 'one metric series per route, named by its pattern');
    if (signedIn)
      assert.match(call.headers.Authorization ?? '', /^JWT t-/, `${call.method} ${call.route} is signed in`);
  }
}

/** Each journey made at least `minimum` requests in its own k6 group and has its own threshold. */
export function assertJourneyGroups(assert, calls, script, journeys, minimum) {
  for (const journey of journeys) {
    const own = calls.filter((c) => c.group === `::${journey}`);
    assert.ok(own.length >= minimum, `${journey}: ${own.length} requests in group ::${journey}`);
    assert.ok(script.options.thresholds[`http_req_duration{group:::${journey}}`], `${journey} has its own threshold`);
  }
}

// The writes a k6 script sends a minute, counted by running it: the gateway's write limits are per
// minute, and the load-tests README's write-limit table states this figure for each script.

// A journey's writes per turn are averaged over a few turns, as not every turn need write alike.
const TURNS = 10;

/**
 * The requests other than GET (the gateway's writes) a minute that `journeys` of `script` send at
 * their scenarios' rates (each a number of turns a minute), counted in `calls`, the gateway
 * stand-in's record of requests, which this empties before each journey.
 */
export function writesPerMinute(script, data, journeys, calls) {
  let perMinute = 0;
  for (const journey of journeys) {
    calls.length = 0;
    runJourney(script, data, journey, TURNS);
    const writes = calls.filter((c) => c.method !== 'GET').length / TURNS;
    perMinute += writes * script.options.scenarios[journey].rate;
  }
  return perMinute;
}
