// The notification area's screens, en. notification.ne.ts and notification.zh.ts mirror these keys (a test checks).
export const notificationEn = {
  common: {
    loading: 'Loading…',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  page: {
    title: 'Your Notifications',
    markAll: 'Mark all as read',
    clear: 'Clear notifications',
    clearTitle: 'Clear Notifications',
    clearMessage: 'Are you sure you want to clear all your notifications?',
    cleared: 'Your notifications have been cleared',
    clearFailed: 'Something went wrong. Please reload and try again',
    empty: "You don't have any Notification!",
    list: 'Notifications',
    unread: 'Unread',
    someone: 'Someone',
  },
  follow: {
    follow: 'Follow',
    following: 'Following',
    requestSent: 'Follow request sent',
    alreadyFollowing: 'You already follow this artist. Please refresh the page again.',
    notFound: 'An error occurred. Please refresh the page and try again.',
    unexpected: 'An unexpected error occurred. Please refresh the page and try again.',
    approve: 'Approve',
    approved: 'Follow request approved',
    approveFailed: 'Something went wrong. Please reload and try again',
  },
  moderation: {
    'studio-approved': 'Your studio has been approved',
    'studio-rejected': 'Your studio request was not approved: {{reason}}',
    'content-hidden': 'Your {{what}} was hidden by the moderators: {{reason}}',
    'member-warned': 'You received a warning from the moderators: {{reason}}',
    'report-resolved': {
      dismissed: 'We reviewed your report and found no rule broken. Thank you for telling us.',
      hidden: 'We reviewed your report and hid the content. Thank you for telling us.',
      warned: 'We reviewed your report and warned the member. Thank you for telling us.',
      suspended: 'We reviewed your report and suspended the account. Thank you for telling us.',
    },
    content: {
      user: 'profile',
      post: 'post',
      comment: 'comment',
      artwork: 'artwork',
      'artwork-comment': 'comment',
    },
  },
  works: {
    'new-work': 'listed a new work: {{name}}',
    'exhibition-opening': 'The exhibition {{name}} you follow has opened',
    'exhibition-closing-soon': 'The exhibition {{name}} you follow closes in two days',
  },
  stop: {
    title: 'Stop an e-mail',
    explain:
      'Stop the daily e-mail of new works from the studios you follow? Notifications in the app are not changed.',
    button: 'Stop this e-mail',
    done: 'Done: you will not get this e-mail any more. You can turn it back on under E-mails on your notifications page.',
  },
  mail: {
    title: 'E-mails',
    explain:
      'Choose which e-mails you receive. Mails about your account (verification, password) and the receipts of your orders, payments and refunds are always sent.',
    saved: 'Your e-mail settings have been saved',
    failed: 'Something went wrong. Please try again.',
    kinds: {
      'studio-request-received': 'My studio request was received',
      'new-order': 'New orders of my artworks',
      'order-progress': 'My orders confirmed, shipped or delivered',
      'order-cancelled': 'Items of my orders cancelled',
      'refund-pending': 'Refunds on their way',
      'new-works-digest': 'New works from studios I follow (a daily e-mail)',
    },
  },
};

export type NotificationTexts = typeof notificationEn;
