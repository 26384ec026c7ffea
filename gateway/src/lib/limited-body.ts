import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '@art/kit';
import { BODY_TOO_LARGE } from './upstream-error.js';

function tooLarge() {
  const error = new AppError(413, 'too-large', 'File too large');
  return Object.assign(error, { code: BODY_TOO_LARGE });
}

/**
 * A request body passed on to the service as a stream (uploads are not buffered in the gateway),
 * cut off at `limit` bytes. A declared Content-Length over the limit is refused before a byte is
 * read; a chunked body is counted as it flows and the upload fails when it passes the limit.
 */
export function limitedBody(payload: IncomingMessage, limit: number): IncomingMessage | Transform {
  const declared = Number(payload.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  // A declared length is enforced by node's HTTP parser (it reads no more than that), so only
  // chunked bodies need counting.
  if (payload.headers['content-length'] !== undefined) return payload;
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}
