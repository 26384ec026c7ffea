import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { DEAD_LETTER_STREAM, endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { overviewCounts } from './queries.js';

/** The counts an operator checks each morning. */
export async function overviewRoutes(app: FastifyInstance) {
  /** Every area's dead letters are in the one dead-letter stream; null when NATS does not answer. */
  const deadLetters = async (): Promise<number | null> => {
    try {
      const info = await app.bus.jsm.streams.info(app.bus.streamName(DEAD_LETTER_STREAM));
      return info.state.messages;
    } catch (error) {
      if (/not found/i.test(String((error as Error)?.message))) return 0;
      app.log.warn({ err: error }, 'the dead-letter stream could not be read');
      return null;
    }
  };

  endpointRoute(app, endpoints.overview, {
    handler: async () => {
      const [row, letters] = await Promise.all([overviewCounts(app.db), deadLetters()]);
      return {
        status: 'success',
        data: {
          newMembers: { today: Number(row.members_today), week: Number(row.members_week) },
          orders: { today: Number(row.orders_today), week: Number(row.orders_week) },
          salesNpr: { today: Number(row.sales_today), week: Number(row.sales_week) },
          openReportCases: Number(row.open_cases),
          pendingStudioRequests: Number(row.pending_requests),
          refundsDue: Number(row.refunds_due),
          deadLetters: letters,
          at: new Date().toISOString(),
        },
      };
    },
  });
}
