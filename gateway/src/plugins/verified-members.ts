import { emailNotVerified } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A member write an account with an unverified e-mail address may not make (route-table.ts,
     * closedToUnverified).
     */
    closedToUnverified?: boolean;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of the /api routes, after `identifyViewer`: a signed-in member whose e-mail
     * address is not verified is refused the member writes, with the fix named.
     */
    requireVerifiedMember: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
}

/**
 * One rule for every member write (posting, commenting, liking, following, ordering, uploading,
 * chatting over HTTP), decided here so no service has to remember it: an unverified account signs
 * in and reads, but writes only what reaches nobody else (route-table.ts, OPEN_TO_UNVERIFIED).
 * `request.viewerEmailVerified` was set by the session check (the token's claim, or identity's mark
 * read in the same MGET), so this costs no Redis call. The live socket applies the same rule itself.
 */
export const verifiedMembersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'requireVerifiedMember',
      (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        if (request.viewer === null || request.viewerEmailVerified) return done();
        if (request.routeOptions.config.closedToUnverified !== true) return done();
        done(emailNotVerified());
      },
    );
  },
  { name: 'verified-members', dependencies: ['authentication'] },
);
