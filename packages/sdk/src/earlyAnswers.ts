// Answers to the GET requests a page needs, started by the shell's entry script as soon as it knows
// the page (the route manifest's `data`), while React and the page's code still download; the sdk's
// request for the same URL, made once the page renders, takes the answer in flight instead of
// starting after the scripts. Dependency-free: the entry script runs before the federation boundary.
//
// The entry script's copy of this module and the shared @art/sdk's (and each remote's sub-path
// copies) are separate instances, so the answers live on globalThis under a registered symbol.

const EARLY_ANSWERS = Symbol.for('@art/sdk:earlyAnswers');

/** An answer not taken by then was for a page the reader already left; it is dropped. */
export const EARLY_ANSWER_TTL_MS = 10_000;

type EarlyAnswer = { answer: Promise<Response>; authorization: string | null; startedAt: number };

function registry(): Map<string, EarlyAnswer> {
  const holder = globalThis as unknown as Record<symbol, Map<string, EarlyAnswer> | undefined>;
  holder[EARLY_ANSWERS] ??= new Map();
  return holder[EARLY_ANSWERS];
}

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/** The headers of the sdk's GET (core.ts `send`), so the early answer is the one it would get. */
export function requestHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { Accept: 'application/json', Authorization: `JWT ${token}` } : { Accept: 'application/json' };
}

/** Starts a GET of `url` (same origin) as the sdk would send it for `token`; once per URL. */
export function startEarlyAnswer(url: string, token: string | null | undefined): void {
  const key = absolute(url);
  const answers = registry();
  if (answers.has(key)) return;
  const headers = requestHeaders(token);
  // A guest's GET carries no header of its own: then it is the very request of the served page's
  // <link rel="preload" as="fetch" crossorigin> (the gateway's start-up hints), and the browser
  // hands over that answer instead of asking again. The services answer JSON either way.
  const answer = fetch(key, token ? { headers, credentials: 'same-origin' } : { credentials: 'same-origin' });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  answers.set(key, { answer, authorization: headers.Authorization ?? null, startedAt: Date.now() });
}

/**
 * The answer started early for `url`, left for the page to take: for the entry script, which reads
 * a copy (`response.clone()`, before the page reads it) to preload the page's largest picture.
 */
export function peekEarlyAnswer(url: string): Promise<Response> | undefined {
  return registry().get(absolute(url))?.answer;
}

/**
 * The answer started early for a GET of `url` with `token`, once: a second read of the same URL
 * asks the server again. None for another user's token (the session changed meanwhile) or when
 * it is older than EARLY_ANSWER_TTL_MS.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | null | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  const key = absolute(url);
  const early = registry().get(key);
  if (!early) return undefined;
  registry().delete(key);
  const authorization = requestHeaders(token).Authorization ?? null;
  if (early.authorization !== authorization || now - early.startedAt > EARLY_ANSWER_TTL_MS) return undefined;
  globalThis.performance?.mark?.('art:early-answer', { detail: key });
  return early.answer;
}
