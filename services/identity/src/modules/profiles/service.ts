import { type MemberLanguage, UserUpdated } from '@art/contracts';
import { badRequest, COVER_VARIANTS, checkImage, type EventContext, PICTURE_VARIANTS, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.js';
import { toSnapshot } from '../accounts/views.js';
import type { UploadedFile } from '../uploads/form.js';
import { profileChanges } from './rules.js';

/** Both limits are 5 MB, the cover's too: docs/decisions/0008-identity-service-choices.md says why. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export interface Profiles {
  /** Applies the Edit Information form: all of it or, on any problem, none of it. */
  update(user: UserRow, fields: Record<string, string>, files: UploadedFile[], context: EventContext): Promise<UserRow>;
  /** Saves the member's language; undefined when there is no such account. */
  setLanguage(userId: string, language: MemberLanguage): Promise<MemberLanguage | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    profiles: Profiles;
  }
}

export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    app.decorate('profiles', {
      async update(user, fields, files, context) {
        const result = profileChanges(fields, user);
        if ('problem' in result) throw badRequest(result.problem);
        const picture = files.find((file) => file.field === 'picture');
        const cover = files.find((file) => file.field === 'cover');
        // Every check happens before anything is stored.
        if (picture)
          await checkImage(picture.buffer, {
            maxBytes: PICTURE_MAX_BYTES,
            tooLargeMessage: 'Profile picture must be less than 5 MB',
          });
        if (cover)
          await checkImage(cover.buffer, {
            maxBytes: COVER_MAX_BYTES,
            tooLargeMessage: 'Cover image must be less than 5 MB',
          });

        const changes = { ...result.changes, updated: true };
        const newKeys: string[] = [];
        const oldKeys = [...user.media_keys];
        let keys = [...user.media_keys];
        if (picture) {
          const stored = await app.storage.storeImage(picture.buffer, {
            prefix: `users/${user.id}/picture`,
            variants: PICTURE_VARIANTS,
          });
          changes.picture = stored.urls.picture;
          newKeys.push(...stored.keys);
          keys = keys.filter((key) => !key.includes('/picture/')).concat(stored.keys);
        }
        if (cover) {
          const stored = await app.storage.storeImage(cover.buffer, {
            prefix: `users/${user.id}/cover`,
            variants: COVER_VARIANTS,
          });
          changes.cover = stored.urls.cover;
          newKeys.push(...stored.keys);
          keys = keys.filter((key) => !key.includes('/cover/')).concat(stored.keys);
        }
        if (newKeys.length > 0) Object.assign(changes, { media_keys: JSON.stringify(keys) });

        let updated: UserRow;
        try {
          updated = await db.transaction().execute(async (trx) => {
            const row = await app.users.update(trx, user.id, changes);
            await writeEvent(trx, UserUpdated, toSnapshot(row), context);
            return row;
          });
        } catch (error) {
          await app.storage.removeObjects(newKeys).catch(() => undefined);
          throw error;
        }
        // The replaced images are no longer referenced by anyone.
        const replaced = oldKeys.filter((key) => !keys.includes(key));
        if (replaced.length > 0) {
          app.storage
            .removeObjects(replaced)
            .catch((err) => app.log.warn({ err }, 'old profile images were not removed'));
        }
        return updated;
      },

      async setLanguage(userId, language) {
        // Nobody else keeps it (the mail worker asks identity at send time), so no snapshot event
        // is written and the snapshot version stays where the other areas have it.
        const row = await db
          .updateTable('users')
          .set({ language, language_chosen: true, updated_at: new Date() })
          .where('id', '=', userId)
          .returning('language')
          .executeTakeFirst();
        return row?.language;
      },
    } satisfies Profiles);
  },
  { name: 'profiles', dependencies: ['users-repository', 'storage', 'outbox'] },
);
