import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | null = null;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC, handles) under prom-client's
 * standard names, in one registry per process: they describe the process, not an app, and each
 * collector set starts its own event-loop and GC monitors, which tests that build many apps in
 * one process would otherwise pile up.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
