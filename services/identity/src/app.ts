import { defineService } from '@art/kit';
import { identityConsumers } from './consumers.js';
import type { IdentityTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { emailBodiesPlugin } from './modules/accounts/email-bodies.js';
import { usersRepositoryPlugin } from './modules/accounts/service.js';
import { internalRoutes } from './modules/internal/routes.js';
import { operatorRoutes } from './modules/operators/routes.js';
import { operatorsPlugin } from './modules/operators/service.js';
import { passwordsPlugin } from './modules/passwords/hashing.js';
import { passwordResetRoutes } from './modules/passwords/routes.js';
import { passwordResetPlugin } from './modules/passwords/service.js';
import { profileRoutes } from './modules/profiles/routes.js';
import { profilesPlugin } from './modules/profiles/service.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { registrationPlugin } from './modules/registration/service.js';
import { verifiedEmailsPlugin } from './modules/registration/verified-emails.js';
import { secretsPlugin } from './modules/secrets/service.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { sessionsPlugin } from './modules/sessions/service.js';
import { signedOutSessionsPlugin } from './modules/sessions/signed-out.js';
import { sessionVersionsPlugin } from './modules/sessions/versions.js';
import { socialRoutes } from './modules/social-sign-in/routes.js';
import { socialSignInPlugin } from './modules/social-sign-in/service.js';
import { studioRoutes } from './modules/studio/routes.js';
import { studioPlugin } from './modules/studio/service.js';
import { suspensionsPlugin } from './modules/suspensions/service.js';

/**
 * The identity service: accounts, credentials, sessions, profiles and the way into a studio,
 * operators and their second factor; it keeps the counts the user view shows from catalogue and
 * social, and social's blocks, and carries out moderation's decisions (roles, codes, suspensions).
 */
export const buildApp = defineService<IdentityTables>({
  area: 'identity',
  migrations,
  stream: { base: 'IDENTITY', subjectRoot: 'identity' },
  // Limits per form are set where each form is read; these are the outer bounds.
  uploads: (config) => ({
    limits: { fileSize: 5 * 1024 * 1024 + 1, files: 6, fields: 60, fieldSize: 64 * 1024 },
    storage: config,
  }),
  // A block hides a profile both ways (the blocks come from social's events); a suspended member's
  // profile is hidden from everybody but themself (users.suspended follows suspended_at).
  audience: { blocks: { table: 'blocks' }, suspension: { table: 'users' } },
  async modules(app, config) {
    await app.register(emailBodiesPlugin);
    await app.register(secretsPlugin, { sealingKey: config.SECRET_SEALING_KEY });
    await app.register(usersRepositoryPlugin);
    await app.register(passwordsPlugin);
    await app.register(sessionsPlugin, { secret: config.JWT_SECRET });
    await app.register(sessionVersionsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
    await app.register(signedOutSessionsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
    await app.register(verifiedEmailsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
    await app.register(registrationPlugin, {
      codeTtlMinutes: config.VERIFICATION_CODE_TTL_MIN,
      maxAttempts: config.VERIFICATION_MAX_ATTEMPTS,
    });
    await app.register(passwordResetPlugin, { tokenTtlMinutes: config.RESET_TOKEN_TTL_MIN });
    await app.register(socialSignInPlugin, config);
    await app.register(profilesPlugin);
    await app.register(studioPlugin);
    await app.register(suspensionsPlugin);
    await app.register(operatorsPlugin, { prefix: config.SESSION_VERSION_PREFIX });
  },
  consumers: identityConsumers,
  async routes(app, config) {
    // /api/auth/*: everything about getting into an account
    await app.register(registrationRoutes, { prefix: '/api/auth' });
    await app.register(sessionRoutes, { prefix: '/api/auth' });
    await app.register(passwordResetRoutes, { prefix: '/api/auth' });
    await app.register(socialRoutes, { prefix: '/api/auth' });
    await app.register(profileRoutes, { prefix: '/api/user' });
    await app.register(studioRoutes, { prefix: '/api/users' });
    // the operator's second factor, a session renewed after a role change, a suspended member's appeal
    await app.register(operatorRoutes, { prefix: '/api/users' });
    // for the other services (internal token); the gateway routes no /internal path
    await app.register(internalRoutes, { prefix: '/internal', internalToken: config.INTERNAL_TOKEN });
  },
});

export type IdentityApp = Awaited<ReturnType<typeof buildApp>>;
