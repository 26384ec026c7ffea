import {
  AccountReinstated,
  AccountSuspended,
  ArtistCodeIssued,
  ArtistCodeRevoked,
  type EventEnvelope,
  StudioRequestApproved,
  StudioRequestRejected,
} from '@art/contracts';
import { type EventContext, on } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityTables } from '../../db/schema.js';
import { normalizeEmail } from '../registration/rules.js';
import { insertIssuedArtistCode, revokeArtistCode } from '../studio/queries.js';

/** The operator who decided, and the chain of requests, carried on to identity's own events. */
function contextOf(event: EventEnvelope<unknown>): EventContext {
  return { actor: event.actor, ...(event.requestId ? { requestId: event.requestId } : {}) };
}

/**
 * What identity does with moderation's decisions. Role changes and suspensions run in their own
 * transaction (then Redis learns the new session version, after the commit) and change nothing when
 * the event comes again, so a redelivery after that commit is harmless; codes go in the consumer's.
 */
export function moderationDecisionHandlers(app: FastifyInstance) {
  return {
    ...on<typeof StudioRequestApproved, IdentityTables>(StudioRequestApproved, async (event) => {
      await app.studio.approve(event.data, contextOf(event));
    }),
    ...on<typeof StudioRequestRejected, IdentityTables>(StudioRequestRejected, async (event) => {
      await app.studio.reject(event.data, contextOf(event));
    }),
    ...on<typeof ArtistCodeIssued, IdentityTables>(ArtistCodeIssued, async (event, { trx }) => {
      const { codeId, codeHash, expiresAt, email } = event.data;
      await insertIssuedArtistCode(trx, {
        codeId,
        codeHash,
        expiresAt: new Date(expiresAt),
        email: email === null ? null : normalizeEmail(email),
      });
    }),
    ...on<typeof ArtistCodeRevoked, IdentityTables>(ArtistCodeRevoked, async (event, { trx }) => {
      await revokeArtistCode(trx, event.data.codeId);
    }),
    ...on<typeof AccountSuspended, IdentityTables>(AccountSuspended, async (event) => {
      await app.suspensions.suspend(event.data, contextOf(event));
    }),
    ...on<typeof AccountReinstated, IdentityTables>(AccountReinstated, async (event) => {
      await app.suspensions.reinstate(event.data, contextOf(event));
    }),
  };
}
