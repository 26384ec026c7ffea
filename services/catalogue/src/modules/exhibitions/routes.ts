import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { ExhibitionPeriod } from './queries.js';

/** The exhibitions by period, and one of them. */
export async function exhibitionsRoutes(app: FastifyInstance) {
  const lists = [
    [endpoints.exhibitions, 'all'],
    [endpoints.currentExhibitions, 'current'],
    [endpoints.previousExhibitions, 'previous'],
    [endpoints.upcomingExhibitions, 'upcoming'],
  ] as const satisfies readonly (readonly [unknown, ExhibitionPeriod])[];
  for (const [endpoint, period] of lists) {
    endpointRoute(app, endpoint, {
      handler: async () => ({ status: 'success', message: await app.exhibitions.list(period) }),
    });
  }

  endpointRoute(app, endpoints.exhibition, {
    handler: async (request) => ({ status: 'success', message: await app.exhibitions.get(request.params.id) }),
  });
}
