import { inMessage, Slide } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { catalogueDb } from '../../lib/database.js';

/** The home page's banner slider: the row the seed (or an editor) names so. */
export const HOME_SLIDER = 'home-slider';

export async function sliderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = catalogueDb(app);

  app.get(
    '/slider/home-slider',
    {
      schema: {
        tags: ['categories'],
        summary: 'The slides of the home page banner (none yet: an empty list)',
        operationId: 'catalogueGetHomeSlider',
        security: [],
        response: { 200: Type.Object({ status: Type.String(), slides: Type.Array(Slide) }) },
      },
    },
    async () => {
      const row = await db.selectFrom('sliders').select('slides').where('name', '=', HOME_SLIDER).executeTakeFirst();
      return { status: 'success', slides: row?.slides ?? [] };
    },
  );

  app.get(
    '/sliders',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every slider with its slides (the home slider first)',
        operationId: 'catalogueListSliders',
        security: [],
        response: {
          200: inMessage(
            Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), slides: Type.Array(Slide) })),
          ),
        },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('sliders')
        .selectAll()
        .orderBy((eb) => eb('name', '!=', HOME_SLIDER))
        .orderBy('name')
        .execute();
      return { status: 'success', message: rows.map((row) => ({ _id: row.id, name: row.name, slides: row.slides })) };
    },
  );
}
