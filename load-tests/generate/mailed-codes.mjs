// The verification codes identity mails, read from the SMTP sink's HTTP API (maildev), which is the
// only way a tool outside the cluster's databases can verify the accounts it registers: member
// writes (follows, posts, uploads) are refused to an unverified e-mail address.
// maildev 3 (`npm start`, the test stacks) answers under /api; maildev 2 (the dev overlay's image)
// at the root. Plain Node, no workspace package: this runs against deployments, not in a test stack.

export const DEFAULT_MAIL_API = 'http://localhost:1080';

/** The 6-digit code of identity's verification mail ("Your verification code is 123456."). */
export const codeIn = (text) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How to reach a sink that did not answer: the local one, a cluster's, or none at all. */
function unreachable(apiUrl, reason) {
  return new Error(
    `the verification codes come by mail, and no SMTP sink answers at ${apiUrl} (${reason}). ` +
      'Start one (npm start runs maildev, its API on 1080), port-forward the cluster’s ' +
      '(kubectl -n art-dev port-forward svc/maildev 1080), or name it with --mail-api=<url> or MAILDEV_URL; ' +
      'against a deployment that mails for real, give --accounts=<file> of verified accounts instead',
  );
}

/**
 * A reader of the sink at `apiUrl`. `check()` finds which maildev answers (and fails with the way
 * to fix it); `codeFor(email, {except})` waits for a mail to that address with a code, newest
 * first, skipping the mails whose ids are in `except` (those of an earlier code, which a new one
 * voids).
 * @param {{ apiUrl: string, fetchImpl?: typeof fetch, timeoutMs?: number, intervalMs?: number }} options
 */
export function mailbox({ apiUrl, fetchImpl = fetch, timeoutMs = 60_000, intervalMs = 500 }) {
  const base = apiUrl.replace(/\/+$/, '');
  /** '/api' for maildev 3, '' for maildev 2; found by check(). */
  let root;

  async function get(path) {
    try {
      return await fetchImpl(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw unreachable(base, error.cause?.code ?? error.message);
    }
  }

  async function check() {
    if (root !== undefined) return;
    let answered = '';
    for (const candidate of ['/api', '']) {
      const response = await get(`${candidate}/healthz`);
      await response.text();
      if (response.ok) {
        root = candidate;
        return;
      }
      answered = `GET ${candidate}/healthz answered ${response.status}`;
    }
    throw unreachable(base, `${answered}: not maildev`);
  }

  /**
   * The mails to `email`, newest first. maildev filters by `to.address` exactly, so the address is
   * asked for as identity stores and mails it (lower case); the filter is checked again here.
   */
  async function mailsTo(email) {
    await check();
    const wanted = email.trim().toLowerCase();
    const response = await get(`${root}/email?to.address=${encodeURIComponent(wanted)}`);
    if (!response.ok) throw new Error(`the mail API at ${base} answered ${response.status} to the list of mails`);
    return (await response.json())
      .filter((mail) => (mail.to ?? []).some((to) => (to.address ?? '').toLowerCase() === wanted))
      .sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime());
  }

  async function codeFor(email, { except = new Set() } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await mailsTo(email)).find((m) => !except.has(m.id) && codeIn(m.text) !== undefined);
      if (mail) return codeIn(mail.text);
      if (Date.now() > deadline)
        throw new Error(
          `no verification code for ${email} arrived at ${base} within ${timeoutMs / 1000} s: does the deployment mail to this sink (notification's SMTP_URL)?`,
        );
      await sleep(intervalMs);
    }
  }

  return { check, mailsTo, codeFor };
}
