import { catalogueInternalPaths, ErrorResponse, StockReservationRequest, StockReservationResult } from '@art/contracts';
import { eventContextOf, requireInternalToken } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * /internal/*, for the other services only (internal token; the gateway routes no /internal path).
 * Registered without a prefix: the paths are the contract's own (`catalogueInternalPaths`).
 */
export async function stockRoutes(fastify: FastifyInstance, options: { internalToken: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preHandler', requireInternalToken(options.internalToken));

  app.post(
    catalogueInternalPaths.reserveStock,
    {
      schema: {
        hide: true,
        body: StockReservationRequest,
        // 200 for both outcomes: a refusal is an answer, not a failure.
        response: { 200: StockReservationResult, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => app.stock.reserve(request.body, eventContextOf(request)),
  );
}
