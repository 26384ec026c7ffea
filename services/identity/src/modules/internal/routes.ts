import { ErrorResponse, MailRecipient, ResetTokenForMail, VerificationCodeForMail } from '@art/contracts';
import { AppError, notFound, requireInternalToken } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type TObject, Type } from 'typebox';
import type { Sealer } from '../secrets/sealer.js';
import { resetTokenForMail, verificationCodeForMail } from './queries.js';

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
export async function internalRoutes(fastify: FastifyInstance, options: { internalToken: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  app.addHook('preHandler', requireInternalToken(options.internalToken));

  app.get(
    '/users/:userId/verification-codes/:codeId',
    {
      schema: {
        hide: true,
        params: Type.Object({ userId: Id, codeId: Id }),
        response: { 200: success(VerificationCodeForMail), ...failures },
      },
    },
    async (request) => {
      const { userId, codeId } = request.params;
      const row = await verificationCodeForMail(db, userId, codeId);
      if (!row) throw notFound('No such verification code');
      if (row.used_at || row.expires_at <= new Date() || !row.code_sealed) throw gone('verification code');
      return {
        status: 'success' as const,
        name: row.name,
        email: row.email,
        language: row.language,
        code: openOr410(app.sealer, row.code_sealed, 'verification code', request.log),
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
      },
    },
    async (request) => {
      const { userId, tokenId } = request.params;
      const row = await resetTokenForMail(db, userId, tokenId);
      if (!row) throw notFound('No such reset token');
      if (row.used_at || row.expires_at <= new Date() || !row.token_sealed) throw gone('reset link');
      return {
        status: 'success' as const,
        name: row.name,
        email: row.email,
        language: row.language,
        token: openOr410(app.sealer, row.token_sealed, 'reset link', request.log),
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
        response: { 200: success(MailRecipient), ...failures },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const user = await app.users.byId(userId);
      if (!user) throw gone('account');
      return { status: 'success' as const, name: user.name, email: user.email, language: user.language };
    },
  );
}
