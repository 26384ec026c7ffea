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
