/**
 * Routes kept out of traces and request metrics: probes and scrapes come every few seconds from
 * the platform, and would bury the traffic of people under their own.
 */
export const UNOBSERVED_ROUTES: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);
