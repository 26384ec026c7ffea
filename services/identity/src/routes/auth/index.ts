import type { FastifyInstance } from 'fastify';
import { passwordResetRoutes } from './password-reset.js';
import { registrationRoutes } from './registration.js';
import { sessionRoutes } from './session.js';
import { socialRoutes } from './social.js';

/** /api/auth/*: everything about getting into an account. */
export async function authRoutes(app: FastifyInstance) {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(socialRoutes);
}
