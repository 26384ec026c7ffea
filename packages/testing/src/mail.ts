import { testEnv } from './env.js';

/** A mail caught by the SMTP sink (maildev 3). */
export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  /** Recipient addresses, lower-cased. */
  to: string[];
  from: string[];
  time: Date;
  /** The Message-ID header: a copy sent again after a crash carries the same one. */
  messageId: string;
}

export interface MailOptions {
  /** maildev's web/API base URL; default MAILDEV_URL or http://127.0.0.1:1080. */
  baseUrl?: string;
}

interface RawAddress {
  address?: string;
}
interface RawMail {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: RawAddress[];
  from?: RawAddress[];
  envelope?: { to?: RawAddress[] };
  time: string;
  headers?: Record<string, string | undefined>;
}

const addresses = (list: RawAddress[] | undefined): string[] =>
  (list ?? []).map((a) => (a.address ?? '').toLowerCase()).filter(Boolean);

function toMail(raw: RawMail): Mail {
  const to = new Set([...addresses(raw.to), ...addresses(raw.envelope?.to)]);
  return {
    id: raw.id,
    subject: raw.subject ?? '',
    text: raw.text ?? '',
    html: typeof raw.html === 'string' ? raw.html : '',
    to: [...to],
    from: addresses(raw.from),
    time: new Date(raw.time),
    messageId: raw.headers?.['message-id'] ?? '',
  };
}

async function api(path: string, init: RequestInit | undefined, options: MailOptions): Promise<Response> {
  const base = (options.baseUrl ?? testEnv.maildevUrl).replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new Error(
      `maildev is not reachable at ${base} (${(error as Error).message}); is the SMTP sink running (npm test starts it)?`,
    );
  }
  if (!res.ok) throw new Error(`maildev ${init?.method ?? 'GET'} ${path} answered ${res.status}`);
  return res;
}

/** Every mail the sink holds, oldest first. */
export async function readAllMails(options: MailOptions = {}): Promise<Mail[]> {
  const res = await api('/api/email', undefined, options);
  const all = ((await res.json()) as RawMail[]).map(toMail);
  return all.sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** Every mail sent to `to` (case-insensitive), oldest first. */
export async function readMails(to: string, options: MailOptions = {}): Promise<Mail[]> {
  const wanted = to.toLowerCase();
  return (await readAllMails(options)).filter((m) => m.to.includes(wanted));
}

export interface WaitForMailOptions extends MailOptions {
  to: string;
  /** Substring of the subject, or a pattern it must match. */
  subject?: string | RegExp;
  /** Only mails received at or after this time (maildev keeps whole seconds). */
  since?: Date;
  /** Extra condition on the mail. */
  where?: (mail: Mail) => boolean;
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls maildev until a matching mail arrives; resolves to the newest match. */
export async function waitForMail(options: WaitForMailOptions): Promise<Mail> {
  const { to, subject, since, where, timeoutMs = 15_000, intervalMs = 200 } = options;
  const sinceMs = since ? Math.floor(since.getTime() / 1000) * 1000 : Number.NEGATIVE_INFINITY;
  const matches = (m: Mail) =>
    m.time.getTime() >= sinceMs &&
    (subject === undefined || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))) &&
    (where === undefined || where(m));
  const deadline = Date.now() + timeoutMs;
  let seen: Mail[] = [];
  for (;;) {
    seen = await readMails(to, options);
    const found = seen.filter(matches);
    if (found.length) return found[found.length - 1] as Mail;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  const what =
    subject === undefined ? '' : ` with subject ${subject instanceof RegExp ? subject : JSON.stringify(subject)}`;
  const got = seen.length
    ? `; mails to that address: ${seen.map((m) => JSON.stringify(m.subject)).join(', ')}`
    : '; none arrived for that address';
  throw new Error(`no mail to ${to}${what} within ${timeoutMs} ms${got}`);
}

/** Empties maildev's inbox. */
export async function deleteAllMails(options: MailOptions = {}): Promise<void> {
  await api('/api/email/all', { method: 'DELETE' }, options);
}

/** The 6-digit verification code of a mail's text, if it has one. */
export const verificationCodeIn = (text: string): string | undefined => text.match(/\b(\d{6})\b/)?.[1];
