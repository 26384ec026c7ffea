// Module hooks that let Node import a k6 script in a unit test: 'k6', 'k6/http', 'k6/execution',
// 'k6/metrics', 'k6/timers', 'k6/websockets' and 'k6/crypto' (hmac, on Node's crypto) resolve to stand-ins driven by globalThis.k6Stub,
// which the test sets up ({ request(method, url, body, params, group) → { status, body }, vu,
// scenario, and for scripts with sockets websocket(socket, url, params) → { message(frame),
// close() }: the server's side, which answers with socket.receive(frame) }). Metrics record their
// values in k6Stub.metrics[name] when the test keeps that object. Register with
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
    // Returns at once; a test that keeps a clock advances it in k6Stub.sleep(seconds).
    export const sleep = (seconds) => globalThis.k6Stub?.sleep?.(seconds);
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
    class Metric {
      constructor(name) { this.name = name; }
      add(value) {
        const metrics = globalThis.k6Stub?.metrics;
        if (metrics) (metrics[this.name] ??= []).push(value);
      }
    }
    export class Counter extends Metric {}
    export class Trend extends Metric {}`,
  // k6's hmac(algorithm, secret, input, encoding): secret and input strings or ArrayBuffers.
  'k6/crypto': `
    import { createHmac } from 'node:crypto';
    const bytes = (value) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value));
    export const hmac = (algorithm, secret, input, encoding) => {
      const digest = createHmac(algorithm, bytes(secret)).update(bytes(input)).digest();
      if (encoding === 'binary') return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.length);
      return digest.toString(encoding === 'base64rawurl' ? 'base64url' : encoding);
    };
    export default { hmac };`,
  'k6/timers': `
    export const setTimeout = (fn, ms) => globalThis.setTimeout(fn, ms);
    export const clearTimeout = (id) => globalThis.clearTimeout(id);`,
  // Events are delivered on later turns of the event loop, as k6 does.
  'k6/websockets': `
    export class WebSocket {
      constructor(url, _protocols, params) {
        this.url = url;
        this.readyState = 0;
        this.listeners = {};
        this.server = globalThis.k6Stub.websocket(this, url, params ?? {});
        globalThis.setTimeout(() => {
          if (this.readyState !== 0) return;
          this.readyState = 1;
          this.dispatch('open', { type: 'open' });
          this.server.open?.();
        }, 0);
      }
      addEventListener(type, listener) { (this.listeners[type] ??= []).push(listener); }
      dispatch(type, event) {
        for (const listener of this.listeners[type] ?? []) listener(event);
        this['on' + type]?.(event);
      }
      receive(data) {
        globalThis.setTimeout(() => {
          if (this.readyState === 1) this.dispatch('message', { type: 'message', data, timestamp: Date.now() });
        }, 0);
      }
      send(data) {
        if (this.readyState !== 1) throw new Error('send on a socket that is not open');
        this.server.message(String(data));
      }
      close() {
        if (this.readyState === 3) return;
        this.readyState = 3;
        this.server.close?.();
        globalThis.setTimeout(() => this.dispatch('close', { type: 'close' }), 0);
      }
    }`,
};

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(SOURCES, specifier)) {
    return { url: `data:text/javascript,${encodeURIComponent(SOURCES[specifier])}`, shortCircuit: true };
  }
  return next(specifier, context);
}
