import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors.js';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain a NUL character';

/**
 * True when a string anywhere in the value (keys included) holds U+0000. Buffers and streams
 * (uploaded files) are binary and are not looked into.
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNulCharacter(item, depth + 1)) return true;
  }
  return false;
}

/** For text a route reads on its own (multipart fields): the same 400 as the hook gives. */
export function assertNoNulCharacter(value: unknown): void {
  if (containsNulCharacter(value)) throw badRequest(NUL_CHARACTER_MESSAGE);
}

/**
 * preValidation hook of every route: PostgreSQL refuses U+0000 in text and jsonb, so a NUL that
 * reached a query would fail it with a 500; it is refused here with a 400 before anything runs.
 */
export function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (
    containsNulCharacter(request.params) ||
    containsNulCharacter(request.query) ||
    containsNulCharacter(request.body)
  ) {
    done(badRequest(NUL_CHARACTER_MESSAGE));
    return;
  }
  done();
}
