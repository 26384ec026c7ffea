import { type Endpoint, type EndpointAccess, isArtistRole, isOperatorRole, isUserRole } from '@art/endpoint';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_REQUIRED_MESSAGE } from '../security/second-factor.js';
import { AppError, unauthorized } from './errors.js';

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

/** The request as fastify types it from the declaration's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  {
    Params: StaticOr<NonNullable<E['schema']>['params'], unknown>;
    Querystring: StaticOr<NonNullable<E['schema']>['querystring'], unknown>;
    Body: StaticOr<NonNullable<E['schema']>['body'], unknown>;
    Headers: StaticOr<NonNullable<E['schema']>['headers'], unknown>;
  } & RouteGenericInterface
>;

export interface EndpointHandlerOptions<E extends Endpoint> {
  /** Runs after the access guard (a service's own session check, a per-route lookup). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Other fastify route options (a body limit, a config), rarely needed. */
  bodyLimit?: number;
  config?: Record<string, unknown>;
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => unknown;
}

const ROLE_CHECKS: Partial<
  Record<EndpointAccess, { allowed: (role: number) => boolean; code: string; message: string }>
> = {
  artist: { allowed: isArtistRole, code: 'forbidden', message: 'Only a studio can do this' },
  user: { allowed: isUserRole, code: 'forbidden', message: 'Only a member account can do this' },
  operator: { allowed: isOperatorRole, code: 'operator-only', message: 'Only an operator can do this' },
};

/**
 * The guard the declaration's `access` asks for: guests pass (seen only when `optionalToken`
 * says their answer depends on it), everyone else needs a viewer, and
 * the role-bound accesses refuse other roles with 403 (the declaration's `messages.forbidden` in
 * the words the declaration's `messages` hold, when it has one). An `operator` endpoint also needs
 * a session signed in with the second factor (the gateway forwards it from the token's `amr`):
 * without it 403 `second-factor-required`, on every operator endpoint of every service.
 */
export function accessGuard(
  endpoint: Pick<Endpoint, 'access' | 'messages' | 'optionalToken'>,
): preHandlerAsyncHookHandler[] {
  if (endpoint.access === 'guest') return endpoint.optionalToken ? [] : [answerEveryCallerAlike];
  const roleCheck = ROLE_CHECKS[endpoint.access];
  const guard: preHandlerAsyncHookHandler = async (request) => {
    if (!request.viewer) throw unauthorized('Please login first');
    if (roleCheck && !roleCheck.allowed(request.viewer.role)) {
      throw new AppError(403, roleCheck.code, endpoint.messages?.forbidden ?? roleCheck.message);
    }
    if (endpoint.access === 'operator' && request.viewer.secondFactor !== true) {
      throw new AppError(403, SECOND_FACTOR_REQUIRED, SECOND_FACTOR_REQUIRED_MESSAGE);
    }
  };
  return [guard];
}

/**
 * A guest endpoint not declared `optionalToken` does not see who calls: its answer is the same for
 * everyone, as its documented `security: []` says. The gateway has still checked a token that came
 * along, so an invalid one was refused before this.
 */
const answerEveryCallerAlike: preHandlerAsyncHookHandler = async (request) => {
  request.viewer = null;
};

/** The OpenAPI `security` an endpoint's access implies. */
export function securityOf(endpoint: Pick<Endpoint, 'access' | 'optionalToken'>): FastifySchema['security'] {
  if (endpoint.access !== 'guest') return [{ jwt: [] }];
  return endpoint.optionalToken ? [{}, { jwt: [] }] : [];
}

/** The fastify schema of an endpoint: its shapes and its OpenAPI words, from the one declaration. */
export function routeSchemaOf(endpoint: Endpoint): FastifySchema {
  return {
    ...(endpoint.tags ? { tags: endpoint.tags } : {}),
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.operationId ? { operationId: endpoint.operationId } : {}),
    security: securityOf(endpoint),
    ...endpoint.schema,
  } as FastifySchema;
}

/**
 * Registers the handler of a declared endpoint on `app` (a plugin registered with the `/api`
 * prefix, or none): method, path, schemas and access guard come from the declaration, so the
 * validation, the OpenAPI document and the gateway's table cannot disagree.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointHandlerOptions<E>,
): void {
  const prefix = app.prefix ?? '';
  if (!endpoint.path.startsWith(`${prefix}/`)) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot be served under the prefix "${prefix}"`);
  }
  const extra = options.preHandler === undefined ? [] : [options.preHandler].flat();
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path.slice(prefix.length),
    schema: routeSchemaOf(endpoint),
    // Who may call comes before what they sent: a guest or a wrong role is refused (401/403) before
    // the body is validated, so a refusal never depends on the body and a 400 never tells a stranger
    // what the endpoint expects.
    preValidation: accessGuard(endpoint),
    ...(extra.length ? { preHandler: extra } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: options.handler as RouteHandlerMethod,
  });
}
