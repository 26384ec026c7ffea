import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import { type Endpoint, type HttpMethod, isCountedWrite } from '@art/endpoint';
import { ConfigError } from '@art/kit';
import FindMyWay from 'find-my-way';

/**
 * Which service answers which public call: one line per declared endpoint (packages/contracts/src/
 * endpoints/<area>.ts; `:name` is one path segment). Paths are forwarded unchanged (services serve
 * the public `/api/...` paths themselves). One path prefix can be shared by several services
 * (`/api/user/profile` is identity's, `/api/user/artworks/:id` catalogue's), so every call a
 * service serves is declared; a call no declaration names answers 404 in the gateway and never
 * reaches a service.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = PUBLIC_ENDPOINTS.map(({ method, path, service }) => ({
  method,
  path,
  service,
}));

const keyOf = ({ method, path }: RouteKey): RouteKey => ({ method, path });

/** Routes that take multipart uploads: they get UPLOAD_BODY_LIMIT_BYTES instead of BODY_LIMIT_BYTES. */
export const UPLOAD_ROUTES: readonly RouteKey[] = PUBLIC_ENDPOINTS.filter((endpoint) => endpoint.upload).map(keyOf);

/**
 * Attempts that guess or spam (passwords, codes, reset tokens, mails): limited per IP, per e-mail
 * where the body names one, and per account where `byAccount` says so. `action` names the counter,
 * so each kind of attempt has its own.
 */
export const ATTEMPT_LIMITED_ROUTES: readonly AttemptLimitedRoute[] = PUBLIC_ENDPOINTS.flatMap((endpoint) =>
  endpoint.attempts ? [{ ...keyOf(endpoint), ...endpoint.attempts }] : [],
);

let declarations: Map<string, Endpoint> | undefined;

/** The declaration of a line, by method and pattern (parameter names aside). */
function declarationOf(route: RouteKey): Endpoint | undefined {
  declarations ??= new Map(PUBLIC_ENDPOINTS.map((endpoint) => [routeKeyOf(endpoint.method, endpoint.path), endpoint]));
  return declarations.get(routeKeyOf(route.method, route.path));
}

/**
 * Whether the write limit (plugins/write-limits.ts) counts calls to this line: each POST, PUT,
 * PATCH and DELETE, and the GETs that write (`GET /api/cart/removeItem`, which clients call so), unless the declaration says
 * otherwise (POSTs that only read, a provider's signed webhook, which must never be dropped). The
 * attempt-limited routes have their own, stricter counters per action: counting sign-ins in the
 * guests' write budget too would let a busy shared address (a carrier's NAT) lock its members out
 * of signing in once guests there had used it up. Those that are member writes (`memberWrite`) are
 * counted too, and so closed to an unverified address (closedToUnverified).
 */
export function countedAsWrite(route: RouteKey): boolean {
  const endpoint = declarationOf(route);
  return endpoint ? isCountedWrite(endpoint) : route.method !== 'GET';
}

/**
 * Whether an account with an unverified e-mail address is refused this line: every counted write
 * but those declared `openToUnverified` (what reaches nobody else and costs nobody anything:
 * ending its sessions, blocking and leaving, its own cart, its own notifications and mail
 * settings; plugins/verified-members.ts).
 */
export function closedToUnverified(route: RouteKey): boolean {
  const endpoint = declarationOf(route);
  return countedAsWrite(route) && !endpoint?.openToUnverified;
}

/**
 * Longest path parameter the router takes (fastify's default is 100 characters). A search term in
 * Devanagari is 9 characters per letter once percent-encoded, and slugs of long titles are long.
 */
export const MAX_PARAM_LENGTH = 2000;

export const DEFAULT_SERVICE_URLS = {
  identity: 'http://127.0.0.1:4101',
  catalogue: 'http://127.0.0.1:4102',
  social: 'http://127.0.0.1:4103',
  commerce: 'http://127.0.0.1:4104',
  messaging: 'http://127.0.0.1:4105',
  notification: 'http://127.0.0.1:4106',
  moderation: 'http://127.0.0.1:4107',
} as const;

export type ServiceName = keyof typeof DEFAULT_SERVICE_URLS;
export type ServiceUrls = Record<ServiceName, string>;
export type { HttpMethod };

export interface RouteKey {
  method: HttpMethod;
  /** fastify/find-my-way pattern: static segments and `:name` parameters. */
  path: string;
}
export interface RouteEntry extends RouteKey {
  service: ServiceName;
}
export interface AttemptLimitedRoute extends RouteKey {
  action: string;
  byEmail: boolean;
  /** Also counted per signed-in account (a guest's attempt counts per IP only). */
  byAccount?: boolean;
  /**
   * A signed-in member changing its account, not a sign-in or a code of the mail: the write rules
   * apply as well (the write limit, and the refusal of an unverified address).
   */
  memberWrite?: boolean;
}

const SERVICE_NAMES = Object.keys(DEFAULT_SERVICE_URLS) as ServiceName[];

/**
 * Base URL of every service: the defaults, then the SERVICE_URLS JSON map, then per-service
 * variables (IDENTITY_URL, ...), which the local run command sets.
 */
export function resolveServiceUrls(env: { SERVICE_URLS?: string } & Partial<Record<string, unknown>>): ServiceUrls {
  let fromJson: Record<string, unknown> = {};
  try {
    fromJson = JSON.parse(env.SERVICE_URLS || '{}');
  } catch {
    throw new ConfigError(['SERVICE_URLS is not valid JSON (expected {"identity":"http://host:port", ...})']);
  }
  const problems: string[] = [];
  const urls = { ...DEFAULT_SERVICE_URLS } as ServiceUrls;
  for (const [name, value] of Object.entries(fromJson)) {
    if (!SERVICE_NAMES.includes(name as ServiceName)) problems.push(`SERVICE_URLS names an unknown service "${name}"`);
    else if (typeof value !== 'string' || !/^https?:\/\//.test(value))
      problems.push(`SERVICE_URLS.${name} is not an http(s) URL`);
    else urls[name as ServiceName] = value;
  }
  for (const name of SERVICE_NAMES) {
    const value = env[`${name.toUpperCase()}_URL`];
    if (typeof value === 'string' && value) urls[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  // Without a trailing slash, so that base + '/api/...' is the target.
  for (const name of SERVICE_NAMES) urls[name] = urls[name].replace(/\/+$/, '');
  return urls;
}

/** The services that the route table actually sends traffic to (their documents are merged). */
export function routedServices(table: readonly RouteEntry[] = ROUTE_TABLE): ServiceName[] {
  return [...new Set(table.map((entry) => entry.service))];
}

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParam = (segment: string) => segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));

/**
 * `METHOD /pattern` with every parameter written `:`, so that `/a/:id`, `/a/:slug` and the OpenAPI
 * form `/a/{id}` are one key.
 */
export function routeKeyOf(method: string, path: string): string {
  return `${method.toUpperCase()} /${segmentsOf(path)
    .map((segment) => (isParam(segment) ? ':' : segment))
    .join('/')}`;
}

/** The table line with this method and pattern (parameter names aside), if any. */
export function entryFor(key: RouteKey, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  const wanted = routeKeyOf(key.method, key.path);
  return table.find((entry) => routeKeyOf(entry.method, entry.path) === wanted);
}

/**
 * Pairs of lines that one request could match (same method, and every segment equal or a
 * parameter on either side): the router would pick one silently, so the table must have none.
 * A duplicate line is such a pair too.
 */
export function overlappingRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): [RouteEntry, RouteEntry][] {
  const overlaps: [RouteEntry, RouteEntry][] = [];
  for (let i = 0; i < table.length; i++) {
    for (let j = i + 1; j < table.length; j++) {
      const [a, b] = [table[i]!, table[j]!];
      if (a.method !== b.method) continue;
      const [left, right] = [segmentsOf(a.path), segmentsOf(b.path)];
      if (left.length !== right.length) continue;
      if (left.every((segment, index) => segment === right[index] || isParam(segment) || isParam(right[index]!)))
        overlaps.push([a, b]);
    }
  }
  return overlaps;
}

export type RouteLookup = (method: string, path: string) => ServiceName | undefined;

/**
 * The owner of a call, found the way the gateway's own router finds it (find-my-way: a radix tree
 * per method, static segments before parameters), for code that routes outside fastify.
 */
export function routeLookup(table: readonly RouteEntry[] = ROUTE_TABLE): RouteLookup {
  const router = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });
  for (const entry of table) router.on(entry.method, entry.path, () => undefined, { service: entry.service });
  return (method, path) => {
    const query = path.indexOf('?');
    const found = router.find(method.toUpperCase() as FindMyWay.HTTPMethod, query === -1 ? path : path.slice(0, query));
    return (found?.store as { service: ServiceName } | undefined)?.service;
  };
}

let defaultLookup: RouteLookup | undefined;

/** The owner of `method path` in ROUTE_TABLE, or undefined when no line names the call. */
export function serviceFor(method: string, path: string): ServiceName | undefined {
  defaultLookup ??= routeLookup();
  return defaultLookup(method, path);
}

/**
 * Owners of documented operations, by routeKeyOf: an OpenAPI path (`/api/user/get/{id}`) and
 * operation are published only when the table sends exactly that call to that service.
 */
export function operationOwners(table: readonly RouteEntry[] = ROUTE_TABLE): Map<string, ServiceName> {
  return new Map(table.map((entry) => [routeKeyOf(entry.method, entry.path), entry.service]));
}
