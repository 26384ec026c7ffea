// The inbox's loading states: skeletons of the final layout, busy and named, not a spinner; and the
// content in their place once it has come (react-dom/server inside the shell's providers).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMember, ChatRoom } from '@art/sdk/messaging';
import { renderWithShell, tagOf } from '@art/ui/testing';
import { ConversationSidebar } from '../Components/inbox/ConversationSidebar.js';
import { SearchResults } from '../Components/inbox/SearchResults.js';
import { ThreadSkeleton } from '../Components/thread/ThreadSkeleton.js';
import { messagingKeys } from '../messagingKeys.js';
import { InboxRoute } from '../Routes/Inbox/InboxRoute.js';
import { NewGroupRoute } from '../Routes/NewGroup/NewGroupRoute.js';

const ram: ChatMember = { _id: 'u1', name: 'Ram', slug: 'ram', picture: '', role: 1 };
const sita: ChatMember = { _id: 'u2', name: 'Sita', slug: 'sita-studio', picture: '', role: 11 };
const viewer = { _id: ram._id, slug: ram.slug, name: ram.name, role: ram.role };
const room: ChatRoom = {
  _id: 'r1',
  type: 'normal',
  name: '',
  participants: [ram, sita],
  isBlocked: false,
  blockBy: null,
  lastMessage: { message: 'Namaste', messageType: 'text', from: sita._id },
  updatedAt: '2026-01-01T10:00:00.000Z',
  seen: true,
  unread: 0,
};

describe('loading skeletons', () => {
  it('draws conversation rows while the list loads, then the conversations', () => {
    const loading = renderWithShell(<ConversationSidebar rooms={[]} isLoading viewerId={ram._id} />);
    assert.match(
      tagOf(loading, 'conversations-loading'),
      /class="msg-list"[^>]*aria-busy="true" aria-label="Loading…"/,
    );
    assert.doesNotMatch(loading, /art-spinner/);
    const loaded = renderWithShell(<ConversationSidebar rooms={[room]} isLoading={false} viewerId={ram._id} />);
    assert.doesNotMatch(loaded, /conversations-loading/);
    assert.match(loaded, /data-testid="conversation-list"/);
  });
  it('draws result rows while a search runs, then what it found', () => {
    const loading = renderWithShell(<SearchResults term="thangka" viewerId={ram._id} />, { user: viewer });
    assert.match(tagOf(loading, 'search-loading'), /aria-busy="true" aria-label="Loading…"/);
    const none = { status: 'success', conversations: [], messages: [], page: 1, hasMore: false };
    const loaded = renderWithShell(<SearchResults term="thangka" viewerId={ram._id} />, {
      user: viewer,
      queries: [[messagingKeys.search('thangka', ram._id), { pages: [none], pageParams: [1] }]],
    });
    assert.doesNotMatch(loaded, /search-loading/);
    assert.match(loaded, /data-testid="search-none"/);
  });
  it('draws a thread (header, bubbles, composer) while one loads', () => {
    const html = renderWithShell(<ThreadSkeleton label="Loading…" />);
    assert.match(tagOf(html, 'thread-loading'), /aria-busy="true"/);
    assert.match(html, /role="status">Loading…</);
    assert.match(html, /class="msg-thread-head"/);
    assert.match(html, /class="msg-bubble" data-own="true"/);
    assert.match(html, /class="msg-composer"/);
  });
  it('keeps the inbox layout while a chat opens, the thread drawn where it will be', () => {
    const html = renderWithShell(<InboxRoute />, { user: viewer, path: '/inbox?to=u2' });
    assert.match(html, /class="msg-layout" data-showing="true"/);
    assert.match(html, /data-testid="thread-loading"/);
    assert.doesNotMatch(html, /art-spinner/);
  });
  it('draws the new group’s form while the people load, then the form', () => {
    const loading = renderWithShell(<NewGroupRoute />, { user: viewer });
    assert.match(tagOf(loading, 'new-group-loading'), /aria-busy="true"/);
    assert.match(loading, /role="status">Loading…</);
    assert.doesNotMatch(loading, /new-group-form/);
    const loaded = renderWithShell(<NewGroupRoute />, {
      user: viewer,
      queries: [[messagingKeys.rooms(ram._id), [room]]],
    });
    assert.doesNotMatch(loaded, /new-group-loading/);
    assert.match(loaded, /data-testid="new-group-form"/);
  });
});
