import type { Static, TSchema } from 'typebox';

/**
 * One declaration per public endpoint. The service registers its handler against it (kit's
 * `endpointRoute`, which takes the schemas, the OpenAPI words and the access guard from here),
 * the gateway builds its route table and policies from the list of them, the sdk's client routes
 * are generated from it, and the security walks enumerate it. See docs/how-to/add-an-endpoint.md.
 */

/** The services that own public endpoints. */
export type EndpointOwner =
  | 'identity'
  | 'catalogue'
  | 'social'
  | 'commerce'
  | 'messaging'
  | 'notification'
  | 'moderation';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it at all:
 * - guest: anyone (a token, when sent, must still be valid);
 * - member: any signed-in account; without a token 401;
 * - artist: a studio (roles 11–20); anyone else signed in gets 403;
 * - user: a plain member (roles 21–30), for user art; a studio gets 403;
 * - operator: the marketplace's operators (roles 1–10); every other account gets 403.
 */
export type EndpointAccess = 'guest' | 'member' | 'artist' | 'user' | 'operator';

/**
 * Whose data a signed-in call touches:
 * - resource: one member's thing named in the call (their order, room, post): another member gets
 *   403 or 404 and changes nothing;
 * - self: only the caller's own data (their cart, their notifications).
 */
export type EndpointOwnership = 'resource' | 'self';

/** Attempts that guess or spam, limited per IP, per e-mail and per account (the gateway's counters). */
export interface AttemptLimit {
  /** Names the counter: each kind of attempt has its own. */
  action: string;
  /** Also counted per e-mail address named in the body. */
  byEmail: boolean;
  /** Also counted per signed-in account. */
  byAccount?: boolean;
  /** A signed-in member changing their account: the write limit and the unverified rule apply too. */
  memberWrite?: boolean;
}

/** Request and answer shapes, as fastify validates them and the OpenAPI document publishes them. */
export interface EndpointSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<number, TSchema>;
  consumes?: string[];
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** The public path, `/api/...`, with `:name` path parameters. */
  path: string;
  service: EndpointOwner;
  access: EndpointAccess;
  owner?: EndpointOwnership;
  /**
   * Counted by the gateway's write limit. Unset: every POST, PUT, PATCH and DELETE counts and no
   * GET does; set it where a POST only reads (a session check), a GET writes (the cart removal,
   * `GET /api/cart/removeItem`) or a machine calls (a provider's signed webhook must never be
   * dropped).
   */
  write?: boolean;
  /** A write an account whose e-mail is not verified may still make (it reaches nobody else). */
  openToUnverified?: true;
  /** Takes a multipart upload: the gateway gives it the upload body limit. */
  upload?: true;
  /** Guesses or spam: the gateway's per-action attempt counters. */
  attempts?: AttemptLimit;
  /** Its answers show people's content, so they follow privacy and blocks (the audience walk checks it). */
  audience?: true;
  /** OpenAPI words. `security` follows from `access` unless `optionalToken` says a guest call may carry one. */
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  /**
   * A guest endpoint that answers a signed-in caller with what is theirs (their likes, whom they
   * follow, what their blocks hide, who asked). Documented as `security: [{}, {jwt: []}]`. Without
   * it a guest endpoint never sees its caller (the kit's `endpointRoute` hides the viewer), so every
   * caller gets the same answer and the document's `security: []` is true.
   */
  optionalToken?: true;
  schema?: S;
  /** The messages its answers carry, by name, word for word. */
  messages?: Readonly<Record<string, string>>;
}

/** Keeps each declaration's literal types (method, path, schemas) for the server and the client. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(endpoints: T): T {
  return endpoints;
}

type SchemaOf<E, K extends keyof EndpointSchemas> = E extends { schema: infer S }
  ? S extends Record<K, infer T>
    ? T extends TSchema
      ? Static<T>
      : never
    : undefined
  : undefined;

/** What a client sends: path parameters, query and body, each typed from the declaration. */
export type EndpointInput<E> = {
  params: SchemaOf<E, 'params'>;
  query: SchemaOf<E, 'querystring'>;
  body: SchemaOf<E, 'body'>;
};

/** The success answer (200, or 201) of an endpoint. */
export type EndpointAnswer<E> = E extends { schema: { response: infer R } }
  ? R extends { 200: infer T extends TSchema }
    ? Static<T>
    : R extends { 201: infer T extends TSchema }
      ? Static<T>
      : unknown
  : unknown;

/** Whether the gateway's write limit counts calls to it. */
export function isCountedWrite(endpoint: Pick<Endpoint, 'method' | 'write' | 'attempts'>): boolean {
  if (endpoint.attempts && !endpoint.attempts.memberWrite) return false;
  return endpoint.write ?? endpoint.method !== 'GET';
}
