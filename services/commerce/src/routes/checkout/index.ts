import { BasicDetails, ErrorResponse } from '@art/contracts';
import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { commerceDb } from '../../lib/database.js';

/** The checkout's prefill, from the buyer's profile as identity last published it. */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);

  app.get(
    '/checkout/basic-details',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['checkout'],
        summary: "The buyer's name, e-mail and saved shipping details, to prefill the checkout",
        operationId: 'commerceBasicDetails',
        security: [{ jwt: [] }],
        response: { 200: Type.Object({ status: Type.String(), data: BasicDetails }), 401: ErrorResponse },
      },
    },
    async (request) => {
      const member = await db
        .selectFrom('members')
        .select(['name', 'email', 'shipping'])
        .where('id', '=', viewerOf(request).id)
        .executeTakeFirst();
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
  );
}
