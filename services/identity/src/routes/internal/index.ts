import { ErrorResponse, ResetTokenForMail, VerificationCodeForMail } from '@art/contracts';
import { AppError, notFound, requireInternalToken } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type TObject, Type } from 'typebox';
import type { IdentityTables } from '../../db/schema.js';
import type { Sealer } from '../../lib/sealed-secret.js';

const Id = Type.String({ format: 'uuid' });
const failures = { 401: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse };
const success = (schema: TObject) => Type.Object({ status: Type.Literal('success'), ...schema.properties });

/** Used, replaced, spent by wrong tries, or expired: the mail that would carry it is not sent. */
const gone = (what: string) => new AppError(410, 'gone', `This ${what} is no longer valid`);

/**
 * The secret inside a sealed copy, or 410 when it cannot be opened: a copy sealed under another
 * SECRET_SEALING_KEY (the key was rotated, or a database is shared by stacks with different keys)
 * would fail the same way on every retry, so the mail is dropped and the person asks for a new one.
 */
function openOr410(sealer: Sealer, sealed: string, what: string, log: FastifyInstance['log']): string {
  try {
    return sealer.open(sealed);
  } catch (error) {
    log.warn({ err: error }, `a sealed ${what} could not be opened (another SECRET_SEALING_KEY?); its mail is dropped`);
    throw gone(what);
  }
}

/**
 * /internal/*, for the other services only (internal token; the gateway never routes /internal).
 * The mail worker reads an open code or reset token here when it sends the mail, so no secret
 * has to ride in an event or a queue job; what is used or expired answers 410.
 */
export async function internalRoutes(fastify: FastifyInstance, options: { internalToken: string; sealer: Sealer }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db as Kysely<IdentityTables>;
  app.addHook('preHandler', requireInternalToken(options.internalToken));

  app.get(
    '/users/:userId/verification-codes/:codeId',
    {
      schema: {
        hide: true,
        params: Type.Object({ userId: Id, codeId: Id }),
        response: { 200: success(VerificationCodeForMail), ...failures },
      } as never,
    },
    async (request) => {
      const { userId, codeId } = request.params as { userId: string; codeId: string };
      const row = await db
        .selectFrom('verification_codes as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.code_sealed', 'c.used_at', 'c.expires_at', 'u.name', 'u.email'])
        .where('c.id', '=', codeId)
        .where('c.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound('No such verification code');
      if (row.used_at || row.expires_at <= new Date() || !row.code_sealed) throw gone('verification code');
      return {
        status: 'success' as const,
        name: row.name,
        email: row.email,
        code: openOr410(options.sealer, row.code_sealed, 'verification code', request.log),
        expiresAt: row.expires_at.toISOString(),
      };
    },
  );

  app.get(
    '/users/:userId/reset-tokens/:tokenId',
    {
      schema: {
        hide: true,
        params: Type.Object({ userId: Id, tokenId: Id }),
        response: { 200: success(ResetTokenForMail), ...failures },
      } as never,
    },
    async (request) => {
      const { userId, tokenId } = request.params as { userId: string; tokenId: string };
      const row = await db
        .selectFrom('reset_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.token_sealed', 't.used_at', 't.expires_at', 'u.name', 'u.email'])
        .where('t.id', '=', tokenId)
        .where('t.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound('No such reset token');
      if (row.used_at || row.expires_at <= new Date() || !row.token_sealed) throw gone('reset link');
      return {
        status: 'success' as const,
        name: row.name,
        email: row.email,
        token: openOr410(options.sealer, row.token_sealed, 'reset link', request.log),
        expiresAt: row.expires_at.toISOString(),
      };
    },
  );

  app.get(
    '/users/:userId/recipient',
    {
      schema: {
        hide: true,
        params: Type.Object({ userId: Id }),
        response: {
          200: Type.Object({ status: Type.Literal('success'), name: Type.String(), email: Type.String() }),
          ...failures,
        },
      } as never,
    },
    async (request) => {
      const { userId } = request.params as { userId: string };
      const user = await app.users.byId(userId);
      if (!user) throw gone('account');
      return { status: 'success' as const, name: user.name, email: user.email };
    },
  );
}
