// What the notification page's components put on the page (react-dom/server inside the shell's
// providers, no browser): the rows, their links and buttons, the empty state, the mail choices.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { NotificationView } from '@art/sdk/notification';
import { languageTextsLoaded, renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { MailPreferences } from '../Components/mail/MailPreferences.js';
import { ApproveButton } from '../Components/notifications/ApproveButton.js';
import { FollowBackButton } from '../Components/notifications/FollowBackButton.js';
import { NotificationRow } from '../Components/notifications/NotificationRow.js';
import { notificationKeys } from '../notificationKeys.js';
import { NotificationsRoute } from '../Routes/Notifications/NotificationsRoute.js';
import { StopMailRoute } from '../Routes/StopMail/StopMailRoute.js';

const sita = { _id: 'u2', slug: 'sita', name: 'Sita', role: 1 };
const ignore = () => {};

function aNotification(change: Partial<NotificationView> = {}): NotificationView {
  return {
    _id: 'n1',
    type: 'post',
    read: 'no',
    sender: { _id: 'u1', name: 'Ram', picture: '' },
    message: 'liked your post',
    link: 'p42',
    image: '',
    created: '2026-01-01T10:00:00.000Z',
    followRequestId: null,
    ...change,
  };
}

// Some renders below are in Nepali or Chinese, whose texts a page fetches when it needs them.
before(languageTextsLoaded);
describe('NotificationRow', () => {
  it('names the sender before the message and links a post to its page', () => {
    const html = renderWithShell(
      <NotificationRow notification={aNotification()} following={undefined} onOpen={ignore} />,
    );
    assert.match(html, /<a href="\/feed\/p42"[^>]*>/);
    assert.match(textOf(html), /Ram liked your post/);
    assert.match(html, /<time[^>]*dateTime="2026-01-01T10:00:00.000Z"/);
  });
  it('marks an unread notification for screen readers, and a read one not', () => {
    const unread = renderWithShell(
      <NotificationRow notification={aNotification()} following={undefined} onOpen={ignore} />,
    );
    assert.match(unread, /role="img" aria-label="Unread"/);
    assert.match(unread, /data-unread="true"/);
    const read = renderWithShell(
      <NotificationRow notification={aNotification({ read: 'read' })} following={undefined} onOpen={ignore} />,
    );
    assert.doesNotMatch(read, /aria-label="Unread"/);
  });
  it('shows a sender-less notification as a sentence of its own, not "Someone"', () => {
    const html = renderWithShell(
      <NotificationRow
        notification={aNotification({ sender: null, type: 'other', message: 'Your order was shipped', link: '' })}
        following={undefined}
        onOpen={ignore}
      />,
    );
    assert.doesNotMatch(textOf(html), /Someone/);
    assert.match(html, /<button type="button" class="ntf-item__main">/);
  });
  it('offers Follow back for a follow, pressed when already followed', () => {
    const follow = aNotification({ type: 'follow', message: 'started following you', link: '' });
    const notYet = renderWithShell(<NotificationRow notification={follow} following={new Set()} onOpen={ignore} />, {
      user: sita,
    });
    assert.match(notYet, /aria-pressed="false"[^>]*>Follow<\/button>/);
    const already = renderWithShell(
      <NotificationRow notification={follow} following={new Set(['u1'])} onOpen={ignore} />,
      { user: sita },
    );
    assert.match(already, /aria-pressed="true"[^>]*>Following<\/button>/);
  });
  it('offers Approve for a follow request instead of Follow', () => {
    const request = aNotification({ type: 'follow', followRequestId: 'fr1', link: '' });
    const html = renderWithShell(<NotificationRow notification={request} following={new Set()} onOpen={ignore} />);
    assert.match(html, /data-testid="notification-approve">Approve<\/button>/);
    assert.doesNotMatch(html, /notification-follow/);
  });
});

describe('FollowBackButton and ApproveButton', () => {
  it('are small, ready buttons with their words', () => {
    assert.match(
      renderWithShell(<FollowBackButton userId="u1" isFollowing={false} />),
      /art-button--primary art-button--small[^>]*>Follow</,
    );
    assert.match(
      renderWithShell(<FollowBackButton userId="u1" isFollowing />),
      /art-button--secondary[^>]*>Following</,
    );
    assert.doesNotMatch(renderWithShell(<ApproveButton requestId="fr1" />), /disabled/);
  });
});

describe('MailPreferences', () => {
  const key = ['notification-mail-preferences', sita._id];
  it('shows nothing until the choices are loaded', () => {
    assert.doesNotMatch(renderWithShell(<MailPreferences />, { user: sita }), /mail-preferences/);
  });
  it('ticks every optional mail but those turned off', () => {
    const html = renderWithShell(<MailPreferences />, {
      user: sita,
      queries: [[key, { optional: ['new-order', 'refund-pending'], mailOff: ['refund-pending'] }]],
    });
    assert.match(html, /<h2 id="ntf-mail-title">E-mails<\/h2>/);
    assert.match(tagOf(html, 'mail-kind-new-order'), /checked=""/);
    assert.doesNotMatch(tagOf(html, 'mail-kind-refund-pending'), /checked/);
    assert.match(textOf(html), /New orders of my artworks Refunds on their way$/);
  });
});

describe('NotificationsRoute', () => {
  it('says there is nothing yet and disables the tools on an empty list', () => {
    const html = renderWithShell(<NotificationsRoute />, {
      user: sita,
      queries: [[notificationKeys.list(sita._id), []]],
    });
    assert.match(html, /<h1>Your Notifications<\/h1>/);
    assert.match(html, /data-testid="notifications-empty">You don&#x27;t have any Notification!<\/p>/);
    assert.match(html, /disabled=""[^>]*data-testid="notifications-mark-all"/);
    assert.match(html, /aria-label="Clear notifications"[^>]*disabled=""/);
  });
  it('lists the notifications, newest first, under a named list', () => {
    const html = renderWithShell(<NotificationsRoute />, {
      user: sita,
      queries: [
        [
          notificationKeys.list(sita._id),
          [aNotification({ _id: 'n2', message: 'commented on your post' }), aNotification()],
        ],
      ],
    });
    assert.match(html, /<ul class="ntf-list" aria-label="Notifications">/);
    assert.equal(html.match(/data-testid="notification-item"/g)?.length, 2);
    assert.ok(html.indexOf('commented on your post') < html.indexOf('liked your post'));
    assert.doesNotMatch(html, /notifications-empty/);
  });
});

describe('StopMailRoute', () => {
  it('asks before it stops the mail, in the reader’s language', () => {
    const html = renderWithShell(<StopMailRoute />, { path: '/mail/stop' });
    assert.match(html, /<h1>Stop an e-mail<\/h1>/);
    assert.match(tagOf(html, 'stop-mail'), /disabled/, 'no token, nothing to send');
    assert.match(renderWithShell(<StopMailRoute />, { path: '/mail/stop', language: 'zh' }), /停止此邮件/);
  });
});
