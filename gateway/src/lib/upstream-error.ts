/** What the client sees when the hop to a service fails (reply-from error → the { status, message } envelope). */
export interface UpstreamFailure {
  statusCode: number;
  body: { status: string; message: string; code: string };
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ECONNRESET',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
export const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string') codes.push(current.code);
    current = current.cause as typeof current;
  }
  return codes;
}

/**
 * A service that cannot be reached is "unavailable" (503), a slow one "timed out" (504); the
 * causes are logged, not shown.
 */
export function upstreamFailure(error: unknown): UpstreamFailure {
  const codes = codesOf(error);
  if (codes.includes(BODY_TOO_LARGE)) {
    return { statusCode: 413, body: { status: 'too-large', message: 'File too large', code: 'file-too-large' } };
  }
  if (codes.some((code) => TIMED_OUT.has(code))) {
    return { statusCode: 504, body: { status: 'error', message: 'Service timed out', code: 'unexpected' } };
  }
  if (codes.some((code) => UNREACHABLE.has(code))) {
    return { statusCode: 503, body: { status: 'error', message: 'Service unavailable', code: 'unexpected' } };
  }
  return { statusCode: 502, body: { status: 'error', message: 'Bad gateway', code: 'unexpected' } };
}
