import type { BrowserContext, Page } from 'playwright-core';

/** One thing the page's Content-Security-Policy refused, as the browser reported it. */
export interface CspViolation {
  /** The directive that refused it (e.g. `script-src-elem`), or `console` for Chromium's own line. */
  directive: string;
  /** What was refused: a URL, `inline`, `eval`, or the console line. */
  blocked: string;
  /** The document it happened in. */
  page: string;
}

const BINDING = '__artCspViolation';
const seen = new WeakMap<BrowserContext, CspViolation[]>();

/**
 * Collects every CSP violation in every page of `context`, so a browser test fails when the site's
 * policy (gateway/src/lib/security-headers.ts) refuses something a frontend does: an init script
 * listens for `securitypolicyviolation` in each document before any of the page's own scripts run
 * and reports through a binding (a navigation loses nothing), and Chromium's console line
 * about the Content Security Policy ("Refused to load …", "Framing … violates …") is kept too (it
 * also names refusals no event reports, e.g. in a worker).
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  const violations: CspViolation[] = [];
  seen.set(context, violations);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI || 'inline', page: location.href });
      },
      true,
    );
  }, BINDING);
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && text.includes('Content Security Policy'))
        violations.push({ directive: 'console', blocked: text, page: page.url() });
    });
  for (const page of context.pages()) watchConsole(page);
  context.on('page', watchConsole);
}

/** The violations seen in `context` since the last call (which forgets them), none for an unwatched one. */
export function takeCspViolations(context: BrowserContext): CspViolation[] {
  const violations = seen.get(context);
  return violations ? violations.splice(0) : [];
}

/** Throws, naming each, if any context saw a CSP violation since the last check. */
export function assertNoCspViolations(contexts: readonly BrowserContext[]): void {
  const found = contexts.flatMap(takeCspViolations);
  if (found.length === 0) return;
  const lines = found.map((v) => `- ${v.directive}: ${v.blocked.slice(0, 300)} (on ${v.page})`);
  throw new Error(
    `the Content-Security-Policy refused ${found.length} thing(s) a frontend did:\n${lines.join('\n')}\n` +
      'Fix the frontend, or allow it in gateway/src/lib/security-headers.ts if it is meant to be.',
  );
}
