import { operationOwners, routeKeyOf, type ServiceName } from '../route-table.js';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; [key: string]: unknown };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export interface ServiceDocument {
  service: ServiceName;
  /** Undefined when the service could not be asked (down, or no document yet). */
  document: OpenApiDocument | undefined;
}

const OPERATIONS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The scheme every service's document refers to as `jwt` (kit's openapi plugin uses the same name). */
export const JWT_SECURITY_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description:
    'The session token from sign-in (POST /api/auth/login, /google, /facebook), sent as ' +
    '`Authorization: JWT <token>` (`Bearer <token>` is accepted too). In the "Authorize" dialog enter ' +
    'the whole value, `JWT ` included. A missing token makes the call a guest’s; a bad, expired or ' +
    'revoked one answers 401 on every route.',
};

/**
 * One document for the public API: the gateway's own routes, then every service's operations that
 * the route table actually sends to that service (a service may describe more than is public, and
 * two services may share a path prefix), each operation tagged with its service. Components are merged by name; when two services define
 * one name differently the first keeps it and the clash is reported, so it can be renamed.
 */
export function mergeOpenApi(gateway: OpenApiDocument, services: ServiceDocument[]) {
  const merged: OpenApiDocument = {
    ...gateway,
    paths: { ...gateway.paths },
    components: { ...gateway.components, securitySchemes: { jwt: JWT_SECURITY_SCHEME } },
    tags: [...(gateway.tags ?? [])],
  };
  const owners = operationOwners();
  const clashes: string[] = [];
  const availability: Record<string, 'up' | 'unavailable'> = {};

  for (const { service, document } of services) {
    availability[service] = document ? 'up' : 'unavailable';
    if (!document) continue;
    merged.tags!.push({ name: service, description: `Served by the ${service} service` });
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const routed = tagOperations(item, service, (method) => owners.get(routeKeyOf(method, path)) === service);
      if (routed) merged.paths![path] = routed;
    }
    for (const [section, entries] of Object.entries(document.components ?? {})) {
      if (section === 'securitySchemes') continue;
      merged.components![section] ??= {};
      const target = merged.components![section];
      for (const [name, value] of Object.entries(entries)) {
        if (!(name in target)) target[name] = value;
        else if (JSON.stringify(target[name]) !== JSON.stringify(value))
          clashes.push(`${section}.${name} (${service})`);
      }
    }
  }
  merged.info = { ...merged.info, 'x-services': availability };
  return { document: merged, clashes };
}

/** The path item with only the operations `isRouted` keeps, tagged; undefined when none is left. */
function tagOperations(item: Record<string, unknown>, service: string, isRouted: (method: string) => boolean) {
  const tagged: Record<string, unknown> = {};
  let operations = 0;
  for (const [key, value] of Object.entries(item)) {
    if (!OPERATIONS.has(key)) {
      tagged[key] = value;
    } else if (value && typeof value === 'object' && isRouted(key)) {
      const operation = value as { tags?: string[] };
      tagged[key] = operation.tags?.length ? operation : { ...operation, tags: [service] };
      operations++;
    }
  }
  return operations > 0 ? tagged : undefined;
}
