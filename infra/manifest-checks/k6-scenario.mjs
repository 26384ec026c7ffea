// What the k6 scenario tests share: loading a scenario script in Node (k6's modules are stubbed by
// k6-stubs.mjs, registered by the caller), the gateway's routes of some services, and running a
// journey for a few iterations.
import { readFileSync } from 'node:fs';
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

/** The gateway's routes of the given services, read from gateway/src/route-table.ts. */
export function gatewayRoutes(services) {
  const source = readFileSync(path.join(ROOT, 'gateway', 'src', 'route-table.ts'), 'utf8');
  return [...source.matchAll(/\{ method: '(\w+)', path: '([^']+)', service: '(\w+)' \}/g)]
    .filter((m) => services.includes(m[3]))
    .map((m) => ({
      method: m[1],
      path: m[2],
      service: m[3],
      pattern: new RegExp(`^${m[2].replace(/:[A-Za-z]+/g, '[^/]+')}$`),
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
