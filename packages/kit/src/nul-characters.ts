import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors.js';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain a NUL character';

export const LONE_SURROGATE_MESSAGE = 'Text may not contain a lone surrogate (it is not valid Unicode)';

/**
 * A UTF-16 surrogate without its other half: JSON can carry one (`"\uD800"`), UTF-8 cannot.
 * PostgreSQL's text silently turns it into U+FFFD and its jsonb refuses it (a 500 deep inside a
 * route, e.g. an event's payload in the outbox). With the `u` flag a proper pair is one code point
 * outside this range, so only lone halves match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when a string anywhere in the value (keys included) passes `test`; buffers are not looked into. */
function anyText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => anyText(item, test, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const [key, item] of Object.entries(value)) {
    if (test(key) || anyText(item, test, depth + 1)) return true;
  }
  return false;
}

/**
 * True when a string anywhere in the value (keys included) holds U+0000. Buffers and streams
 * (uploaded files) are binary and are not looked into.
 */
export function containsNulCharacter(value: unknown): boolean {
  return anyText(value, (text) => text.includes('\u0000'));
}

/** True when a string anywhere in the value (keys included) holds a lone UTF-16 surrogate. */
export function containsLoneSurrogate(value: unknown): boolean {
  return anyText(value, (text) => LONE_SURROGATE.test(text));
}

/** For text a route reads on its own (multipart fields): the same 400 as the hook gives. */
export function assertNoNulCharacter(value: unknown): void {
  if (containsNulCharacter(value)) throw badRequest(NUL_CHARACTER_MESSAGE);
}

/**
 * preValidation hook of every route: PostgreSQL refuses U+0000 in text and jsonb, and a lone
 * surrogate in jsonb (text would store it mangled), so either would fail a query with a 500 or
 * change what was sent; both are refused here with a 400 before anything runs.
 */
export function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const parts = [request.params, request.query, request.body];
  if (parts.some((part) => containsNulCharacter(part))) {
    done(badRequest(NUL_CHARACTER_MESSAGE));
    return;
  }
  if (parts.some((part) => containsLoneSurrogate(part))) {
    done(badRequest(LONE_SURROGATE_MESSAGE));
    return;
  }
  done();
}
