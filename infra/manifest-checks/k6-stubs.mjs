// Module hooks that let Node import a k6 script in a unit test: 'k6', 'k6/http', 'k6/execution'
// and 'k6/metrics' resolve to stand-ins driven by globalThis.k6Stub, which the test sets up
// ({ request(method, url, body, params, group) → { status, body }, vu, scenario }). Register with
// module.register('./k6-stubs.mjs', import.meta.url) before importing the script.
const SOURCES = {
  k6: `
    // Failed check names go to globalThis.k6Stub.failedChecks when the test keeps that list.
    export const check = (value, checks) => {
      const failed = Object.entries(checks).filter(([, f]) => !f(value)).map(([name]) => name);
      globalThis.k6Stub?.failedChecks?.push(...failed);
      return failed.length === 0;
    };
    export const fail = (message) => { throw new Error(message); };
    export const sleep = () => {};
    // k6 tags each request made inside with group "::<name>": the stub passes it to the stand-in.
    export const group = (name, fn) => {
      const outer = globalThis.k6Group ?? '';
      globalThis.k6Group = outer + '::' + name;
      try { return fn(); } finally { globalThis.k6Group = outer; }
    };`,
  'k6/http': `
    function respond(method, url, body, params) {
      const { status, body: payload = null } = globalThis.k6Stub.request(method, url, body, params ?? {}, globalThis.k6Group ?? '');
      const text = payload === null ? '' : JSON.stringify(payload);
      return {
        status,
        body: text,
        timings: { duration: 1 },
        json: (path) => (path ? JSON.parse(text)[path] : JSON.parse(text)),
      };
    }
    export default {
      get: (url, params) => respond('GET', url, null, params),
      post: (url, body, params) => respond('POST', url, body, params),
      expectedStatuses: (...statuses) => ({ statuses }),
    };`,
  'k6/execution': `
    export default {
      get vu() { return globalThis.k6Stub.vu; },
      get scenario() { return globalThis.k6Stub.scenario; },
    };`,
  'k6/metrics': `
    export class Counter { add() {} }
    export class Trend { add() {} }`,
};

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(SOURCES, specifier)) {
    return { url: `data:text/javascript,${encodeURIComponent(SOURCES[specifier])}`, shortCircuit: true };
  }
  return next(specifier, context);
}
