// What the inbox's components put on the page (react-dom/server inside the shell's providers, no
// browser): conversations and their last words, messages with Sent / Seen, the composer's states.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMember, ChatMessage, ChatRoom } from '@art/sdk/messaging';
import { renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { ConversationList } from '../Components/inbox/ConversationList.js';
import { Composer } from '../Components/thread/Composer.js';
import { MessageItem } from '../Components/thread/MessageItem.js';
import { MessageList } from '../Components/thread/MessageList.js';
import { RoomMenu } from '../Components/thread/RoomMenu.js';
import { ThreadHeader } from '../Components/thread/ThreadHeader.js';

const ram: ChatMember = { _id: 'u1', name: 'Ram', slug: 'ram', picture: '', role: 1 };
const sita: ChatMember = { _id: 'u2', name: 'Sita', slug: 'sita-studio', picture: '', role: 11 };
const viewer = { _id: ram._id, slug: ram.slug, name: ram.name, role: ram.role };
const ignore = () => {};

function aRoom(change: Partial<ChatRoom> = {}): ChatRoom {
  return {
    _id: 'r1',
    type: 'normal',
    name: '',
    participants: [ram, sita],
    isBlocked: false,
    blockBy: null,
    lastMessage: { message: 'Is the painting still for sale?', messageType: 'text', from: sita._id },
    updatedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    seen: true,
    ...change,
  };
}

function aMessage(change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    room: 'r1',
    postedBy: ram,
    message: 'Namaste',
    messageType: 'text',
    seen: [ram._id],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...change,
  };
}

describe('ConversationList', () => {
  it('says there are no conversations yet when there are none', () => {
    const html = renderWithShell(<ConversationList rooms={[]} viewerId={ram._id} />);
    assert.match(html, /data-testid="conversations-none">No conversations yet</);
    assert.doesNotMatch(html, /<ul/);
  });
  it('names each chat by the other person, with their last words and how long ago', () => {
    const html = renderWithShell(<ConversationList rooms={[aRoom()]} viewerId={ram._id} />);
    assert.match(html, /<ul[^>]*aria-label="Conversations"/);
    assert.match(tagOf(html, 'conversation-item'), /href="\/messages\/r1"/);
    assert.match(textOf(html), /Sita 3m Is the painting still for sale\?/);
  });
  it('prefixes the viewer\'s own last message with "You" and names a picture', () => {
    const html = renderWithShell(
      <ConversationList
        rooms={[aRoom({ lastMessage: { message: 'https://x/p.jpg', messageType: 'image', from: ram._id } })]}
        viewerId={ram._id}
      />,
    );
    assert.match(html, /data-testid="conversation-last">You: Picture</);
  });
  it('marks an unseen conversation, but not the one open on screen', () => {
    const unseen = aRoom({ seen: false });
    assert.match(renderWithShell(<ConversationList rooms={[unseen]} viewerId={ram._id} />), /aria-label="New message"/);
    const open = renderWithShell(<ConversationList rooms={[unseen]} viewerId={ram._id} activeRoomId="r1" />);
    assert.doesNotMatch(open, /aria-label="New message"/);
    assert.match(tagOf(open, 'conversation-item'), /aria-current="page"/);
  });
});

describe('MessageItem', () => {
  it("shows the viewer's own message as Sent until someone else has seen it", () => {
    const sent = renderWithShell(<MessageItem message={aMessage()} viewerId={ram._id} />);
    assert.match(tagOf(sent, 'message-item'), /data-own="true"/);
    assert.match(sent, /data-testid="message-sent"/);
    assert.match(textOf(sent), /Sent$/);
    const seen = renderWithShell(<MessageItem message={aMessage({ seen: [ram._id, sita._id] })} viewerId={ram._id} />);
    assert.match(seen, /data-testid="message-seen"/);
  });
  it("shows another's message without a Sent mark, and a picture with its sender named", () => {
    const html = renderWithShell(
      <MessageItem
        message={aMessage({ postedBy: sita, messageType: 'image', message: 'https://x/p.jpg' })}
        viewerId={ram._id}
      />,
    );
    assert.match(tagOf(html, 'message-item'), /data-own="false"/);
    assert.match(html, /<img[^>]*src="https:\/\/x\/p.jpg"[^>]*alt="Picture sent by Sita"/);
    assert.doesNotMatch(html, /message-sent|message-seen/);
  });
  it('shows only the notice for a message across a block', () => {
    const html = renderWithShell(
      <MessageItem message={aMessage({ postedBy: sita, collapsed: 'you-blocked', message: '' })} viewerId={ram._id} />,
    );
    assert.match(html, /data-testid="message-collapsed">Message from a member you blocked</);
  });
  it('tells who joined or left a group', () => {
    const html = renderWithShell(
      <MessageItem message={aMessage({ messageType: 'left', message: 'Hari' })} viewerId={ram._id} />,
    );
    assert.equal(textOf(html), 'Hari left');
  });
});

describe('MessageList', () => {
  it('is a named list, oldest first, offering older messages when there are more', () => {
    const html = renderWithShell(
      <MessageList
        messages={[aMessage(), aMessage({ _id: 'm2', message: 'Dhanyabad' })]}
        viewerId={ram._id}
        hasMore
        isLoadingMore={false}
        onLoadMore={ignore}
      />,
    );
    assert.match(html, /<ol[^>]*aria-label="Messages"/);
    assert.match(html, /data-testid="load-more">Load More</);
    assert.ok(html.indexOf('Namaste') < html.indexOf('Dhanyabad'));
  });
  it('offers no Load More at the start of the thread, and is busy while loading', () => {
    const start = renderWithShell(
      <MessageList
        messages={[aMessage()]}
        viewerId={ram._id}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={ignore}
      />,
    );
    assert.doesNotMatch(start, /load-more/);
    const loading = renderWithShell(
      <MessageList messages={[]} viewerId={ram._id} hasMore isLoadingMore onLoadMore={ignore} />,
    );
    assert.match(tagOf(loading, 'load-more'), /aria-busy="true"/);
  });
});

describe('Composer', () => {
  it('has a labelled message field and a Send button disabled while it is empty', () => {
    const html = renderWithShell(<Composer roomId="r1" block="open" />, { user: viewer });
    assert.match(html, /<label for="([^"]+)" class="art-visually-hidden">Message<\/label><input id="\1"/);
    assert.match(tagOf(html, 'message-input'), /placeholder="Type a message"/);
    assert.match(tagOf(html, 'message-send'), /disabled=""/);
    assert.match(tagOf(html, 'message-picture-input'), /accept="image\/\*"/);
  });
  it('tells the blocked party they cannot write, with no form', () => {
    const html = renderWithShell(<Composer roomId="r1" block="byOther" />, { user: viewer });
    assert.match(html, /role="status"[^>]*>You cannot send message to this user</);
    assert.doesNotMatch(html, /<form/);
  });
  it('tells the blocker to unblock first, above the form', () => {
    const html = renderWithShell(<Composer roomId="r1" block="byYou" />, { user: viewer });
    assert.match(html, />Please unblock to send the message<\/p><form/);
  });
});

describe('ThreadHeader and RoomMenu', () => {
  it("links a one-to-one chat to the other person's studio and offers the menu", () => {
    const html = renderWithShell(<ThreadHeader room={aRoom()} viewerId={ram._id} onBack={ignore} onAction={ignore} />);
    assert.match(tagOf(html, 'thread-title'), /^<a[^>]*href="\/studios\/sita-studio"/);
    assert.match(html, /data-testid="thread-title"[^>]*>Sita<\/a>/);
    assert.match(html, /aria-label="Back"/);
    assert.match(tagOf(html, 'room-menu'), /aria-label="Conversation options"[^>]*aria-expanded="false"/);
  });
  it('gives the blocked party no menu (only the blocker may unblock)', () => {
    const room = aRoom({ isBlocked: true, blockBy: sita._id });
    const html = renderWithShell(<ThreadHeader room={room} viewerId={ram._id} onBack={ignore} onAction={ignore} />);
    assert.doesNotMatch(html, /room-menu/);
  });
  it('keeps its actions hidden until opened', () => {
    const html = renderWithShell(<RoomMenu actions={['leave']} onAction={ignore} />);
    assert.doesNotMatch(html, /room-leave/);
    assert.equal(renderWithShell(<RoomMenu actions={[]} onAction={ignore} />).includes('room-menu'), false);
  });
});
