import {
  audiencePlugin,
  busPlugin,
  busSettingsOf,
  createServer,
  databasePlugin,
  healthPlugin,
  metricsPlugin,
  openapiPlugin,
  outboxPlugin,
  redisPlugin,
  requestUserPlugin,
  type ServerOptions,
  storagePlugin,
} from '@art/kit';
import multipart from '@fastify/multipart';
import type { IdentityConfig } from './config.js';
import { sealer } from './lib/sealed-secret.js';
import { migrations } from './migrations/index.js';
import { catalogueConsumerPlugin } from './plugins/catalogue-consumer.js';
import { emailBodiesPlugin } from './plugins/email-bodies.js';
import { passwordResetPlugin } from './plugins/password-reset.js';
import { passwordsPlugin } from './plugins/passwords.js';
import { profilesPlugin } from './plugins/profiles.js';
import { registrationPlugin } from './plugins/registration.js';
import { sessionVersionsPlugin } from './plugins/session-versions.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { signedOutSessionsPlugin } from './plugins/signed-out-sessions.js';
import { socialConsumerPlugin } from './plugins/social-consumer.js';
import { socialSignInPlugin } from './plugins/social-sign-in.js';
import { studioPlugin } from './plugins/studio.js';
import { usersRepositoryPlugin } from './plugins/users-repository.js';
import { verifiedEmailsPlugin } from './plugins/verified-emails.js';
import { authRoutes } from './routes/auth/index.js';
import { internalRoutes } from './routes/internal/index.js';
import { userRoutes } from './routes/user/index.js';
import { usersRoutes } from './routes/users/index.js';

/** The identity service: accounts, credentials, sessions, profiles and the way into a studio. */
export async function buildApp(config: IdentityConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    streams: [{ base: 'IDENTITY', subjectRoot: 'identity' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'identity' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  // Limits per form are set where each form is read; these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024 + 1, files: 6, fields: 60, fieldSize: 64 * 1024 },
  });
  await app.register(storagePlugin, config);

  // app: repositories and domain services
  await app.register(emailBodiesPlugin);
  await app.register(audiencePlugin, { blocks: { table: 'blocks' } });
  await app.register(usersRepositoryPlugin);
  await app.register(passwordsPlugin);
  await app.register(sessionsPlugin, { secret: config.JWT_SECRET });
  await app.register(sessionVersionsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
  await app.register(signedOutSessionsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
  await app.register(verifiedEmailsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
  const secrets = sealer(config.SECRET_SEALING_KEY);
  await app.register(registrationPlugin, {
    codeTtlMinutes: config.VERIFICATION_CODE_TTL_MIN,
    maxAttempts: config.VERIFICATION_MAX_ATTEMPTS,
    sealer: secrets,
  });
  await app.register(passwordResetPlugin, { tokenTtlMinutes: config.RESET_TOKEN_TTL_MIN, sealer: secrets });
  await app.register(socialSignInPlugin, config);
  await app.register(profilesPlugin);
  await app.register(studioPlugin);
  // counts other areas keep for the user view
  await app.register(catalogueConsumerPlugin);
  await app.register(socialConsumerPlugin);

  // routes (the gateway forwards paths as they are, /api included)
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  // for the other services (internal token); the gateway routes no /internal path
  await app.register(internalRoutes, { prefix: '/internal', internalToken: config.INTERNAL_TOKEN, sealer: secrets });

  return app;
}

export type IdentityApp = Awaited<ReturnType<typeof buildApp>>;
