import { ConfigError } from '@art/kit';

/**
 * Which service answers which public path. An area joins the gateway by adding its lines here:
 * a prefix routes the prefix itself and everything under it, and the path is forwarded unchanged
 * (services serve the public `/api/...` paths themselves).
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { prefix: '/api/auth', service: 'identity' },
  { prefix: '/api/user', service: 'identity' },
  { prefix: '/api/users', service: 'identity' },
  // { prefix: '/api/categories', service: 'catalogue' },
];

/** Routes that take multipart uploads: they get UPLOAD_BODY_LIMIT_BYTES instead of BODY_LIMIT_BYTES. */
export const UPLOAD_ROUTES: readonly RouteKey[] = [
  { method: 'POST', path: '/api/user/update' },
  { method: 'POST', path: '/api/users/become-artist' },
];

/**
 * Attempts that guess or spam (passwords, codes, reset tokens, mails): limited per IP, and per
 * e-mail where the body names one. `action` names the counter, so each kind of attempt has its own.
 */
export const ATTEMPT_LIMITED_ROUTES: readonly AttemptLimitedRoute[] = [
  { method: 'POST', path: '/api/auth/login', action: 'login', byEmail: true },
  { method: 'POST', path: '/api/auth/register', action: 'register', byEmail: true },
  { method: 'POST', path: '/api/auth/reset', action: 'reset', byEmail: true },
  { method: 'POST', path: '/api/auth/reset/:token', action: 'reset-token', byEmail: false },
  { method: 'POST', path: '/api/auth/resendverificationemail', action: 'resend-verification', byEmail: true },
  // The API names verify a GET (`/api/auth/verifyemail/{code}`); both methods are limited.
  { method: 'GET', path: '/api/auth/verifyemail/:code', action: 'verify-email', byEmail: false },
  { method: 'POST', path: '/api/auth/verifyemail/:code', action: 'verify-email', byEmail: false },
];

export const DEFAULT_SERVICE_URLS = {
  identity: 'http://127.0.0.1:4101',
  catalogue: 'http://127.0.0.1:4102',
  social: 'http://127.0.0.1:4103',
  commerce: 'http://127.0.0.1:4104',
  messaging: 'http://127.0.0.1:4105',
  notification: 'http://127.0.0.1:4106',
} as const;

export type ServiceName = keyof typeof DEFAULT_SERVICE_URLS;
export type ServiceUrls = Record<ServiceName, string>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  prefix: string;
  service: ServiceName;
}
export interface RouteKey {
  method: HttpMethod;
  path: string;
}
export interface AttemptLimitedRoute extends RouteKey {
  action: string;
  byEmail: boolean;
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

/** The owner of a public path, or undefined when no line of the table covers it. */
export function serviceForPath(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): ServiceName | undefined {
  return table.find((entry) => path === entry.prefix || path.startsWith(`${entry.prefix}/`))?.service;
}
