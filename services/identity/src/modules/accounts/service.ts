import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type UsersRepository, usersRepository } from './queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** The accounts every other module reads and changes (app.users). */
export const usersRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('users', usersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
