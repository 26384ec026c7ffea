import type { NotificationView } from '@art/sdk/notification';

type Translate = (key: string, options?: Record<string, string>) => string;

const CONTENT_KINDS = new Set(['user', 'post', 'comment', 'artwork', 'artwork-comment']);
const OUTCOMES = new Set(['dismissed', 'hidden', 'warned', 'suspended']);

/**
 * What a notification says in the reader's language: moderation's kinds, a followed studio's new
 * work and a followed exhibition's opening and closing are worded here from their kind and detail
 * (a reason, an outcome, `<content>:<reason>` for hidden content, a name); every other notification, and a kind this page does not know yet, shows the stored (English) message.
 */
export function notificationText(notification: Pick<NotificationView, 'message' | 'kind' | 'detail'>, t: Translate) {
  const detail = notification.detail ?? '';
  switch (notification.kind) {
    case 'studio-approved':
      return t('moderation.studio-approved');
    case 'studio-rejected':
    case 'member-warned':
      return t(`moderation.${notification.kind}`, { reason: detail });
    case 'content-hidden': {
      const split = detail.indexOf(':');
      const what = split > 0 ? detail.slice(0, split) : '';
      if (!CONTENT_KINDS.has(what)) return notification.message;
      return t('moderation.content-hidden', { what: t(`moderation.content.${what}`), reason: detail.slice(split + 1) });
    }
    case 'new-work':
    case 'exhibition-opening':
    case 'exhibition-closing-soon':
      return detail ? t(`works.${notification.kind}`, { name: detail }) : notification.message;
    case 'report-resolved':
      return OUTCOMES.has(detail) ? t(`moderation.report-resolved.${detail}`) : notification.message;
    default:
      return notification.message;
  }
}
