import { refusalCodeFor } from '@art/endpoint/refusals';
import type { AppError } from './errors.js';

/** A refusal as every client reads it: the spec's status word and message, and its stable code. */
export interface RefusalBody {
  status: string;
  message?: string | string[];
  code: string;
  [key: string]: unknown;
}

/**
 * `body` with its stable `code`: the code of its words in @art/endpoint/refusals, else its own
 * status word when that names the refusal, else the general one for `httpStatus`. The frontends
 * show the code's words in the reader's language; the message stays for clients that read it.
 * One function for the HTTP answers (the error envelope) and the live socket's acknowledgements,
 * so a refusal carries the same code whichever way it reached the client.
 */
export function withRefusalCode(
  httpStatus: number,
  body: { status: string; message?: string | string[]; code?: unknown; [key: string]: unknown },
): RefusalBody {
  if (typeof body.code === 'string') return body as RefusalBody;
  const first = Array.isArray(body.message) ? (body.message[0] ?? '') : (body.message ?? '');
  return { ...body, code: refusalCodeFor(first, httpStatus, body.status) };
}

/**
 * A socket event's refusal, as its acknowledgement: the body the HTTP route answers for the same
 * error (status word, message, code), since a socket has no answer of its own to carry it.
 */
export function refusalAck(error: AppError): RefusalBody {
  return withRefusalCode(error.statusCode, error.body);
}
