import {
  ArtistCodeRedeemed,
  canRequestStudio,
  ROLE,
  StudioRequested,
  UserBecameArtist,
  UserUpdated,
} from '@art/contracts';
import { artistCodeHash, normalizeArtistCode } from '@art/contracts/artist-codes';
import {
  AppError,
  badRequest,
  checkImage,
  conflict,
  type EventContext,
  type ImageVariant,
  PRIVATE_MEDIA_PREFIX,
  writeEvent,
} from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../../db/schema.js';
import { toSnapshot } from '../accounts/views.js';
import { announceSessionsEnded, recordSessionsEnded } from '../sessions/end-sessions.js';
import type { UploadedFile } from '../uploads/form.js';
import { privatizeLegacyStudioImages } from './legacy-images.js';
import {
  claimArtistCode,
  decideStudioRequest,
  hasAppliedForStudio,
  insertArtistCodes,
  insertStudioRequest,
} from './queries.js';
import { keysByVariant, STUDIO_IMAGE_MAX_BYTES, STUDIO_MESSAGE_MAX_LENGTH } from './rules.js';

export const ALREADY_APPLIED = 'You have already submitted your application. We will respond you soon!';
export const ALREADY_ARTIST = 'You already have a studio.';
export const CODE_NOT_VERIFIED = 'The code you provided could not be verified.';

/** The team looks at the work in a review screen: a large view and a thumbnail are enough. */
const STUDIO_VARIANTS: Record<string, ImageVariant> = {
  large: { width: 1600, fit: 'inside' },
  thumbnail: { width: 240, height: 240, fit: 'cover' },
};

export interface Studio {
  request(user: UserRow, message: string, images: UploadedFile[], context: EventContext): Promise<void>;
  /** A valid, unused code makes the user an artist at once. */
  redeemCode(user: UserRow, code: string, context: EventContext): Promise<UserRow>;
  addCodes(codes: string[]): Promise<void>;
  /**
   * Moderation approved the request: the member becomes an artist at once (their tokens end with
   * reason role-change and may be renewed without the password). A redelivery changes nothing.
   */
  approve(decision: { requestId: string; userId: string }, context: EventContext): Promise<void>;
  /** Moderation rejected the request with a reason; the member may apply again. */
  reject(decision: { requestId: string; userId: string; reason: string }, context: EventContext): Promise<void>;
}

/**
 * Makes the member an artist in `trx`: role and badge (the marketplace team vouches for them, by
 * a code or an approved request), the events, and every token ended as a role change: the old ones
 * may be renewed once (POST /api/users/session/refresh) for one with the new role.
 */
async function becomeArtist(
  app: FastifyInstance,
  trx: Transaction<IdentityTables>,
  userId: string,
  via: 'artist-code' | 'studio-request',
  context: EventContext,
): Promise<UserRow> {
  const row = await app.users.update(
    trx,
    userId,
    { role: ROLE.artist, verified_artist: true },
    { endSessions: true, roleChange: true },
  );
  const actor = via === 'artist-code' ? { ...context, actor: { userId: row.id, role: row.role } } : context;
  await writeEvent(trx, UserBecameArtist, { userId: row.id, role: row.role, via }, actor);
  await writeEvent(trx, UserUpdated, toSnapshot(row), actor);
  // Below the new version only: the artist's fresh token (and its socket) holds.
  await recordSessionsEnded(trx, { userId: row.id, sessionVersion: row.session_version, reason: 'role-change' }, actor);
  return row;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: Studio;
  }
}

export const studioPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    app.decorate('studio', {
      async request(user, message, images, context) {
        if (!canRequestStudio(user.role)) throw conflict(ALREADY_ARTIST);
        if (await hasAppliedForStudio(db, user.id)) throw conflict(ALREADY_APPLIED);
        if (!message.trim()) throw badRequest('Please tell us about yourself');
        if (message.length > STUDIO_MESSAGE_MAX_LENGTH)
          throw badRequest('About Yourself must be at most 5000 characters');
        if (images.length === 0) throw badRequest('Please add at least one image of your work');
        for (const image of images) {
          await checkImage(image.buffer, {
            maxBytes: STUDIO_IMAGE_MAX_BYTES,
            kinds: ['jpg', 'png'],
            tooLargeMessage: 'Each image must be less than 2 MB',
          });
        }
        const stored: Awaited<ReturnType<typeof app.storage.storeImage>>[] = [];
        for (const image of images) {
          stored.push(
            await app.storage.storeImage(image.buffer, {
              // Private: only the team may see an applicant's work (a signed address, never public).
              prefix: `${PRIVATE_MEDIA_PREFIX}studio-requests/${user.id}`,
              variants: STUDIO_VARIANTS,
            }),
          );
        }
        const inserted = await db
          .transaction()
          .execute(async (trx) => {
            const requestId = await insertStudioRequest(trx, {
              userId: user.id,
              message: message.trim(),
              images: stored,
            });
            if (!requestId) return false;
            // The private keys, for moderation's queue (it signs them for the operators).
            const images = stored.map((image) => ({
              fileName: image.fileName,
              keys: keysByVariant(image.keys, Object.keys(STUDIO_VARIANTS)),
            }));
            await writeEvent(
              trx,
              StudioRequested,
              { userId: user.id, name: user.name, email: user.email, message: message.trim(), requestId, images },
              context,
            );
            return true;
          })
          .catch(async (error) => {
            await app.storage.removeObjects(stored.flatMap((s) => s.keys)).catch(() => undefined);
            throw error;
          });
        if (!inserted) {
          // Sent twice at once: the first one counts.
          await app.storage.removeObjects(stored.flatMap((s) => s.keys)).catch(() => undefined);
          throw conflict(ALREADY_APPLIED);
        }
      },

      async redeemCode(user, code, context) {
        if (!canRequestStudio(user.role)) throw conflict(ALREADY_ARTIST);
        if (!normalizeArtistCode(code)) throw new AppError(400, 'error', CODE_NOT_VERIFIED);
        const artist = await db.transaction().execute(async (trx) => {
          const codeId = await claimArtistCode(trx, {
            codeHash: artistCodeHash(code),
            userId: user.id,
            email: user.email,
          });
          if (!codeId) return null;
          // Tokens carry the role: the old ones end, the answer brings a new one.
          const row = await becomeArtist(app, trx, user.id, 'artist-code', context);
          await writeEvent(
            trx,
            ArtistCodeRedeemed,
            { codeId, userId: row.id },
            { ...context, actor: { userId: row.id, role: row.role } },
          );
          return row;
        });
        if (!artist) throw new AppError(400, 'error', CODE_NOT_VERIFIED);
        await announceSessionsEnded(app, artist);
        return artist;
      },

      async addCodes(codes) {
        if (codes.length === 0) return;
        await insertArtistCodes(
          db,
          codes.map((code) => ({ code: code.toUpperCase(), codeHash: artistCodeHash(code) })),
        );
      },

      async approve(decision, context) {
        const artist = await db.transaction().execute(async (trx) => {
          await decideStudioRequest(trx, { ...decision, status: 'approved' });
          const user = await app.users.byId(decision.userId, trx);
          // Gone since, or an artist already (a code in between, a redelivery): nothing to change.
          if (!user || !canRequestStudio(user.role)) return null;
          return becomeArtist(app, trx, user.id, 'studio-request', context);
        });
        if (artist) await announceSessionsEnded(app, artist);
      },

      async reject(decision) {
        await decideStudioRequest(db, { ...decision, status: 'rejected' });
      },
    } satisfies Studio);

    // Images from before they were private are moved once; a failure is retried at the next start.
    let privatizing: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      privatizing = privatizeLegacyStudioImages(db, app.storage, app.log).catch((error) =>
        app.log.warn({ err: error }, 'legacy studio-request images not made private yet'),
      );
    });
    app.addHook('onClose', async () => {
      await privatizing;
    });
  },
  { name: 'studio', dependencies: ['users-repository', 'storage', 'outbox', 'session-versions'] },
);
