import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ExhibitionPeriod } from '../../lib/exhibition-queries.js';
import { ExhibitionList, ExhibitionParams, exhibitionErrors, OneExhibition } from '../../lib/exhibition-schemas.js';

const tags = ['exhibitions'];

/** The lists by period; `/upcomming/…` is the spec's own spelling of the path. */
const LISTS: { path: string; period: ExhibitionPeriod; summary: string; operationId: string }[] = [
  {
    path: '/exhibitions',
    period: 'all',
    summary: 'All exhibitions, newest first',
    operationId: 'catalogueExhibitions',
  },
  {
    path: '/current/exhibitions',
    period: 'current',
    summary: 'Exhibitions running now',
    operationId: 'catalogueCurrentExhibitions',
  },
  {
    path: '/previous/exhibitions',
    period: 'previous',
    summary: 'Exhibitions that have ended, the latest first',
    operationId: 'cataloguePreviousExhibitions',
  },
  {
    path: '/upcomming/exhibitions',
    period: 'upcoming',
    summary: 'Exhibitions still to come, the soonest first',
    operationId: 'catalogueUpcomingExhibitions',
  },
];

export async function exhibitionListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const list of LISTS) {
    app.get(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          operationId: list.operationId,
          security: [],
          response: { 200: ExhibitionList, ...exhibitionErrors },
        },
      },
      async () => ({ status: 'success', message: await app.exhibitions.list(list.period) }),
    );
  }

  app.get(
    '/exhibitions/:id',
    {
      schema: {
        tags,
        summary: 'One exhibition by id or slug',
        operationId: 'catalogueExhibition',
        security: [],
        params: ExhibitionParams,
        response: { 200: OneExhibition, ...exhibitionErrors },
      },
    },
    async (request) => ({ status: 'success', message: await app.exhibitions.get(request.params.id) }),
  );
}
