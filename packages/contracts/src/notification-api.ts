import { type Static, Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Spec section 3: a notification as the page and the header read it. */
export const NotificationView = Type.Object({
  _id: Type.String(),
  type: Type.Union([Type.Literal('follow'), Type.Literal('post'), Type.Literal('other')]),
  /** 'no' and 'seen' count as unread; 'read' once opened. */
  read: Type.Union([Type.Literal('no'), Type.Literal('seen'), Type.Literal('read')]),
  sender: Nullable(Type.Object({ _id: Type.String(), name: Type.String(), picture: Type.String() })),
  message: Type.String(),
  link: Type.String(),
  image: Type.String(),
  created: Type.String(),
  /** For a follow request: the request's id, which approves it (POST /user/approvefollow). */
  followRequestId: Nullable(Type.String()),
});
export type NotificationView = Static<typeof NotificationView>;

/** `GET /notifications/all`: newest first, the first 100. */
export const NotificationList = Type.Object({ status: Type.String(), message: Type.Array(NotificationView) });

export const NOTIFICATIONS_KEPT = 100;
