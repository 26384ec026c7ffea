import { type FormEntry, formDataOf } from '@art/testing';
import type { Stack } from '../../system/support/stack.js';

/** One call to build: the path with its parameters filled, and what goes with it. */
export interface RequestSpec {
  /** Under /api, parameters filled and encoded, e.g. `/user/order/3f…`. */
  path: string;
  query?: Record<string, string>;
  /** A query string sent as it is, already encoded (repeated or bracketed parameters); wins over `query`. */
  rawQuery?: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart form (text fields, files). */
  form?: FormEntry[];
  /** A body sent as it is, with its own content type (the fuzz's wrong content types, deep JSON). */
  raw?: { body: string | Buffer; contentType: string };
}

export interface Answer {
  status: number;
  text: string;
  /** The JSON answer, or undefined when it was not JSON. */
  json: any;
}

/** Longest a single call may take: a hang counts as a failure of the route, named. */
export const CALL_TIMEOUT_MS = 20_000;

/** `?a=1&b=2`, or nothing. */
export function queryStringOf(spec: RequestSpec): string {
  if (spec.rawQuery !== undefined) return `?${spec.rawQuery}`;
  return spec.query ? `?${new URLSearchParams(spec.query)}` : '';
}

export function urlOf(stack: Stack, spec: RequestSpec): string {
  return `${stack.gateway.url}/api${spec.path}${queryStringOf(spec)}`;
}

function bodyOf(spec: RequestSpec): { body?: BodyInit; contentType?: string } {
  if (spec.raw) return { body: new Uint8Array(Buffer.from(spec.raw.body)), contentType: spec.raw.contentType };
  if (spec.json !== undefined) return { body: JSON.stringify(spec.json), contentType: 'application/json' };
  if (spec.form) return { body: formDataOf(spec.form) };
  return {};
}

/**
 * Sends `method spec` through the stack's gateway with `Authorization: JWT <token>` when a token is
 * given. Never hangs: a call that takes longer than CALL_TIMEOUT_MS throws, naming the call.
 */
export async function send(stack: Stack, method: string, spec: RequestSpec, token?: string): Promise<Answer> {
  const answer = await sendOnce(stack, method, spec, token);
  // A guest's upload refused before its body was read ends the connection with the answer (the
  // gateway's connection: close); on a busy machine the client may still be writing the body and
  // see EPIPE instead of the 401. Asked once more: a refusal without a token changes nothing.
  if (answer.status === 0 && !token && spec.form) return sendOnce(stack, method, spec, token);
  return answer;
}

async function sendOnce(stack: Stack, method: string, spec: RequestSpec, token?: string): Promise<Answer> {
  const { body, contentType } = bodyOf(spec);
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `JWT ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(stack, spec), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    // The server closed the connection without an answer the client could read (a request line
    // over node's 16 KB header limit gets a 431 and the socket is closed while a 1 MB URL is
    // still being written): status 0. A timeout, though, is a hang.
    if ((error as Error).name !== 'TimeoutError' && cause && /^(ECONNRESET|EPIPE|UND_ERR_SOCKET)$/.test(cause))
      return { status: 0, text: `connection closed by the server (${cause})`, json: undefined };
    throw new Error(
      `${method} ${spec.path.slice(0, 200)}: no answer within ${CALL_TIMEOUT_MS} ms (${(error as Error).message})`,
    );
  }
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** `GET /x` and the start of the answer, for failure messages. */
export function described(method: string, spec: RequestSpec, answer?: Answer): string {
  const shown = answer ? ` → ${answer.status} ${answer.text.slice(0, 200)}` : '';
  return `${method} /api${spec.path}${queryStringOf(spec).slice(0, 300)}${shown}`;
}

/**
 * The error lines (pino level 50 and up) every process of the stack logged so far: what a 5xx
 * left behind, for the failure message.
 */
export function serviceErrors(stack: Stack): string[] {
  const processes = [stack.gateway, stack.identity, stack.catalogue, stack.social, stack.commerce];
  processes.push(stack.messaging, stack.notification, stack.moderation);
  return processes.flatMap((handle) =>
    handle
      .logs()
      .filter((line) => /"level":(5\d|60)/.test(line))
      .map((line) => `[${handle.name}] ${line.slice(0, 1500)}`),
  );
}
