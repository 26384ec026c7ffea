import { canGetIntoStudio, ROLE, StudioRequested, UserBecameArtist, UserUpdated } from '@art/contracts';
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
import type { Kysely } from 'kysely';
import type { IdentityTables, UserRow } from '../db/schema.js';
import { announceSessionsEnded, recordSessionsEnded } from '../lib/end-sessions.js';
import { privatizeLegacyStudioImages } from '../lib/legacy-studio-images.js';
import type { UploadedFile } from '../lib/multipart-form.js';
import { toSnapshot } from '../lib/user-view.js';

/** The spec: studio-request images are .jpg or .png, each under 2 MB. */
export const STUDIO_IMAGE_MAX_BYTES = 2 * 1024 * 1024 - 1;
export const STUDIO_MAX_IMAGES = 6;
export const ALREADY_APPLIED = 'You have already submitted your application. We will respond you soon!';
export const ALREADY_ARTIST = 'You already have a studio.';
export const CODE_NOT_VERIFIED = 'The code you provided could not be verified.';

/** The team looks at the work in a review screen: a large view and a thumbnail are enough. */
const STUDIO_VARIANTS: Record<string, ImageVariant> = {
  large: { width: 1600, fit: 'inside' },
  thumbnail: { width: 240, height: 240, fit: 'cover' },
};

export function normalizeArtistCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface Studio {
  request(user: UserRow, message: string, images: UploadedFile[], context: EventContext): Promise<void>;
  /** A valid, unused code makes the user an artist at once. */
  redeemCode(user: UserRow, code: string, context: EventContext): Promise<UserRow>;
  addCodes(codes: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: Studio;
  }
}

export const studioPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db as Kysely<IdentityTables>;
    const hasApplied = async (userId: string) =>
      Boolean(await db.selectFrom('studio_requests').select('id').where('user_id', '=', userId).executeTakeFirst());

    app.decorate('studio', {
      async request(user, message, images, context) {
        if (!canGetIntoStudio(user.role)) throw conflict(ALREADY_ARTIST);
        if (await hasApplied(user.id)) throw conflict(ALREADY_APPLIED);
        if (!message.trim()) throw badRequest('Please tell us about yourself');
        if (message.length > 5000) throw badRequest('About Yourself must be at most 5000 characters');
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
            const row = await trx
              .insertInto('studio_requests')
              .values({ user_id: user.id, message: message.trim(), images: JSON.stringify(stored) })
              .onConflict((oc) => oc.column('user_id').doNothing())
              .returning('id')
              .executeTakeFirst();
            if (!row) return false;
            await writeEvent(
              trx,
              StudioRequested,
              { userId: user.id, name: user.name, email: user.email, message: message.trim() },
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
        app.outbox.kick();
      },

      async redeemCode(user, code, context) {
        if (!canGetIntoStudio(user.role)) throw conflict(ALREADY_ARTIST);
        const normalized = normalizeArtistCode(code);
        if (!normalized) throw new AppError(400, 'error', CODE_NOT_VERIFIED);
        const artist = await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable('artist_codes')
            .set({ used_by: user.id, used_at: new Date() })
            .where('code', '=', normalized)
            .where('used_by', 'is', null)
            .where('used_at', 'is', null)
            .returning('code')
            .executeTakeFirst();
          if (!claimed) return null;
          // A code is handed out by the marketplace team, who vouch for the artist: badge included.
          // Tokens carry the role: the old ones end, the answer brings a new one.
          const row = await app.users.update(
            trx,
            user.id,
            { role: ROLE.artist, verified_artist: true },
            { endSessions: true },
          );
          const actor = { ...context, actor: { userId: row.id, role: row.role } };
          await writeEvent(trx, UserBecameArtist, { userId: row.id, role: row.role, via: 'artist-code' }, actor);
          await writeEvent(trx, UserUpdated, toSnapshot(row), actor);
          // Below the new version only: the artist's fresh token (and its socket) holds.
          await recordSessionsEnded(
            trx,
            { userId: row.id, sessionVersion: row.session_version, reason: 'role-change' },
            actor,
          );
          return row;
        });
        if (!artist) throw new AppError(400, 'error', CODE_NOT_VERIFIED);
        await announceSessionsEnded(app, artist);
        return artist;
      },

      async addCodes(codes) {
        if (codes.length === 0) return;
        await db
          .insertInto('artist_codes')
          .values(codes.map((code) => ({ code: normalizeArtistCode(code) })))
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
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
