// Waits until a started process answers GET /ready (or /health for one without /ready), failing
// early when the process exits first.
import { httpOk, sleep } from './wait.mjs';

export async function waitReady(handle, port, { timeoutMs = 120_000, host = '127.0.0.1' } = {}) {
  const base = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  let healthOnlySince = null;
  while (Date.now() < deadline) {
    if (handle.exitInfo) {
      const { code, signal } = handle.exitInfo;
      throw new Error(
        `${handle.name} exited before it was ready (${signal ? `signal ${signal}` : `exit code ${code}`})`,
      );
    }
    if (await httpOk(`${base}/ready`)) return `${base}/ready`;
    if (await httpOk(`${base}/health`)) {
      // Alive but not ready: give it time; accept /health only if /ready does not exist at all.
      healthOnlySince ??= Date.now();
      const res = await fetch(`${base}/ready`).catch(() => null);
      if (res?.status === 404 && Date.now() - healthOnlySince > 2000) return `${base}/health`;
    }
    await sleep(300);
  }
  throw new Error(`${handle.name} did not answer ${base}/ready within ${Math.round(timeoutMs / 1000)} s`);
}
