import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { homeSlides, listSliders } from './queries.js';

/** The home page's sliders. */
export async function slidersRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.getHomeSlider, {
    handler: async () => ({ status: 'success', slides: await homeSlides(app.db) }),
  });

  endpointRoute(app, endpoints.listSliders, {
    handler: async () => {
      const rows = await listSliders(app.db);
      return { status: 'success', message: rows.map((row) => ({ _id: row.id, name: row.name, slides: row.slides })) };
    },
  });
}
