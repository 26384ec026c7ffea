// The one place that talks HTTP: every resource file goes through request().
import { requestHeaders, takeEarlyAnswer } from './earlyAnswers.js';

export type ApiStatus = 'success' | 'error' | 'not-found' | 'validate-error' | 'already-exist' | (string & {});

export type ApiBody = { status: ApiStatus; message?: unknown; [key: string]: unknown };

export type RequestOptions = {
  /** JWT of the signed-in user; sent as `Authorization: JWT <token>`. */
  token?: string | null;
  baseUrl?: string;
  signal?: AbortSignal;
};

type RequestInit = RequestOptions & {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData goes as multipart untouched. */
  body?: unknown;
};

/**
 * Marks an ApiError made by any copy of this module: each remote bundles its own copy of the sdk's
 * sub-paths (`@art/sdk/social`…), so a plain `instanceof` against the shell's class was false for
 * their errors and every screen's refusal check missed (a private account showed "No posts").
 */
const API_ERROR_BRAND = Symbol.for('@art/sdk:ApiError');

export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    // The prototype chain first: the class's own construction asks it (transpiled class checks)
    // before the brand is set.
    if (Function.prototype[Symbol.hasInstance].call(ApiError, value)) return true;
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  }

  readonly status: ApiStatus;
  readonly httpStatus: number;
  /** Every server message; `message` holds only the first, as the screens show only that one. */
  readonly messages: string[];
  readonly body: unknown;
  /** The refusal's stable code (`code` of the answer; see @art/endpoint/refusals), when it has one. */
  readonly code: string | undefined;

  constructor(init: { status: ApiStatus; httpStatus: number; messages: string[]; body: unknown }) {
    super(init.messages[0] ?? `Request failed (${init.httpStatus})`);
    this.name = 'ApiError';
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.messages = init.messages;
    this.body = init.body;
    const code = (init.body as { code?: unknown } | null | undefined)?.code;
    this.code = typeof code === 'string' ? code : undefined;
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }
}

let defaultBaseUrl = '/api';

export function configureSdk(options: { baseUrl?: string }): void {
  if (options.baseUrl !== undefined) defaultBaseUrl = options.baseUrl.replace(/\/$/, '');
}

export function getBaseUrl(): string {
  return defaultBaseUrl;
}

export function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item));
  if (value && typeof value === 'object') {
    const item = value as { msg?: unknown; message?: unknown };
    return messagesOf(item.msg ?? item.message);
  }
  return [];
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

/** One call: the answer's status and its JSON (undefined when there is none or it is not JSON). */
async function send(path: string, init: RequestInit): Promise<{ response: Response; parsed: unknown; text: string }> {
  const headers = requestHeaders(init.token);
  let body: BodyInit | undefined;
  if (isFormData(init.body)) {
    body = init.body;
  } else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  const url = `${init.baseUrl ?? defaultBaseUrl}${path}`;
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  // The page's data may already be on its way (the shell started it with the scripts).
  const early = method === 'GET' ? takeEarlyAnswer(url, init.token) : undefined;
  // A network failure of the early request is not the page's: it asks again itself.
  const response =
    (early && (await early.catch(() => undefined))) ||
    (await fetch(url, { method, headers, body, signal: init.signal, credentials: 'same-origin' }));

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { response, parsed, text };
}

function failure(response: Response, parsed: unknown, text: string, status: unknown): ApiError {
  return new ApiError({
    status: typeof status === 'string' ? status : 'error',
    httpStatus: response.status,
    messages: messagesOf((parsed as { message?: unknown } | undefined)?.message),
    body: parsed ?? text,
  });
}

/** A call whose answer is the API's `{status, ...}`: anything but `success` is an ApiError. */
export async function request<T extends ApiBody = ApiBody>(path: string, init: RequestInit = {}): Promise<T> {
  const { response, parsed, text } = await send(path, init);
  const data = (parsed && typeof parsed === 'object' ? parsed : {}) as ApiBody;
  if (!response.ok || data.status !== 'success') throw failure(response, parsed, text, data.status);
  return data as T;
}

/**
 * A call whose answer may also be a bare array or object without `status` (some messaging
 * answers): any 2xx answer is taken unless it is an object whose `status` is not success.
 */
export async function requestAnswer<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { response, parsed, text } = await send(path, init);
  const status =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as { status?: unknown }).status
      : undefined;
  if (!response.ok || (status !== undefined && status !== 'success')) throw failure(response, parsed, text, status);
  return parsed as T;
}
