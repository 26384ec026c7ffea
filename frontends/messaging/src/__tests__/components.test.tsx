// What the inbox's components put on the page (react-dom/server inside the shell's providers, no
// browser): conversations and their last words, messages with Sent / Seen, the composer's states,
// and the skeletons drawn while they load.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMember, ChatMessage, ChatRoom } from '@art/sdk/messaging';
import { renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { NewGroupForm } from '../Components/group/NewGroupForm.js';
import { ConversationList } from '../Components/inbox/ConversationList.js';
import { ConversationSidebar } from '../Components/inbox/ConversationSidebar.js';
import { SearchResults } from '../Components/inbox/SearchResults.js';
import { Composer } from '../Components/thread/Composer.js';
import { MessageItem } from '../Components/thread/MessageItem.js';
import { MessageList } from '../Components/thread/MessageList.js';
import { PicturePreview } from '../Components/thread/PicturePreview.js';
import { RoomMenu } from '../Components/thread/RoomMenu.js';
import { ThreadHeader } from '../Components/thread/ThreadHeader.js';
import { ThreadSkeleton } from '../Components/thread/ThreadSkeleton.js';
import { recordTyping, stoppedTyping } from '../lib/typing.js';
import { messagingKeys } from '../messagingKeys.js';
import { ChatPrivacySetting } from '../Routes/ChatPrivacy/ChatPrivacySetting.js';
import { HeaderLive } from '../Routes/HeaderLive/HeaderLive.js';
import { InboxRoute } from '../Routes/Inbox/InboxRoute.js';
import { NewGroupRoute } from '../Routes/NewGroup/NewGroupRoute.js';

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
    unread: 0,
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
    assert.match(html, /data-testid="conversation-last"[^>]*>You: Picture</);
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
  it('gives the blocked party a menu still (to delete the conversation; lib/rooms says which actions)', () => {
    const room = aRoom({ isBlocked: true, blockBy: sita._id });
    const html = renderWithShell(<ThreadHeader room={room} viewerId={ram._id} onBack={ignore} onAction={ignore} />);
    assert.match(html, /room-menu/);
  });
  it('keeps its actions hidden until opened', () => {
    const html = renderWithShell(<RoomMenu actions={['leave']} onAction={ignore} />);
    assert.doesNotMatch(html, /room-leave/);
    assert.equal(renderWithShell(<RoomMenu actions={[]} onAction={ignore} />).includes('room-menu'), false);
  });
});

describe('unread counts', () => {
  it('shows how many messages of each conversation are unread, but not of the one on screen', () => {
    const rooms = [aRoom({ unread: 3, seen: false }), aRoom({ _id: 'r2', unread: 120, seen: false })];
    const html = renderWithShell(<ConversationList rooms={rooms} viewerId={ram._id} activeRoomId="r2" />);
    assert.match(html, /aria-label="Unread messages: 3"[^>]*data-testid="conversation-unread">3</);
    assert.equal(html.match(/conversation-unread/g)?.length, 1);
    const many = renderWithShell(<ConversationList rooms={rooms} viewerId={ram._id} />);
    assert.match(many, /data-testid="conversation-unread">99\+</);
  });
  it('keeps the dot for a new conversation with nothing said to read yet', () => {
    const html = renderWithShell(<ConversationList rooms={[aRoom({ seen: false, unread: 0 })]} viewerId={ram._id} />);
    assert.match(html, /aria-label="New message"/);
    assert.doesNotMatch(html, /conversation-unread/);
  });
  it('puts the count on the header’s inbox, named for screen readers', () => {
    const html = renderWithShell(<HeaderLive />, {
      user: viewer,
      queries: [[messagingKeys.unread(ram._id), { total: 7, conversations: 2 }]],
    });
    assert.match(tagOf(html, 'header-inbox'), /aria-label="Inbox, unread messages: 7"/);
    assert.match(html, /data-testid="header-inbox-count" aria-hidden="true">7</);
    const none = renderWithShell(<HeaderLive />, {
      user: viewer,
      queries: [[messagingKeys.unread(ram._id), { total: 0, conversations: 0 }]],
    });
    assert.match(tagOf(none, 'header-inbox'), /aria-label="Inbox"/);
    assert.doesNotMatch(none, /header-inbox-count/);
  });
});

describe('typing and presence', () => {
  it('says “typing…” in the list and under the name while the other types', () => {
    recordTyping({ room: 'r1', userId: sita._id, isTyping: true });
    try {
      const list = renderWithShell(<ConversationList rooms={[aRoom()]} viewerId={ram._id} />);
      assert.match(list, /data-typing="true">typing…</);
      const header = renderWithShell(
        <ThreadHeader room={aRoom()} viewerId={ram._id} onBack={ignore} onAction={ignore} />,
      );
      assert.match(header, /data-testid="thread-status" data-kind="typing">typing…</);
      const group = aRoom({ type: 'group', name: 'Circle' });
      const inGroup = renderWithShell(
        <ThreadHeader room={group} viewerId={ram._id} onBack={ignore} onAction={ignore} />,
      );
      assert.match(inGroup, />Sita is typing…</);
    } finally {
      stoppedTyping('r1', sita._id);
    }
  });
  it('says Online, or when last seen, or nothing when hidden', () => {
    const header = (presence: Parameters<typeof ThreadHeader>[0]['presence']) =>
      renderWithShell(
        <ThreadHeader room={aRoom()} viewerId={ram._id} presence={presence} onBack={ignore} onAction={ignore} />,
      );
    const online = header({
      status: 'success',
      hidden: false,
      presence: [{ userId: sita._id, online: true, lastSeen: null }],
    });
    assert.match(online, /data-kind="online">Online</);
    const earlier = header({
      status: 'success',
      hidden: false,
      presence: [{ userId: sita._id, online: false, lastSeen: '2025-03-03T08:15:00.000Z' }],
    });
    assert.match(earlier, /data-kind="lastSeen">Last seen Mar 3, 2025, /);
    assert.match(header({ status: 'success', hidden: true, presence: [] }), /data-kind="none"><\/span>/);
    assert.match(header(undefined), /data-kind="none"><\/span>/);
  });
});

describe('message times', () => {
  it('shows the date for a message of another day', () => {
    const html = renderWithShell(
      <MessageItem message={aMessage({ createdAt: '2025-03-03T08:15:00.000Z' })} viewerId={ram._id} />,
    );
    assert.match(html, /<time dateTime="2025-03-03T08:15:00.000Z" data-testid="message-time">Mar 3, 2025, /);
  });
});

describe('PicturePreview', () => {
  it('shows the picked picture with a button to remove it', () => {
    const html = renderWithShell(<PicturePreview address="blob:x" isDisabled={false} onRemove={ignore} />);
    assert.match(html, /<img[^>]*src="blob:x"[^>]*alt="Picture to send"/);
    assert.match(tagOf(html, 'picture-preview-remove'), /aria-label="Remove picture"/);
  });
});

describe('search', () => {
  it('offers a labelled search above the conversations', () => {
    const html = renderWithShell(<ConversationSidebar rooms={[aRoom()]} isLoading={false} viewerId={ram._id} />);
    assert.match(html, /<form role="search"/);
    assert.match(html, /class="art-visually-hidden">Search your conversations<\/label><input[^>]*type="search"/);
    assert.match(html, /data-testid="conversation-list"/);
  });
  it('lists the conversations and the messages found, each word marked, with more to load', () => {
    const found = {
      status: 'success',
      conversations: [aRoom()],
      messages: [
        {
          _id: 'm7',
          room: 'r9',
          roomType: 'group',
          roomName: 'Patan painters',
          postedBy: sita,
          message: 'A Thangka fair',
          createdAt: '2025-03-03T08:15:00.000Z',
        },
      ],
      page: 1,
      hasMore: true,
    };
    const html = renderWithShell(<SearchResults term="thangka" viewerId={ram._id} />, {
      user: viewer,
      queries: [[messagingKeys.search('thangka', ram._id), { pages: [found], pageParams: [1] }]],
    });
    assert.match(html, /<h2[^>]*>Conversations<\/h2>/);
    assert.match(tagOf(html, 'search-hit'), /href="\/messages\/r9"/);
    assert.match(html, /Sita: A <mark>Thangka<\/mark> fair/);
    assert.match(html, /data-testid="search-more"/);
  });
  it('says when nothing was found', () => {
    const none = { status: 'success', conversations: [], messages: [], page: 1, hasMore: false };
    const html = renderWithShell(<SearchResults term="zzz" viewerId={ram._id} />, {
      user: viewer,
      queries: [[messagingKeys.search('zzz', ram._id), { pages: [none], pageParams: [1] }]],
    });
    assert.match(html, /data-testid="search-none">Nothing found for “zzz”</);
  });
});

describe('NewGroupForm', () => {
  it('asks for a name and lists the people to choose, none chosen yet', () => {
    const html = renderWithShell(
      <NewGroupForm candidates={[sita]} isSaving={false} onCreate={ignore} onCancel={ignore} />,
    );
    assert.match(html, /Group name/);
    assert.match(tagOf(html, 'group-person'), /type="checkbox"/);
    assert.match(html, /data-testid="group-chosen">Chosen: 0</);
  });
  it('says who a group can be made with when there is nobody yet', () => {
    const html = renderWithShell(<NewGroupForm candidates={[]} isSaving={false} onCreate={ignore} onCancel={ignore} />);
    assert.match(html, /data-testid="group-nobody">A group is made with the people you chat with/);
  });
});

describe('ChatPrivacySetting', () => {
  it('shows nothing until loaded, then whether others see one’s presence', () => {
    assert.doesNotMatch(renderWithShell(<ChatPrivacySetting />, { user: viewer }), /chat-privacy/);
    const shown = renderWithShell(<ChatPrivacySetting />, {
      user: viewer,
      queries: [[messagingKeys.settings(ram._id), { showPresence: true }]],
    });
    assert.match(shown, /<h2 id="msg-privacy-title">Chat<\/h2>/);
    assert.match(tagOf(shown, 'chat-show-presence'), /checked=""/);
    const hidden = renderWithShell(<ChatPrivacySetting />, {
      user: viewer,
      queries: [[messagingKeys.settings(ram._id), { showPresence: false }]],
    });
    assert.doesNotMatch(tagOf(hidden, 'chat-show-presence'), /checked/);
  });
});

describe('loading skeletons', () => {
  it('draws conversation rows while the list loads, then the conversations', () => {
    const loading = renderWithShell(<ConversationSidebar rooms={[]} isLoading viewerId={ram._id} />);
    assert.match(
      tagOf(loading, 'conversations-loading'),
      /class="msg-list"[^>]*aria-busy="true" aria-label="Loading…"/,
    );
    assert.doesNotMatch(loading, /art-spinner/);
    const loaded = renderWithShell(<ConversationSidebar rooms={[aRoom()]} isLoading={false} viewerId={ram._id} />);
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
      queries: [[messagingKeys.rooms(ram._id), [aRoom()]]],
    });
    assert.doesNotMatch(loaded, /new-group-loading/);
    assert.match(loaded, /data-testid="new-group-form"/);
  });
});
