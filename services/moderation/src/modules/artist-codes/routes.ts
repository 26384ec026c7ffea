import { randomUUID } from 'node:crypto';
import { ARTIST_CODE_DAYS_DEFAULT, ArtistCodeIssued, ArtistCodeRevoked } from '@art/contracts';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { conflict, endpointRoute, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { actingOperator, byOperator } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';
import { artistCodeById, artistCodes, lockArtistCode } from './queries.js';
import { artistCodeHint, artistCodeState, newArtistCode } from './rules.js';
import { artistCodeView } from './views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Artist codes: issued here (the text shown once, only its hash kept and announced), redeemed at
 * identity (which learns the hash from moderation.artist_code.issued), revoked here while unused.
 */
export async function artistCodeRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.artistCodes, {
    handler: async (request) => {
      const rows = await artistCodes(db, request.query.limit, request.query.skip);
      const now = new Date();
      return { status: 'success', data: { result: rows.map((row) => artistCodeView(row, now)) } };
    },
  });

  const issue = endpoints.issueArtistCode.messages;
  endpointRoute(app, endpoints.issueArtistCode, {
    handler: async (request, reply) => {
      const operator = await actingOperator(db, request);
      const days = request.body.expiresInDays ?? ARTIST_CODE_DAYS_DEFAULT;
      const email = request.body.email?.trim().toLowerCase() || null;
      const code = newArtistCode();
      const id = randomUUID();
      const expiresAt = new Date(Date.now() + days * DAY_MS);
      const codeHash = artistCodeHash(code);
      const hint = artistCodeHint(code);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('artist_codes')
          .values({
            id,
            code_hash: codeHash,
            hint,
            email,
            expires_at: expiresAt,
            created_by: operator.id,
            created_by_name: operator.name,
          })
          .execute();
        await writeEvent(
          trx,
          ArtistCodeIssued,
          { codeId: id, codeHash, expiresAt: expiresAt.toISOString(), email },
          operator.context,
        );
        await recordAction(
          trx,
          byOperator(operator, {
            action: 'artist-code.issue',
            targetType: 'artist-code',
            targetId: id,
            before: null,
            // Never the code: its hint, as the list shows it.
            after: { state: 'unused', hint, email, expiresAt: expiresAt.toISOString() },
          }),
        );
      });
      const row = await artistCodeById(db, id);
      if (!row) throw new Error('the artist code just issued is not there');
      return reply
        .code(201)
        .send({ status: 'success', message: issue.issued, data: { code, artistCode: artistCodeView(row) } });
    },
  });

  const revoke = endpoints.revokeArtistCode.messages;
  endpointRoute(app, endpoints.revokeArtistCode, {
    handler: async (request) => {
      const operator = await actingOperator(db, request);
      const id = request.params.id;
      await db.transaction().execute(async (trx) => {
        const held = await lockArtistCode(trx, id);
        if (!held) throw notFound(revoke.notFound);
        const state = artistCodeState(held);
        if (state !== 'unused') throw conflict(revoke.notUnused, 'not-unused');
        await trx.updateTable('artist_codes').set({ revoked_at: new Date() }).where('id', '=', id).execute();
        await writeEvent(trx, ArtistCodeRevoked, { codeId: id }, operator.context);
        await recordAction(
          trx,
          byOperator(operator, {
            action: 'artist-code.revoke',
            targetType: 'artist-code',
            targetId: id,
            before: { state },
            after: { state: 'revoked' },
          }),
        );
      });
      const row = await artistCodeById(db, id);
      if (!row) throw notFound(revoke.notFound);
      return { status: 'success', message: revoke.revoked, data: artistCodeView(row) };
    },
  });
}
