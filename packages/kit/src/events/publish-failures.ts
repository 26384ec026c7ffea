import type { Bus } from './bus.js';

export const PUBLISH_TIMEOUT_MS = 2000;

/**
 * Failures that say NATS is away or slow, never that the row is bad: they never park a row. A
 * publish sent while NATS was down times out just after it came back, so "NATS answers now"
 * alone is not enough.
 */
const OUTAGE_CODES = new Set([
  'TIMEOUT',
  '408',
  'DISCONNECT',
  'CANCELLED',
  'REQUEST_ERROR',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'AUTHORIZATION_VIOLATION',
  'AUTHENTICATION_EXPIRED',
  'AUTHENTICATION_TIMEOUT',
  'ACCOUNT_EXPIRED',
]);

export const isOutage = (error: unknown) => OUTAGE_CODES.has(String((error as { code?: unknown })?.code ?? ''));

/** True when NATS and JetStream answer now: a failure then was the row's, not an outage. */
export async function busAnswers(bus: Bus): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      bus.jsm.getAccountInfo().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PUBLISH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
