import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { memberDetails } from '../members/queries.js';
import { PAYMENT_METHODS } from './rules.js';
import { placementDepsOf, placeOrder } from './service.js';

/** The checkout: its prefill, from the buyer's profile as identity last published it, and placing the order. */
export async function checkoutRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.basicDetails, {
    handler: async (request) => {
      const member = await memberDetails(db, viewerOf(request).id);
      const shipping = member?.shipping;
      return {
        status: 'success',
        data: {
          name: member?.name ?? '',
          email: member?.email ?? '',
          phoneNumber: shipping?.phoneNumber ?? '',
          country: shipping?.country ?? '',
          city: shipping?.city ?? '',
          state: shipping?.state ?? '',
          address: shipping?.address ?? '',
          address2: shipping?.address2 ?? '',
          postalCode: shipping?.postalCode ?? '',
        },
      };
    },
  });

  await app.register(async (placing) => {
    // Before the schema's own check, so a buyer reads which methods there are, not ajv's words.
    placing.addHook('preValidation', async (request) => {
      const method = (request.body as { paymentMethod?: unknown } | null)?.paymentMethod;
      if (!PAYMENT_METHODS.includes(method)) {
        throw badRequest(endpoints.placeOrder.messages.paymentMethod, 'payment-method');
      }
    });
    endpointRoute(placing, endpoints.placeOrder, {
      handler: async (request, reply) => {
        const placed = await placeOrder(
          placementDepsOf(app),
          viewerOf(request).id,
          request.body,
          eventContextOf(request),
        );
        request.log.info(
          { orderId: placed.orderId, paymentMethod: placed.paymentMethod, dropped: placed.dropped?.length ?? 0 },
          'order placed',
        );
        return reply.code(201).send({ status: 'success', ...placed });
      },
    });
  });
}
