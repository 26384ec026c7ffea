import type { FastifyInstance } from 'fastify';
import { categoryListRoutes } from './categories.js';
import { sliderRoutes } from './sliders.js';

/** Categories (flat and grouped) and the home page's sliders. */
export async function categoriesRoutes(app: FastifyInstance) {
  await app.register(categoryListRoutes);
  await app.register(sliderRoutes);
}
