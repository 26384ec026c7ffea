import type { FastifyInstance } from 'fastify';
import { inquiryRoutes } from './inquiries.js';
import { exhibitionListRoutes } from './lists.js';

/** Exhibitions (all, one, current, previous, upcoming) and purchase inquiries. */
export async function exhibitionsRoutes(app: FastifyInstance) {
  await app.register(exhibitionListRoutes);
  await app.register(inquiryRoutes);
}
