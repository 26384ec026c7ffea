// What `npm audit --json` said, as one of four outcomes: the advisory service must have answered
// for a run to pass; an unreachable service is reported as such, never as "no advisories".

import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspaces whose dependencies run in production: the gateway, the services, the frontends
 * (bundled into what browsers load) and the packages they use. Not the test, load-test, build and
 * local-run tooling (infra, tests, load-tests, packages/testing, packages/frontend-build,
 * packages/payment-stand-ins, packages/sign-in-stand-ins and packages/stand-in-server): npm counts their `dependencies` as production too, but they never
 * ship.
 */
export function shippedWorkspaces(root) {
  const children = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}`)
      .sort();
  return [
    'gateway',
    ...children('services'),
    ...children('frontends'),
    ...['kit', 'contracts', 'sdk', 'ui'].map((name) => `packages/${name}`),
  ];
}

/** Severities that fail the audit (npm's --audit-level=high). */
export const FAILING_SEVERITIES = ['high', 'critical'];

/** npm's error codes for an advisory endpoint that did not answer usefully (HTTP or network). */
const UNREACHABLE_CODE =
  /^(E\d{3}|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ECONNABORTED)$/;
const UNREACHABLE_TEXT =
  /audit endpoint returned an error|request to https?:\/\/\S+ failed|network|socket hang up|timed? ?out/i;

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `{ code, stdout, stderr }` of `npm audit --omit=dev --json` →
 * - `{ outcome: 'clean', counts }`: the service answered, nothing high or critical;
 * - `{ outcome: 'advisories', counts, packages: [{ name, severity, via }] }`: high or critical found;
 * - `{ outcome: 'unreachable', reason }`: the advisory service did not answer (not a pass);
 * - `{ outcome: 'failed', reason }`: anything else (npm itself failed).
 */
export function classifyAudit({ code, stdout, stderr }) {
  const report = parseJson(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const packages = Object.values(report.vulnerabilities ?? {})
      .filter((entry) => FAILING_SEVERITIES.includes(entry.severity))
      .map((entry) => ({
        name: entry.name,
        severity: entry.severity,
        via: (entry.via ?? []).map((via) => (typeof via === 'string' ? via : (via.title ?? via.url ?? via.name))),
      }));
    const failing = FAILING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
    return failing > 0 || packages.length > 0
      ? { outcome: 'advisories', counts, packages }
      : { outcome: 'clean', counts };
  }
  const error = report?.error;
  const errorCode = typeof error?.code === 'string' ? error.code : undefined;
  // npm 11 answers an HTTP failure with the response itself: `{message, statusCode, error}`.
  const text = [report?.message, error?.summary, error?.detail, stderr].filter(Boolean).join('\n').trim();
  const httpStatus = typeof report?.statusCode === 'number' ? report.statusCode : undefined;
  if (httpStatus !== undefined || (errorCode && UNREACHABLE_CODE.test(errorCode)) || UNREACHABLE_TEXT.test(text)) {
    return { outcome: 'unreachable', reason: firstLines(text || `npm exited with ${code}`) };
  }
  return { outcome: 'failed', reason: firstLines(text || `npm exited with ${code} and no report`) };
}

const firstLines = (text) => text.split('\n').slice(0, 6).join('\n');

/** Exit code of `npm run audit` per outcome: CI can tell "found" from "could not look". */
export const EXIT_CODES = { clean: 0, advisories: 1, unreachable: 2, failed: 3 };
