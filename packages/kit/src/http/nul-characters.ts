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

/**
 * A parsed body or query: a plain object, one without a prototype, or the query parser's
 * prototype-less `Empty` instances (fast-querystring); not a stream, a file or another class.
 */
function isPlainRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * True when a leaf anywhere in the value passes `test` (object keys are tested as strings too);
 * buffers and class instances (uploaded files, streams) are not looked into.
 */
export function anyLeaf(value: unknown, test: (leaf: unknown) => boolean, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return test(value);
  if (depth > 64 || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => anyLeaf(item, test, depth + 1));
  if (!isPlainRecord(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (test(key) || anyLeaf(item, test, depth + 1)) return true;
  }
  return false;
}

/** True when a string anywhere in the value (keys included) passes `test`. */
const anyText = (value: unknown, test: (text: string) => boolean) =>
  anyLeaf(value, (leaf) => typeof leaf === 'string' && test(leaf));

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

export const NOT_A_FINITE_NUMBER_MESSAGE = 'A number is too large';

/**
 * preHandler hook of every route: a number past double precision (`?page=1e400`, `"Infinity"`,
 * or `1e400` in JSON) passes the schema as Infinity (ajv's coercion makes it a number, and
 * `integer` and `maximum`-less checks accept it) and then fails in PostgreSQL with a 500. After
 * validation only the values the schema made numbers are numbers, so a text that merely reads
 * "Infinity" is left alone.
 */
export function rejectNonFiniteNumbers(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const notFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);
  if ([request.params, request.query, request.body].some((part) => anyLeaf(part, notFinite))) {
    done(badRequest(NOT_A_FINITE_NUMBER_MESSAGE));
    return;
  }
  done();
}
