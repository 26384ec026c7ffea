import type { Member } from '../../system/support/members.js';
import type { FuzzCall } from './mutations.js';
import type { RequestSpec } from './requests.js';
import type { RouteCase } from './route-cases.js';
import type { World } from './world.js';

/** The part of a parameter's JSON schema the mutations read. */
interface ParameterSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface QueryParameter {
  name: string;
  schema: ParameterSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: ParameterSchema }[] }>>;
}

/** `GET /api/rooms/:` for `/api/rooms/{roomId}` and `/api/rooms/:id` alike: parameter names differ. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, ':').replace(/:[^/]+/g, ':')}`;

/** The query parameters of every operation of the public API, as `/api/docs/json` documents them. */
export function documentedQueries(document: OpenApiDocument): Map<string, QueryParameter[]> {
  const byRoute = new Map<string, QueryParameter[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      if (query.length > 0) byRoute.set(routeKey(method, path), query);
    }
  }
  return byRoute;
}

export const queryOf = (documented: Map<string, QueryParameter[]>, route: RouteCase) =>
  documented.get(routeKey(route.method, route.path)) ?? [];

const typesOf = (schema: ParameterSchema) => [schema.type ?? []].flat();

/**
 * Values the documented schema forbids: each must be answered with a 4xx. Only what the schema
 * states (a number's type and bounds, a choice list, a length, a pattern or uuid), so a service
 * that documents a loose parameter is not asked to refuse what it promised to take.
 */
function forbiddenValues(schema: ParameterSchema): [string, string][] {
  const values: [string, string][] = [];
  const types = typesOf(schema);
  if ((types.includes('integer') || types.includes('number')) && !types.includes('string')) {
    values.push(['a word where a number goes', 'abc']);
    values.push(['a number past double precision', '1e400']);
    if (schema.minimum !== undefined) values.push(['below the minimum', String(schema.minimum - 1)]);
    if (schema.maximum !== undefined) values.push(['above the maximum', String(schema.maximum + 1)]);
    if (types.includes('integer')) values.push(['a fraction where an integer goes', '1.5']);
  }
  if (schema.enum) values.push(['not one of the choices', 'not-a-choice-<script>']);
  if (types.includes('string') && schema.maxLength !== undefined && schema.maxLength < 4000)
    values.push(['one character too long', 'x'.repeat(schema.maxLength + 1)]);
  if (types.includes('string') && (schema.pattern || schema.format === 'uuid'))
    values.push(['path traversal where an id goes', '../../etc/passwd']);
  return values;
}

/**
 * Odd query input every parameter must survive (any answer but a 5xx or a hang): the parameter
 * twice, as an object in bracket syntax, a NUL, traversal, unicode and an 8 KB value (a URL under
 * node's 16 KB header limit, so it reaches the services), and a parameter nobody documents.
 */
function oddQueries(name: string): [string, string][] {
  const n = encodeURIComponent(name);
  return [
    ['the parameter twice', `${n}=1&${n}=2`],
    ['the parameter as an object', `${n}%5B%24gt%5D=&${n}%5Bnested%5D%5B0%5D=1`],
    ['a NUL in the value', `${n}=a%00b`],
    ['path traversal in the value', `${n}=..%2F..%2F..%2Fetc%2Fpasswd`],
    ['unicode in the value', `${n}=${encodeURIComponent('कला 🙏🏽 \u202Eexe \u200B')}`],
    ['an 8 KB value', `${n}=${'x'.repeat(8 * 1024)}`],
    ['an undocumented parameter with an operator name', '__proto__%5Bpolluted%5D=1&constructor.prototype.x=1'],
  ];
}

const withQuery = (spec: RequestSpec, name: string, value: string): RequestSpec => ({
  ...spec,
  query: { ...spec.query, [name]: value },
});

/**
 * Query-string fuzz for every route whose operation documents query parameters: each forbidden
 * value of each parameter (must refuse), and the odd forms once per parameter (must not fail),
 * sent with the route's own valid path and body.
 */
export function queryFuzzCalls(
  routes: readonly RouteCase[],
  w: World,
  caller: (route: RouteCase) => Member | undefined,
  documented: Map<string, QueryParameter[]>,
): FuzzCall[] {
  const calls: FuzzCall[] = [];
  for (const route of routes) {
    const parameters = queryOf(documented, route);
    if (parameters.length === 0) continue;
    const spec = route.request(w, caller(route));
    for (const parameter of parameters) {
      for (const [what, value] of forbiddenValues(parameter.schema))
        calls.push({
          route,
          mutation: `query ${parameter.name}: ${what}`,
          spec: withQuery(spec, parameter.name, value),
          mustRefuse: true,
        });
      for (const [what, rawQuery] of oddQueries(parameter.name)) {
        const rest = new URLSearchParams(spec.query);
        rest.delete(parameter.name);
        const kept = rest.toString();
        calls.push({
          route,
          mutation: `query ${parameter.name}: ${what}`,
          spec: { ...spec, query: undefined, rawQuery: kept ? `${kept}&${rawQuery}` : rawQuery },
          mustRefuse: false,
        });
      }
    }
  }
  return calls;
}
