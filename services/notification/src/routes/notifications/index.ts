import { ErrorResponse, NotificationList } from '@art/contracts';
import { notFound, requireViewer, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { NotificationDatabase } from '../../db/tables.js';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '../../mail/mail-kinds.js';
import { notificationsOf } from '../../notifications/notification-view.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Done = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });
const NotificationId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: "A notification's `_id`",
});
const MailKindName = Type.Union(
  OPTIONAL_MAIL_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'A kind of mail a member may turn off' },
);
const Preferences = Type.Object({
  status: Type.String(),
  /** The kinds this member turned off. */
  mailOff: Type.Array(MailKindName),
  /** Every kind that can be turned off (the rest are always sent). */
  optional: Type.Array(MailKindName),
});

export const CLEARED_MESSAGE = 'Your notifications have been cleared';

/** The signed-in member's notifications page and header: list, read states, clear; mail preferences. */
export async function notificationRoutes(app: FastifyInstance) {
  const db = app.db as Kysely<NotificationDatabase>;

  app.get(
    '/notifications/all',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: "The viewer's notifications, newest first (at most 100 are kept)",
        operationId: 'notificationList',
        security: signedIn,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => ({ status: 'success', message: await notificationsOf(db, viewerOf(request).id) }),
  );

  app.post(
    '/notifications/makeseen',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: "Mark all the viewer's new notifications seen (they still count as unread)",
        operationId: 'notificationMakeSeen',
        security: signedIn,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await db
        .updateTable('notifications')
        .set({ read: 'seen' })
        .where('user_id', '=', viewerOf(request).id)
        .where('read', '=', 'no')
        .execute();
      return { status: 'success' };
    },
  );

  app.post(
    '/notifications/makeallviewed',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: "Mark all the viewer's notifications read",
        operationId: 'notificationMakeAllViewed',
        security: signedIn,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await db
        .updateTable('notifications')
        .set({ read: 'yes' })
        .where('user_id', '=', viewerOf(request).id)
        .where('read', '<>', 'yes')
        .execute();
      return { status: 'success' };
    },
  );

  app.post(
    '/notifications/makeviewed',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the viewer’s notifications read (someone else’s is not found)',
        operationId: 'notificationMakeViewed',
        security: signedIn,
        body: Type.Object({ notificationID: NotificationId }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { notificationID } = request.body as { notificationID: string };
      const updated = await db
        .updateTable('notifications')
        .set({ read: 'yes' })
        .where('id', '=', notificationID)
        .where('user_id', '=', viewerOf(request).id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('Notification not found');
      return { status: 'success' };
    },
  );

  app.post(
    '/notifications/clear',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: "Delete all the viewer's notifications",
        operationId: 'notificationClear',
        security: signedIn,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await db.deleteFrom('notifications').where('user_id', '=', viewerOf(request).id).execute();
      return { status: 'success', message: CLEARED_MESSAGE };
    },
  );

  async function preferencesOf(userId: string) {
    const rows = await db
      .selectFrom('mail_opt_outs')
      .select('kind')
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute();
    const off = new Set<string>(rows.map((row) => row.kind));
    return {
      status: 'success',
      mailOff: OPTIONAL_MAIL_KINDS.filter((kind) => off.has(kind)),
      optional: [...OPTIONAL_MAIL_KINDS],
    };
  }

  app.get(
    '/notifications/preferences',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: 'The kinds of mail the viewer turned off, and the kinds that can be',
        operationId: 'notificationPreferences',
        security: signedIn,
        response: { 200: Preferences, ...errors },
      },
    },
    async (request) => preferencesOf(viewerOf(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['notifications'],
        summary: 'Set the kinds of mail the viewer turned off (the whole list; account mails are always sent)',
        operationId: 'notificationSetPreferences',
        security: signedIn,
        body: Type.Object({ mailOff: Type.Array(MailKindName, { maxItems: OPTIONAL_MAIL_KINDS.length * 2 }) }),
        response: { 200: Preferences, ...errors },
      },
    },
    async (request) => {
      const userId = viewerOf(request).id;
      const kinds = [...new Set((request.body as { mailOff: OptionalMailKind[] }).mailOff)];
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).execute();
        if (kinds.length > 0) {
          await trx
            .insertInto('mail_opt_outs')
            .values(kinds.map((kind) => ({ user_id: userId, kind })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      });
      return preferencesOf(userId);
    },
  );
}
