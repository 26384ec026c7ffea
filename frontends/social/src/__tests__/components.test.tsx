// What the feed's and profiles' components put on the page (react-dom/server inside the shell's
// providers, no browser): posts with their author, likes and comments, the filters, the forms.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PostComment, PostView, SocialUserCard } from '@art/sdk';
import { renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { CommentBox } from '../Components/comments/CommentBox.js';
import { CommentItem } from '../Components/comments/CommentItem.js';
import { FeedFilters } from '../Components/feed/FeedFilters.js';
import { PostList } from '../Components/feed/PostList.js';
import { FollowCard } from '../Components/follows/FollowCard.js';
import { FOLLOWER_STACK_MAX, FollowerStack } from '../Components/follows/FollowerStack.js';
import { PersonRow } from '../Components/follows/PersonRow.js';
import { PostCard } from '../Components/post/PostCard.js';
import { PostForm } from '../Components/post/PostForm.js';
import { PrivateAccountNotice } from '../Components/profile/PrivateAccountNotice.js';
import { socialKeys } from '../socialKeys.js';

const hari = { _id: 'u1', slug: 'hari', name: 'Hari', role: 1 };
const sitaAuthor = { _id: 's1', id: 's1', name: 'Sita', slug: 'sita', picture: '', role: 11, verifiedArtist: true };
const ignore = () => {};
const saved = async () => true;

function aComment(change: Partial<PostComment> = {}): PostComment {
  return {
    _id: 'c1',
    comment: 'Beautiful colours',
    created: '2026-01-01T10:00:00.000Z',
    author: { ...sitaAuthor, _id: 'u9', id: 'u9', name: 'Gita', slug: 'gita', role: 1, verifiedArtist: false },
    ...change,
  };
}

function aPost(change: Partial<PostView> = {}): PostView {
  return {
    _id: 'p1',
    post: 'A new series on the Bagmati at dawn.',
    picture: null,
    youtube_url: null,
    author: sitaAuthor,
    created: '2026-01-01T10:00:00.000Z',
    updated: '2026-01-01T10:00:00.000Z',
    likesCount: 1,
    liked: false,
    commentsCount: 0,
    comments: [],
    ...change,
  };
}

describe('PostCard', () => {
  it('shows the author linked to their studio, verified, and the post linked to its page', () => {
    const html = renderWithShell(<PostCard post={aPost()} />);
    assert.match(html, /<a href="\/studios\/sita"[^>]*>Sita<\/a>/);
    assert.match(html, /role="img" aria-label="Verified artist"/);
    assert.match(html, /<a href="\/feed\/p1"><time/);
    assert.match(textOf(html), /A new series on the Bagmati at dawn\./);
  });
  it('counts likes and comments in words, the like button pressed when the viewer likes it', () => {
    const html = renderWithShell(<PostCard post={aPost({ likesCount: 3, liked: true, commentsCount: 1 })} />, {
      user: hari,
    });
    assert.match(tagOf(html, 'post-like'), /aria-pressed="true"/);
    assert.match(html, /data-testid="post-like">♥ 3 likes</);
    assert.match(textOf(html), /1 comment\b/);
    const notLiked = renderWithShell(<PostCard post={aPost()} />, { user: hari });
    assert.match(notLiked, /aria-pressed="false"[^>]*>♡ 1 like</);
  });
  it('cuts a long post and offers Read More', () => {
    const html = renderWithShell(<PostCard post={aPost({ post: 'word '.repeat(100) })} />);
    assert.match(html, />Read More<\/button>/);
  });
  it('on a card previews the newest comments and offers the rest by count', () => {
    const comments = [aComment(), aComment({ _id: 'c2', comment: 'Where is this?' })];
    const html = renderWithShell(<PostCard post={aPost({ commentsCount: 7, comments })} />);
    assert.ok((html.match(/data-testid="post-comment"/g)?.length ?? 0) >= 1);
    assert.match(html, /data-testid="toggle-comments">View all comments \(7\)</);
  });
  it('on the post page shows the time without a link to itself', () => {
    const html = renderWithShell(<PostCard post={aPost()} isDetail />);
    assert.doesNotMatch(html, /href="\/feed\/p1"/);
  });
});

describe('CommentItem', () => {
  it('shows who commented, when and what', () => {
    const html = renderWithShell(<CommentItem comment={aComment()} />);
    assert.match(textOf(html), /^G Gita \S+ Beautiful colours/);
    assert.doesNotMatch(html, /Verified artist/);
  });
});

describe('CommentBox', () => {
  it('asks a guest to sign in instead of showing the box', () => {
    const html = renderWithShell(<CommentBox onSubmit={async () => true} />);
    assert.match(html, /data-testid="comment-login">Write a comment</);
    assert.doesNotMatch(html, /comment-input/);
  });
  it('gives a member a labelled box whose send button waits for text', () => {
    const html = renderWithShell(<CommentBox onSubmit={async () => true} />, { user: hari });
    assert.match(tagOf(html, 'comment-input'), /aria-label="Your comment"/);
    assert.match(tagOf(html, 'comment-send'), /disabled=""/);
  });
});

describe('FeedFilters', () => {
  it('offers a guest All Feed only', () => {
    const html = renderWithShell(<FeedFilters value={{ show: 'all', sort: 'recent' }} onChange={ignore} />);
    assert.equal(textOf(html), 'All Feed');
  });
  it('offers a member every filter, the current one pressed', () => {
    const html = renderWithShell(<FeedFilters value={{ show: 'all', sort: 'popular' }} onChange={ignore} />, {
      user: hari,
    });
    assert.equal(textOf(html), 'All Feed Recommended Following Popular');
    assert.match(tagOf(html, 'feed-filter-popular'), /aria-pressed="true"/);
    assert.match(tagOf(html, 'feed-filter-all'), /aria-pressed="false"/);
  });
  it("presses none while one artist's posts are shown", () => {
    const html = renderWithShell(
      <FeedFilters value={{ show: 'all', sort: 'recent', artistId: 's1' }} onChange={ignore} />,
      { user: hari },
    );
    assert.doesNotMatch(html, /aria-pressed="true"/);
  });
});

describe('PostList', () => {
  it("lists the posts and, at the end, says so in the caller's words", () => {
    const html = renderWithShell(
      <PostList
        posts={[aPost(), aPost({ _id: 'p2' })]}
        hasMore={false}
        isLoading={false}
        onLoadMore={ignore}
        onChanged={ignore}
        emptyText="No posts to show"
      />,
    );
    assert.equal(html.match(/data-testid="post-card"/g)?.length, 2);
    assert.match(html, /data-testid="feed-end">No posts to show</);
  });
  it('keeps the room of three posts, busy, while the first page loads (no end message yet)', () => {
    const html = renderWithShell(
      <PostList
        posts={[]}
        hasMore={false}
        isLoading
        isFirstLoad
        onLoadMore={ignore}
        onChanged={ignore}
        emptyText="No posts to show"
      />,
    );
    assert.equal(html.match(/data-testid="post-card-skeleton"/g)?.length, 3);
    assert.match(html, /aria-busy="true"/);
    assert.doesNotMatch(html, /No posts to show/);
  });
});

describe('PersonRow', () => {
  const person: SocialUserCard = {
    _id: 's1',
    name: 'Sita',
    slug: 'sita',
    picture: '',
    role: 11,
    verifiedArtist: true,
    isPrivate: false,
    categories: [],
    followsCount: 4,
    totalArtworks: 2,
    productsCount: 2,
    following: false,
    requested: false,
  };
  it('links an artist to their studio and shows the detail and action', () => {
    const html = renderWithShell(
      <PersonRow person={person} detail="4 Followers" action={<button type="button">Follow</button>} />,
    );
    assert.match(html, /<a href="\/studios\/sita">Sita<\/a>/);
    assert.match(textOf(html), /Sita 4 Followers Follow/);
  });
  it('links the viewer to their own profile, and names without a link when there is no slug', () => {
    assert.match(renderWithShell(<PersonRow person={person} viewerId="s1" />), /<a href="\/profile\/sita">/);
    assert.match(renderWithShell(<PersonRow person={{ ...person, slug: '' }} />), /<strong>Sita<\/strong>/);
  });
});

describe('FollowerStack and FollowCard', () => {
  const follower = (n: number): SocialUserCard => ({
    _id: `f${n}`,
    name: `Follower ${n}`,
    slug: `follower-${n}`,
    picture: '',
    role: 1,
    verifiedArtist: false,
    isPrivate: false,
    categories: [],
    followsCount: 0,
    totalArtworks: 0,
    productsCount: 0,
    following: false,
    requested: false,
  });
  // The server answers at most the five asked for; the total counts everybody.
  const stackOf = (count: number, total: number) =>
    [
      socialKeys.followerStack('s1', ''),
      { users: Array.from({ length: count }, (_, n) => follower(n + 1)), total },
    ] as const;

  it('shows at most five faces, linking to the followers list, and counts the others', () => {
    const html = renderWithShell(<FollowerStack userId="s1" slug="sita" />, { queries: [stackOf(5, 12)] });
    assert.equal(html.match(/data-testid="follower-stack-face"/g)?.length, FOLLOWER_STACK_MAX);
    assert.match(html, /href="\/sita\/followers"/);
    assert.match(
      html,
      /aria-label="Followed by Follower 1, Follower 2, Follower 3, Follower 4, Follower 5 and 7 others"/,
    );
    assert.match(textOf(html), /\+7/);
  });

  it('shows nothing when nobody follows yet', () => {
    const html = renderWithShell(<FollowerStack userId="s1" slug="sita" />, { queries: [stackOf(0, 0)] });
    assert.doesNotMatch(html, /follower-stack/);
  });

  it("cuts the card's biography at 140 characters, with the counts and the followers' faces", () => {
    const biography = 'थाङ्का '.repeat(40);
    const profile = {
      _id: 's1',
      name: 'Sita',
      slug: 'sita',
      picture: '',
      role: 11,
      verifiedArtist: true,
      followsCount: 12,
      totalArtworks: 3,
      info: { biography, achievements: '', categories: [] },
    };
    const html = renderWithShell(<FollowCard profile={profile} />, { queries: [stackOf(2, 2)] });
    const shown = textOf(html.match(/<p class="soc-follow-card__bio"[^>]*>([^<]*)<\/p>/)?.[1] ?? '');
    assert.equal(Array.from(shown.replace(/\.\.\.$/, '')).length, 140);
    assert.ok(shown.endsWith('...'));
    assert.match(textOf(html), /12 Followers · 3 Works/);
    assert.equal(html.match(/data-testid="follower-stack-face"/g)?.length, 2);
    assert.match(html, /<a href="\/studios\/sita">Sita<\/a>/);
  });
});

describe('PrivateAccountNotice', () => {
  it('tells the visitor the account is private, as a status, with the follow control', () => {
    const html = renderWithShell(<PrivateAccountNotice action={<button type="button">Follow</button>} />);
    assert.match(html, /role="status" data-testid="private-account"/);
    assert.match(textOf(html), /private/i);
    assert.match(html, /<button type="button">Follow<\/button><\/div>/);
  });
});

describe('PostForm', () => {
  it("asks for the text and an image, with the video switch and the caller's submit label", () => {
    const html = renderWithShell(<PostForm submitLabel="Post" onSubmit={saved} testId="composer" />);
    assert.match(html, />Share something with the community<\/label>/);
    assert.match(tagOf(html, 'post-picture'), /accept="image\/\*"/);
    assert.match(html, /data-testid="post-toggle-video">Youtube URL</);
    assert.match(html, /type="submit"[^>]*data-testid="post-submit">Post</);
    assert.doesNotMatch(html, /post-problem|post-video-url/);
  });
  it('starts on the video link when editing a post that has one', () => {
    const html = renderWithShell(
      <PostForm
        initialText="x"
        initialVideo="https://youtu.be/abc"
        submitLabel="Save"
        onSubmit={saved}
        testId="edit"
      />,
    );
    assert.match(tagOf(html, 'post-video-url'), /value="https:\/\/youtu.be\/abc"/);
    assert.doesNotMatch(html, /post-picture/);
    assert.match(html, /data-testid="post-toggle-video">Use an image instead</);
  });
});
