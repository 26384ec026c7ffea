import {
  busPlugin,
  createServer,
  databasePlugin,
  healthPlugin,
  openapiPlugin,
  outboxPlugin,
  redisPlugin,
  requestUserPlugin,
  type ServerOptions,
} from '@art/kit';
import multipart from '@fastify/multipart';
import type { IdentityConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { passwordResetPlugin } from './plugins/password-reset.js';
import { passwordsPlugin } from './plugins/passwords.js';
import { profilesPlugin } from './plugins/profiles.js';
import { registrationPlugin } from './plugins/registration.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { socialSignInPlugin } from './plugins/social-sign-in.js';
import { storagePlugin } from './plugins/storage.js';
import { studioPlugin } from './plugins/studio.js';
import { usersRepositoryPlugin } from './plugins/users-repository.js';
import { authRoutes } from './routes/auth/index.js';
import { userRoutes } from './routes/user/index.js';
import { usersRoutes } from './routes/users/index.js';

/** The identity service: accounts, credentials, sessions, profiles and the way into a studio. */
export async function buildApp(config: IdentityConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations });
  await app.register(busPlugin, {
    url: config.NATS_URL,
    name: config.SERVICE_NAME,
    prefix: config.BUS_PREFIX,
    streams: [{ base: 'IDENTITY', subjectRoot: 'identity' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'identity' });
  await app.register(healthPlugin);
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  // Limits per form are set where each form is read; these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024 + 1, files: 6, fields: 60, fieldSize: 64 * 1024 },
  });
  await app.register(storagePlugin, config);

  // app: repositories and domain services
  await app.register(usersRepositoryPlugin);
  await app.register(passwordsPlugin);
  await app.register(sessionsPlugin, { secret: config.JWT_SECRET });
  await app.register(registrationPlugin, { codeTtlMinutes: config.VERIFICATION_CODE_TTL_MIN });
  await app.register(passwordResetPlugin, {
    tokenTtlMinutes: config.RESET_TOKEN_TTL_MIN,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(socialSignInPlugin, config);
  await app.register(profilesPlugin);
  await app.register(studioPlugin);

  // routes (the gateway forwards paths as they are, /api included)
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(usersRoutes, { prefix: '/api/users' });

  return app;
}

export type IdentityApp = Awaited<ReturnType<typeof buildApp>>;
