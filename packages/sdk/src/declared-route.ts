// The client side of an endpoint declaration: its method and path (generated into ./routes from
// @art/contracts/endpoints, so no path is written by hand), typed by the declaration itself
// through a type-only import, so the browser never downloads the schemas.
import type { EndpointAnswer, EndpointInput } from '@art/contracts/endpoints';
import { type ApiBody, type RequestOptions, request, requestAnswer } from './core.js';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One declared endpoint as the client calls it; `E` is the declaration's type. */
export interface DeclaredRoute<E> {
  readonly method: HttpMethod;
  /** The path under the API base (`/notifications/all`), with `:name` parameters. */
  readonly path: string;
  /** Carries the declaration's type only; never set. */
  readonly endpoint?: E;
}

export function declaredRoute<E>(method: HttpMethod, path: string): DeclaredRoute<E> {
  return { method, path };
}

type Params = Record<string, string | number>;
type Query = Record<string, string | number | boolean | undefined>;

/** The path with its parameters filled in (each one percent-encoded) and the query appended. */
export function pathOf(route: DeclaredRoute<unknown>, params?: Params, query?: Query): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {}).filter(
    (pair): pair is [string, string | number | boolean] => pair[1] !== undefined,
  );
  return pairs.length === 0
    ? path
    : `${path}?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]))}`;
}

/** What a call sends, as the declaration types it (FormData for uploads). */
export type CallInput<E> = {
  params?: EndpointInput<E>['params'] extends undefined ? Params : EndpointInput<E>['params'] & Params;
  query?: EndpointInput<E>['query'] extends undefined ? Query : EndpointInput<E>['query'] & Query;
  body?: EndpointInput<E>['body'] | FormData;
};

/** The typed answer of a declared endpoint; `T` narrows it where the declaration has no schema yet. */
type AnswerOf<E, T> = unknown extends EndpointAnswer<E> ? T : EndpointAnswer<E>;

/** The path and the request a call of `route` sends. */
function callOf<E>(route: DeclaredRoute<E>, input: CallInput<E>, options: RequestOptions) {
  const path = pathOf(route, input.params as Params | undefined, input.query as Query | undefined);
  return [path, { ...options, method: route.method, body: input.body }] as const;
}

/** Calls a declared endpoint whose answer is the `{status, ...}` envelope every service answers with. */
export function callEndpoint<E, T extends ApiBody = ApiBody>(
  route: DeclaredRoute<E>,
  input: CallInput<E> = {},
  options: RequestOptions = {},
): Promise<AnswerOf<E, T>> {
  return request(...callOf(route, input, options)) as Promise<AnswerOf<E, T>>;
}

/** Calls a declared endpoint whose answer may be a bare array or object (no `status`). */
export function callEndpointAnswer<E, T>(
  route: DeclaredRoute<E>,
  input: CallInput<E> = {},
  options: RequestOptions = {},
): Promise<AnswerOf<E, T>> {
  return requestAnswer(...callOf(route, input, options)) as Promise<AnswerOf<E, T>>;
}
